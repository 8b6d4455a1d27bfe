import { useId } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field.tsx';
import { HANDWRITINGS, handwritingFamily } from './handwriting-fonts.ts';
import type { THandwritingId } from './handwriting-fonts.ts';
import type { TTypedSignature } from './use-typed-signature.ts';

/** Longest name typed: a full legal name with several surnames fits. */
const NAME_MAX_LENGTH = 80;

/**
 * For a guest who cannot draw: the name typed, a handwriting style picked from a radio group (each
 * option shows the name in its style), and the signature as it will be sent.
 */
export function TypedSignatureField({ typed }: { typed: TTypedSignature }) {
  const { t } = useTranslation('guest-flow', { keyPrefix: 'signature.typed' });
  const id = useId();
  const sample = typed.name.trim() || t('sample');
  const chosen = HANDWRITINGS.find((handwriting) => handwriting.id === typed.styleId);

  return (
    <div className="typed-signature">
      <p id={`${id}-instructions`} className="signature-panel__instructions">
        {t('instructions')}
      </p>
      <TextField
        id={`${id}-name`}
        label={t('name')}
        value={typed.name}
        onChange={(event) => typed.setName(event.target.value)}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        aria-describedby={`${id}-instructions`}
      />
      <fieldset className="typed-signature__styles">
        <legend className="field__label typed-signature__legend">{t('style')}</legend>
        <RadioGroup
          value={typed.styleId}
          onChange={(event) => typed.setStyleId(event.target.value as THandwritingId)}
          className="typed-signature__options"
        >
          {HANDWRITINGS.map((handwriting, index) => (
            <FormControlLabel
              key={handwriting.id}
              value={handwriting.id}
              control={<Radio />}
              className="typed-signature__option"
              label={
                <span className="typed-signature__option-label">
                  <span>{t('styleOption', { number: index + 1 })}</span>
                  <span
                    aria-hidden="true"
                    className="typed-signature__sample"
                    style={{ fontFamily: handwritingFamily(handwriting) }}
                  >
                    {sample}
                  </span>
                </span>
              }
            />
          ))}
        </RadioGroup>
      </fieldset>
      <div
        className="signature-pad typed-signature__preview"
        role="img"
        aria-label={typed.isSignable ? t('preview', { name: typed.name.trim() }) : t('previewEmpty')}
      >
        <span
          aria-hidden="true"
          className="typed-signature__preview-text"
          style={chosen ? { fontFamily: handwritingFamily(chosen) } : undefined}
        >
          {typed.name.trim()}
        </span>
        <span className="signature-pad__line" aria-hidden="true" />
      </div>
    </div>
  );
}
