import { useId } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useSignaturePad } from './use-signature-pad.ts';
import './signature.css';

export type TSignaturePanelProps = {
  isSending: boolean;
  onBack: () => void;
  /** Advance with the drawn signature as a PNG data URL. */
  onAdvance: (image: string) => void;
};

/**
 * The pad (200 px high, full width) with its instructions, and Clear, Back and Advance. Advance is
 * enabled only when something is drawn; a screen reader hears whether the pad is empty.
 */
export function SignaturePanel({ isSending, onBack, onAdvance }: TSignaturePanelProps) {
  const { t } = useTranslation('guest-flow', { keyPrefix: 'signature' });
  const id = useId();
  const pad = useSignaturePad();
  const advance = () => {
    const image = pad.toPng();
    if (image) onAdvance(image);
  };

  return (
    <div className="signature-panel">
      <p id={`${id}-instructions`} className="signature-panel__instructions">
        {t('instructions')}
      </p>
      <div className="signature-pad">
        <span className="signature-pad__line" aria-hidden="true">
          {t('signHere')}
        </span>
        <canvas
          ref={pad.canvasRef}
          className="signature-pad__canvas"
          role="img"
          aria-label={t('padLabel')}
          aria-describedby={`${id}-instructions ${id}-status`}
        />
      </div>
      <p id={`${id}-status`} className="visually-hidden" aria-live="polite">
        {pad.isEmpty ? t('empty') : t('signed')}
      </p>
      <div className="signature-actions">
        <Button variant="text" size="large" onClick={pad.clear} disabled={pad.isEmpty || isSending}>
          {t('clear')}
        </Button>
        <Button variant="outlined" size="large" onClick={onBack} disabled={isSending}>
          {t('back')}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={advance}
          disabled={pad.isEmpty || isSending}
          aria-describedby={pad.isEmpty ? `${id}-hint` : undefined}
          startIcon={isSending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
        >
          {isSending ? t('sending') : t('advance')}
        </Button>
      </div>
      {pad.isEmpty ? (
        <p id={`${id}-hint`} className="signature-panel__hint">
          {t('disabledHint')}
        </p>
      ) : null}
    </div>
  );
}
