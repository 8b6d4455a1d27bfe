import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { documentSides } from '@hospedar/contracts/documents/document-sides';
import type { TGuestDocument } from '@hospedar/contracts/guests/guest';
import { DocumentScanIllustration } from '../../../components/art/document-scan-illustration.tsx';
import { DocumentImageCard } from '../field/document-image-card.tsx';
import { documentAspect } from '../model/document-aspect.ts';
import { DocumentScanner } from '../scanner/document-scanner.tsx';
import type { TSide } from '../scanner-machine.ts';
import { useImageUpload } from '../upload/use-image-upload.ts';
import type { TScanParams } from './use-scan-params.ts';
import { useSendToDesktop } from './use-send-to-desktop.ts';

type TKeys = { frontImageKey: string | null; backImageKey: string | null };
type TPhase = { kind: 'scanning'; side: TSide } | { kind: 'sending' } | { kind: 'closed' };

/** The phone's scan: the full-screen scanner, each side uploaded as it is confirmed, then sent to the desktop. */
export function ScanFlow({ params, document }: { params: TScanParams; document: TGuestDocument }) {
  const { t } = useTranslation('documents', { keyPrefix: 'scanRoutes' });
  const navigate = useNavigate();
  const sides = documentSides(document.documentTypeId);
  const [phase, setPhase] = useState<TPhase>({ kind: 'scanning', side: 'front' });
  const [keys, setKeys] = useState<TKeys>({ frontImageKey: null, backImageKey: null });
  const target = (side: TSide) => ({
    guestId: params.guestId,
    purpose: 'documents' as const,
    metadata: { side },
  });
  const slots = {
    front: useImageUpload({
      target: target('front'),
      onUploaded: (key) => setKeys((k) => ({ ...k, frontImageKey: key })),
    }),
    back: useImageUpload({
      target: target('back'),
      onUploaded: (key) => setKeys((k) => ({ ...k, backImageKey: key })),
    }),
  };
  const sending = useSendToDesktop(params);
  const isComplete = sides.every((side) =>
    Boolean(side === 'front' ? keys.frontImageKey : keys.backImageKey),
  );
  const { send, status } = sending;

  useEffect(() => {
    if (phase.kind === 'sending' && isComplete && status === 'idle') send(keys);
  }, [phase.kind, isComplete, status, send, keys]);

  if (phase.kind === 'scanning') {
    return (
      <DocumentScanner
        isFullScreen
        sides={sides}
        startSide={phase.side}
        captured={{ front: Boolean(keys.frontImageKey), back: Boolean(keys.backImageKey) }}
        aspect={documentAspect(document.documentTypeId)}
        onImage={(side, image) => slots[side].uploadCapture(image)}
        onFinish={() => setPhase({ kind: 'sending' })}
        onClose={() => setPhase({ kind: 'closed' })}
        onUploadInstead={() => navigate(params.paths.upload)}
      />
    );
  }
  if (phase.kind === 'closed') {
    return (
      <div className="scan-page__choices">
        <span className="doc-art">
          <DocumentScanIllustration />
        </span>
        <Button
          variant="contained"
          size="large"
          onClick={() => setPhase({ kind: 'scanning', side: 'front' })}
        >
          {t('useCamera')}
        </Button>
        <Button variant="outlined" size="large" onClick={() => navigate(params.paths.upload)}>
          {t('useUpload')}
        </Button>
      </div>
    );
  }
  return (
    <div className="scan-page__sending">
      <p className="scan-page__intro" role="status">
        {t('sending')}
      </p>
      <div className={`doc-field__cards doc-field__cards--${sides.length}`}>
        {sides.map((side) => (
          <DocumentImageCard
            key={side}
            side={side}
            upload={slots[side].state}
            savedUrl={null}
            hasImage={Boolean(side === 'front' ? keys.frontImageKey : keys.backImageKey)}
            isInvalid={false}
            onAdd={() => setPhase({ kind: 'scanning', side })}
            onRemove={() => {
              slots[side].reset();
              setKeys((k) =>
                side === 'front' ? { ...k, frontImageKey: null } : { ...k, backImageKey: null },
              );
            }}
            onRetry={slots[side].retry}
          />
        ))}
      </div>
      {status === 'failed' ? (
        <div className="scan-page__error" role="alert">
          <p>{t('saveFailed')}</p>
          <Button variant="contained" onClick={() => send(keys)}>
            {t('send')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
