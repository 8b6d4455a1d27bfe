import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OwnersOnly } from '../owners-only.tsx';
import { GuestRights } from './guest-rights.tsx';
import { PrivacyAuditTable } from './privacy-audit-table.tsx';
import { RetentionForm } from './retention-form.tsx';

/** Privacy (owners; decision 243): a guest's LGPD request, the retention, and the privacy log. */
export function PrivacyPage() {
  const { t } = useTranslation('console');
  return (
    <OwnersOnly title={t('privacy.title')} deniedText={t('privacy.ownersOnly')}>
      <Typography color="text.secondary">{t('privacy.intro')}</Typography>
      <GuestRights />
      <RetentionForm />
      <PrivacyAuditTable />
    </OwnersOnly>
  );
}
