import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { useGuestFlowNavigation } from '../../../lib/guest-flow-navigation.ts';
import { FinalizedDialog } from '../finalized-dialog.tsx';
import { ModalAlert } from './modal-alert.tsx';
import { SignaturePanel } from './signature-panel.tsx';
import { useSignAndFinish } from './use-sign-and-finish.ts';

export type TSignatureStepProps = { client: TGetClientResponse; isModal: boolean };

/** The pad in a modal (md and up, over the reservation layout) or on the page (phones). */
export function SignatureStep({ client, isModal }: TSignatureStepProps) {
  const { t } = useTranslation('guest-flow', { keyPrefix: 'signature' });
  const id = useId();
  const navigation = useGuestFlowNavigation();
  const signing = useSignAndFinish(client.guest.id, client.reservation.id, client.order !== null);
  const panel = (
    <SignaturePanel
      isSending={signing.isSending}
      // The FNRH goes to the hotel here even when the warranty follows: the button says so.
      isLastStep={navigation.isLastStep}
      onBack={navigation.goBack}
      onAdvance={signing.send}
    />
  );

  return (
    <>
      {isModal ? (
        <Dialog
          open={!signing.isFinalized}
          onClose={(_event, reason) => {
            // A click beside the pad must not throw a signature away; Escape is Back.
            if (reason === 'escapeKeyDown' && !signing.isSending) navigation.goBack();
          }}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-subtitle`}
          slotProps={{ paper: { sx: { width: '100%', maxWidth: 700, mx: 2 } } }}
        >
          <DialogTitle
            id={`${id}-title`}
            component="h2"
            sx={{ pb: 0.5, fontSize: '1.375rem', fontWeight: 700 }}
          >
            {t('title')}
          </DialogTitle>
          <DialogContent>
            <p id={`${id}-subtitle`} className="signature-panel__subtitle">
              {t('subtitle')}
            </p>
            {panel}
            <ModalAlert />
          </DialogContent>
        </Dialog>
      ) : (
        panel
      )}
      {signing.isFinalized ? <FinalizedDialog onOk={signing.finish} /> : null}
    </>
  );
}
