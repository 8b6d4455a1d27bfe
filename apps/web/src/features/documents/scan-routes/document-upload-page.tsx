import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import type { TDocumentTypeId } from '@hospedar/contracts/constants';
import { documentSides } from '@hospedar/contracts/documents/document-sides';
import { DocumentImagesField } from '../field/document-images-field.tsx';
import type { TDocumentImagesValue } from '../field/document-images-value.ts';
import { ScanLinkPage } from './scan-link-page.tsx';
import type { TScanParams } from './use-scan-params.ts';
import { useSendToDesktop } from './use-send-to-desktop.ts';

const EMPTY: TDocumentImagesValue = { frontImageKey: null, backImageKey: null };

function UploadForm({ params, documentTypeId }: { params: TScanParams; documentTypeId: TDocumentTypeId }) {
  const { t } = useTranslation('documents', { keyPrefix: 'scanRoutes' });
  const [value, setValue] = useState(EMPTY);
  const [isMissingShown, setIsMissingShown] = useState(false);
  const sending = useSendToDesktop(params);
  const isComplete = documentSides(documentTypeId).every((side) =>
    Boolean(side === 'front' ? value.frontImageKey : value.backImageKey),
  );

  return (
    <>
      <p className="scan-page__intro">{t('uploadIntro')}</p>
      <DocumentImagesField
        guestId={params.guestId}
        documentTypeId={documentTypeId}
        value={value}
        onChange={setValue}
        required
        error={isMissingShown && !isComplete ? t('missing') : undefined}
      />
      {sending.status === 'failed' ? (
        <p className="scan-page__error" role="alert">
          {t('saveFailed')}
        </p>
      ) : null}
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={sending.status === 'sending'}
        onClick={() => (isComplete ? sending.send(value) : setIsMissingShown(true))}
        startIcon={
          sending.status === 'sending' ? (
            <CircularProgress size={18} color="inherit" aria-hidden="true" />
          ) : null
        }
      >
        {sending.status === 'sending' ? t('sending') : t('send')}
      </Button>
    </>
  );
}

/** '/document-scan/{reservationId}/{guestId}/upload': the upload path on the phone, then send. */
export function DocumentUploadPage() {
  const { t } = useTranslation('documents', { keyPrefix: 'scanRoutes' });
  return (
    <ScanLinkPage title={t('uploadTitle')}>
      {(params, document) => <UploadForm params={params} documentTypeId={document.documentTypeId} />}
    </ScanLinkPage>
  );
}
