import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Cropper from 'react-easy-crop';
import type { Area, Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { SCANNER_WIDTH_PX, dialogPaperSx } from '../model/layout.ts';
import { useObjectUrl } from '../use-object-url.ts';
import { cropImage } from './crop-image.ts';

export type TCropDialogProps = {
  frame: Blob;
  /** Width to height of the crop: the document's proportions. */
  aspect: number;
  isFullScreen: boolean;
  onConfirm: (image: Blob) => void;
  /** Back to the live camera of the same side. */
  onCancel: () => void;
};

/** The cropping modal (desktop) or full screen (phones): drag and zoom, then confirm or take again. */
export function CropDialog({ frame, aspect, isFullScreen, onConfirm, onCancel }: TCropDialogProps) {
  const { t } = useTranslation('documents');
  const id = useId();
  const url = useObjectUrl(frame);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [isWorking, setIsWorking] = useState(false);

  async function confirm() {
    if (!area) return;
    setIsWorking(true);
    try {
      onConfirm(await cropImage(frame, area));
    } catch {
      // The frame could not be cropped (no canvas memory): keep it whole rather than lose it.
      onConfirm(frame);
    }
  }

  return (
    <Dialog
      open
      fullScreen={isFullScreen}
      onClose={(_event, reason) => reason === 'escapeKeyDown' && !isWorking && onCancel()}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-instructions`}
      slotProps={{ paper: { sx: isFullScreen ? {} : dialogPaperSx(SCANNER_WIDTH_PX) } }}
    >
      <DialogTitle id={`${id}-title`} component="h2" sx={{ pb: 0.5, fontWeight: 700 }}>
        {t('crop.title')}
      </DialogTitle>
      <DialogContent className="crop-content">
        <p id={`${id}-instructions`} className="scanner-instructions">
          {t('crop.instructions')}
        </p>
        <div className="crop-stage">
          {url ? (
            <Cropper
              image={url}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              objectFit="contain"
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
              // The crop area takes focus and moves with the arrow keys: a named group, described
              // by the instructions (a bare div may not carry a label).
              cropperProps={{
                role: 'group',
                'aria-label': t('crop.areaLabel'),
                'aria-describedby': `${id}-instructions`,
              }}
              mediaProps={{ alt: '' }}
            />
          ) : null}
        </div>
        <div className="crop-zoom">
          <span id={`${id}-zoom`}>{t('crop.zoom')}</span>
          <Slider
            value={zoom}
            min={1}
            max={3}
            step={0.05}
            onChange={(_event, value) => setZoom(value)}
            aria-labelledby={`${id}-zoom`}
          />
        </div>
      </DialogContent>
      <DialogActions className="scanner-actions">
        <Button variant="outlined" size="large" onClick={onCancel} disabled={isWorking}>
          {t('crop.cancel')}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={() => void confirm()}
          disabled={!area || isWorking}
          startIcon={isWorking ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
        >
          {isWorking ? t('crop.working') : t('crop.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
