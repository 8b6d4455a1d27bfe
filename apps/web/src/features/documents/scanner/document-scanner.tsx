import { useId } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useDocumentCamera } from '../../../lib/camera/use-document-camera.ts';
import { CropDialog } from '../crop/crop-dialog.tsx';
import { CameraIcon } from '../icons.tsx';
import { DESKTOP_QUERY, SCANNER_WIDTH_PX, dialogPaperSx } from '../model/layout.ts';
import { canScan } from '../scanner-machine.ts';
import type { TSide } from '../scanner-machine.ts';
import { CameraErrorPanel } from './camera-error-panel.tsx';
import { DocumentTargetOverlay } from './document-target-overlay.tsx';
import { ScanAnimation } from './scan-animation.tsx';
import { SideChips } from './side-chips.tsx';
import { SideTabs } from './side-tabs.tsx';
import { useScanner } from './use-scanner.ts';
import '../documents.css';

export type TDocumentScannerProps = {
  sides: readonly TSide[];
  /** The side to scan first (front unless redoing the back). */
  startSide?: TSide;
  /** Sides already in the form. */
  captured?: Partial<Record<TSide, boolean>>;
  /** Width to height of the document (documentAspect). */
  aspect: number;
  /** Always full screen (the phone hand-off page), whatever the screen size. */
  isFullScreen?: boolean;
  onImage: (side: TSide, image: Blob) => void;
  onFinish: () => void;
  onClose: () => void;
  /** The camera failed: the guest uploads a file for this side instead. Called in the click. */
  onUploadInstead: (side: TSide) => void;
};

/**
 * The document scanner (spec sections 2 and 4): a 540 px card modal on medium and larger screens, full
 * screen with front and back tabs on phones. Live video with the document target, scan, cancel; the
 * crop opens over it; camera failures explain themselves and offer the upload instead.
 */
export function DocumentScanner(props: TDocumentScannerProps) {
  const { t } = useTranslation('documents');
  const id = useId();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, { noSsr: true });
  const isFullScreen = props.isFullScreen === true || !isDesktop;
  const camera = useDocumentCamera();
  const { state, send } = useScanner(
    { sides: props.sides, side: props.startSide, captured: props.captured },
    camera,
    { onImage: props.onImage, onFinish: props.onFinish, onClose: props.onClose },
  );
  const isScanning = state.phase === 'capturing';

  return (
    <Dialog
      open={state.phase !== 'done'}
      fullScreen={isFullScreen}
      onClose={(_event, reason) => reason === 'escapeKeyDown' && send({ type: 'CANCEL' })}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-instructions`}
      slotProps={{
        paper: {
          className: 'scanner-paper',
          sx: isFullScreen ? {} : dialogPaperSx(SCANNER_WIDTH_PX),
        },
      }}
    >
      <DialogTitle id={`${id}-title`} component="h2" sx={{ pb: 0.5, fontWeight: 700 }}>
        {t('scanner.title')}
      </DialogTitle>
      {isFullScreen && state.sides.length > 1 ? (
        <SideTabs state={state} onSelect={(side) => send({ type: 'SELECT_SIDE', side })} />
      ) : null}
      <DialogContent className="scanner-content">
        {!isFullScreen && state.sides.length > 1 ? (
          <SideChips state={state} onSelect={(side) => send({ type: 'SELECT_SIDE', side })} />
        ) : null}
        <p id={`${id}-instructions`} className="scanner-instructions" aria-live="polite">
          {state.side === 'front' ? t('scanner.instructionsFront') : t('scanner.instructionsBack')}
        </p>
        <div className={`scanner-stage${camera.status === 'error' ? ' scanner-stage--hidden' : ''}`}>
          <video
            ref={camera.videoRef}
            className="scanner-stage__video"
            aria-label={t('scanner.videoLabel')}
            muted
            playsInline
          />
          {camera.status === 'live' ? <DocumentTargetOverlay aspect={props.aspect} /> : null}
          {camera.status === 'pending' ? (
            <p className="scanner-stage__status" role="status">
              <ScanAnimation />
              {t('scanner.starting')}
            </p>
          ) : null}
        </div>
        {camera.status === 'error' ? (
          <CameraErrorPanel
            code={camera.errorCode}
            onRetry={camera.retry}
            onUploadInstead={() => props.onUploadInstead(state.side)}
          />
        ) : null}
      </DialogContent>
      <DialogActions className="scanner-actions">
        <Button variant="outlined" size="large" onClick={() => send({ type: 'CANCEL' })}>
          {t('scanner.cancel')}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={() => send({ type: 'SCAN' })}
          disabled={!canScan(state)}
          startIcon={
            isScanning ? (
              <CircularProgress size={18} color="inherit" aria-hidden="true" />
            ) : (
              <CameraIcon size={20} />
            )
          }
        >
          {isScanning ? t('scanner.capturing') : t('scanner.scan')}
        </Button>
      </DialogActions>
      {state.phase === 'cropping' && state.frame ? (
        <CropDialog
          frame={state.frame}
          aspect={props.aspect}
          isFullScreen={isFullScreen}
          onConfirm={(image) => send({ type: 'CONFIRM_CROP', image })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      ) : null}
    </Dialog>
  );
}
