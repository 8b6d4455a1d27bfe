import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { StepActions } from '../../../components/step/step-actions.tsx';
import { TypedSignatureField } from './typed-signature-field.tsx';
import { useSignaturePad } from './use-signature-pad.ts';
import { useTypedSignature } from './use-typed-signature.ts';
import './signature.css';

export type TSignaturePanelProps = {
  isSending: boolean;
  /** Whether signing ends the guest's form (it is then sent to the hotel): names the main action. */
  isLastStep: boolean;
  onBack: () => void;
  /** Advance with the signature, drawn or typed, as a PNG data URL. */
  onAdvance: (image: string) => void;
};

type TMode = 'draw' | 'type';

/**
 * Two ways to sign, as tabs: the pad (200 px high, full width) or the name typed in a handwriting style;
 * Clear under them, then the steps' action bar: Back and the main action (Next, or "Sign and send" when
 * signing finalizes the form; decision 84), enabled only when there is a signature; a screen reader
 * hears whether the pad is empty. The pad stays mounted while the typed tab is open, so a drawing is kept.
 */
export function SignaturePanel({ isSending, isLastStep, onBack, onAdvance }: TSignaturePanelProps) {
  const { t: tFlow } = useTranslation('guest-flow');
  const { t } = useTranslation('guest-flow', { keyPrefix: 'signature' });
  const id = useId();
  const [mode, setMode] = useState<TMode>('draw');
  const pad = useSignaturePad();
  const typed = useTypedSignature(mode === 'type');
  const isEmpty = mode === 'draw' ? pad.isEmpty : !typed.isSignable;
  const advance = async () => {
    const image = mode === 'draw' ? pad.toPng() : await typed.toPng();
    if (image) onAdvance(image);
  };

  return (
    <div className="signature-panel">
      <Tabs
        value={mode}
        onChange={(_event, next: TMode) => setMode(next)}
        aria-label={t('modes.label')}
        variant="fullWidth"
        className="signature-modes"
      >
        {(['draw', 'type'] as const).map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`modes.${value}`)}
            id={`${id}-tab-${value}`}
            aria-controls={`${id}-panel-${value}`}
          />
        ))}
      </Tabs>
      <div
        role="tabpanel"
        id={`${id}-panel-draw`}
        aria-labelledby={`${id}-tab-draw`}
        hidden={mode !== 'draw'}
        className="signature-panel__mode"
      >
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
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-type`}
        aria-labelledby={`${id}-tab-type`}
        hidden={mode !== 'type'}
        className="signature-panel__mode"
      >
        {mode === 'type' ? <TypedSignatureField typed={typed} /> : null}
      </div>
      <div className="signature-tools">
        <Button
          variant="text"
          size="large"
          onClick={mode === 'draw' ? pad.clear : typed.clear}
          disabled={isEmpty || isSending}
        >
          {t('clear')}
        </Button>
      </div>
      <StepActions
        onBack={onBack}
        onNext={() => void advance()}
        nextLabel={isLastStep ? t('signAndSend') : tFlow('step.next')}
        busyLabel={t('sending')}
        isBusy={isSending}
        isNextDisabled={isEmpty}
        nextDescribedBy={isEmpty ? `${id}-hint` : undefined}
      />
      {isEmpty ? (
        <p id={`${id}-hint`} className="signature-panel__hint">
          {mode === 'draw' ? t('disabledHint') : t('typed.disabledHint')}
        </p>
      ) : null}
    </div>
  );
}
