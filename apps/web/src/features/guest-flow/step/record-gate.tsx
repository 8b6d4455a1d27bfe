import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { AlertBanner } from '../../../components/alert-banner.tsx';
import { useDrawnRecordState } from '../../../lib/guest-record/use-client-record.ts';
import { useGuestRecord } from '../guest-record.ts';

export type TRecordGateProps = {
  guestId: string | null;
  children: (client: TGetClientResponse) => ReactNode;
};

/** Shows the step once the edited guest's record is loaded; meanwhile a spinner, on failure a retry. */
export function RecordGate({ guestId, children }: TRecordGateProps) {
  const { t } = useTranslation('guest-flow');
  const { state: received, reload } = useGuestRecord(guestId);
  // The step is drawn in a deferred render, in slices, once its record has arrived (decision 247).
  const state = useDrawnRecordState(received);
  if (state.status === 'ready') return <>{children(state.client)}</>;
  if (state.status === 'error') {
    return (
      <div className="step-gate">
        <AlertBanner severity="error">{t('step.loadError')}</AlertBanner>
        <Button variant="contained" onClick={reload}>
          {t('step.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="step-gate" role="status">
      <CircularProgress size={32} aria-hidden="true" />
      <p>{t('step.loading')}</p>
    </div>
  );
}
