import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TArrivalGuarantee, TArrivalGuestState } from '@hospedar/contracts/console/arrivals';

// Colours with text of enough contrast on white (axe): the state is also in words, never colour alone.
const STATE_LOOK: Record<TArrivalGuestState, Pick<ChipProps, 'color' | 'variant'>> = {
  not_started: { color: 'default', variant: 'filled' },
  in_progress: { color: 'primary', variant: 'outlined' },
  completed: { color: 'success', variant: 'outlined' },
  list_finished: { color: 'success', variant: 'filled' },
};

/** A guest's state on the arrivals (decision 211). */
export function GuestStateChip({ state }: { state: TArrivalGuestState }) {
  const { t } = useTranslation('console');
  return (
    <Chip size="small" {...STATE_LOOK[state]} label={t(`arrivals.states.${state}`)} data-state={state} />
  );
}

/** The reservation's guarantee, beside the main guest; nothing when the reservation has no order. */
export function GuaranteeChip({ guarantee }: { guarantee: TArrivalGuarantee }) {
  const { t } = useTranslation('console');
  if (guarantee === 'none') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={guarantee === 'registered' ? 'success' : 'default'}
      label={t(`arrivals.guarantees.${guarantee}`)}
    />
  );
}
