import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '../../../locales/en-US/guest-flow.json';
import type { TSummaryRow } from './summary-types.ts';

export type TFieldId = keyof (typeof en)['confirmation']['fields'];

/** A row of the summary labelled by one of the confirmation's field names (confirmation.fields.*). */
export function useFieldRow(): (id: TFieldId, value: string | null | undefined) => TSummaryRow {
  const { t } = useTranslation('guest-flow', { keyPrefix: 'confirmation.fields' });
  return useCallback((id, value) => ({ id, label: t(id), value: (value ?? '').trim() }), [t]);
}
