import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { RecordGate } from '../step/record-gate.tsx';
import { StepPage } from '../../../components/step/step-page.tsx';
import { useFlowGuestId } from '../use-flow-guest.ts';
import { SignatureStep } from './signature-step.tsx';

/** MUI's md breakpoint and up: the pad opens as a modal there. */
export const DESKTOP_QUERY = '(min-width: 900px)';

/**
 * '/reservation/signature' (spec sections 2 and 4): adults sign their FNRH. On desktop the pad opens as a
 * modal over the reservation layout; on phones it is the page itself.
 */
export function SignaturePage() {
  const { t } = useTranslation('guest-flow', { keyPrefix: 'signature' });
  const guestId = useFlowGuestId();
  const isModal = useMediaQuery(DESKTOP_QUERY, { noSsr: true });
  return (
    <StepPage title={t('title')} subtitle={isModal ? undefined : t('subtitle')}>
      <RecordGate guestId={guestId}>
        {(client) => <SignatureStep client={client} isModal={isModal} />}
      </RecordGate>
    </StepPage>
  );
}
