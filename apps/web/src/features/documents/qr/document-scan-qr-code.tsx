import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { QrCodeCanvas } from './qr-code-canvas.tsx';
import { useImagesPolling } from './use-images-polling.ts';
import type { TDocumentImages } from './use-images-polling.ts';
import { useScanLink } from './use-scan-link.ts';

export type TDocumentScanQrCodeProps = {
  guestId: string;
  /** The keys the form already has; the phone's are the new ones. */
  known: { frontImageKey: string | null; backImageKey: string | null };
  onImages: (images: TDocumentImages) => void;
};

function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/**
 * For desktops: a QR code that opens the scanner on the guest's phone, its expiry, and the photos
 * arriving here by themselves (polled every 3 s while shown).
 */
export function DocumentScanQrCode({ guestId, known, onImages }: TDocumentScanQrCodeProps) {
  const { t, i18n } = useTranslation('documents', { keyPrefix: 'phone' });
  const { state, renew } = useScanLink(guestId);
  const isLive = state.status === 'ready' && !state.isExpired;
  useImagesPolling({ guestId, isActive: isLive, known, onImages });

  if (state.status === 'loading') {
    return (
      <p className="qr-panel__status" role="status">
        <CircularProgress size={20} aria-hidden="true" />
        {t('loading')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="qr-panel" role="alert">
        <p>{t('failed')}</p>
        <Button variant="outlined" onClick={renew}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div className="qr-panel">
      <p className="qr-panel__instructions">{t('instructions')}</p>
      {state.isExpired ? (
        <div className="qr-panel__expired" role="alert">
          <p>{t('expired')}</p>
          <Button variant="contained" onClick={renew}>
            {t('newCode')}
          </Button>
        </div>
      ) : (
        <>
          <QrCodeCanvas text={state.link.url} label={t('qrLabel')} />
          <p className="qr-panel__expiry">
            {t('expiresAt', { time: formatTime(state.link.expiresAt, i18n.language) })}
          </p>
          <p className="qr-panel__status" role="status">
            <CircularProgress size={16} aria-hidden="true" />
            {t('waiting')}
          </p>
        </>
      )}
    </div>
  );
}
