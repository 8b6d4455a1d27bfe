import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAddCompanionContactRequest } from '@hospedar/contracts/notify/add-companion-contact';
import type { TValidationMessageKey } from '@hospedar/contracts/validation/messages';
import { AlertBanner } from '../../components/alert-banner.tsx';
import { FieldMessage, TextField, describedBy } from '../../components/form-field.tsx';
import { ChoiceGroup } from '../../components/step/choice-group.tsx';
import { checkContact, problemOf, type TGiveContactProblem } from './use-give-contact.ts';

type TKind = 'email' | 'mobilePhone';
type TPhone = { countryCode: string; areaCode: string; number: string };

export type TGiveContactCardProps = {
  fullName: string;
  isDisabled: boolean;
  /** Saves the contact and sends the link; rejects with the API's refusal. */
  onGive: (body: TAddCompanionContactRequest) => Promise<void>;
};

/**
 * An adult companion with no e-mail and no mobile phone (decision 63): the main guest types one of the
 * companion's own contacts and the companion gets their link there, to fill in and sign their own form.
 * The step kit's fields (decision 86): a choice of e-mail or phone, the label above each input, the
 * contract's message under the field it is about.
 */
export function GiveContactCard({ fullName, isDisabled, onGive }: TGiveContactCardProps) {
  const { t } = useTranslation('notification', { keyPrefix: 'giveContact' });
  const { t: tv } = useTranslation('validation');
  const id = useId();
  const [kind, setKind] = useState<TKind>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<TPhone>({ countryCode: '55', areaCode: '', number: '' });
  const [problem, setProblem] = useState<TGiveContactProblem | null>(null);
  const [isSending, setIsSending] = useState(false);
  const firstName = fullName.split(' ')[0] ?? fullName;
  const isLocked = isDisabled || isSending;
  const messageOf = (field: TKind) =>
    problem?.field === field ? tv(problem.key as TValidationMessageKey) : undefined;
  const phoneError = messageOf('mobilePhone');
  const phoneId = `${id}-phone`;
  const phonePart = (part: keyof TPhone, label: string, className: string) => (
    <TextField
      id={`${phoneId}-${part}`}
      label={label}
      inputMode={part === 'number' ? 'tel' : 'numeric'}
      autoComplete="off"
      className={className}
      value={phone[part]}
      onChange={(event) => setPhone({ ...phone, [part]: event.target.value })}
      disabled={isLocked}
      aria-invalid={phoneError ? true : undefined}
      aria-describedby={describedBy(phoneId, phoneError)}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: TAddCompanionContactRequest = kind === 'email' ? { email } : { mobilePhone: phone };
    const found = checkContact(body);
    setProblem(found);
    if (found) return;
    setIsSending(true);
    try {
      await onGive(body);
    } catch (error) {
      setProblem(problemOf(error));
      setIsSending(false);
    }
  }

  return (
    <li className="notify-option notify-give">
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-name`} className="notify-give__form">
        <p id={`${id}-name`} className="notify-option__name">
          {fullName}
        </p>
        <p className="notify-give__help">{t('help', { name: firstName })}</p>
        <ChoiceGroup
          id={`${id}-kind`}
          name={`${id}-kind`}
          legend={t('kindLegend', { name: firstName })}
          options={[
            { value: 'email', label: t('kinds.email') },
            { value: 'mobilePhone', label: t('kinds.mobilePhone') },
          ]}
          value={kind}
          isDisabled={isLocked}
          onChange={(value) => {
            setKind(value === 'mobilePhone' ? 'mobilePhone' : 'email');
            setProblem(null);
          }}
        />
        {kind === 'email' ? (
          <TextField
            id={`${id}-email`}
            label={t('emailLabel', { name: firstName })}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={messageOf('email')}
            disabled={isLocked}
          />
        ) : (
          <fieldset
            className={`choice-group notify-give__phone${phoneError ? ' field--invalid' : ''}`}
            aria-describedby={describedBy(phoneId, phoneError)}
          >
            <legend className="field__label">{t('phoneLabel', { name: firstName })}</legend>
            <div className="notify-give__phone-parts">
              {phonePart('countryCode', t('countryCode'), 'notify-give__code')}
              {phonePart('areaCode', t('areaCode'), 'notify-give__code')}
              {phonePart('number', t('number'), 'notify-give__number')}
            </div>
            <FieldMessage id={phoneId} error={phoneError} />
          </fieldset>
        )}
        {problem?.field === null ? <AlertBanner severity="error">{t('error')}</AlertBanner> : null}
        <Button
          type="submit"
          variant="outlined"
          size="large"
          className="notify-give__send"
          disabled={isLocked}
          startIcon={isSending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
        >
          {t('send', { name: firstName })}
        </Button>
      </form>
    </li>
  );
}
