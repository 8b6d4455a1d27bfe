import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAddCompanionContactRequest } from '@hospedar/contracts/notify/add-companion-contact';
import type { TValidationMessageKey } from '@hospedar/contracts/validation/messages';
import { AlertBanner } from '../../components/alert-banner.tsx';
import { checkContact, problemOf, type TGiveContactProblem } from './use-give-contact.ts';

type TKind = 'email' | 'mobilePhone';

export type TGiveContactCardProps = {
  fullName: string;
  isDisabled: boolean;
  /** Saves the contact and sends the link; rejects with the API's refusal. */
  onGive: (body: TAddCompanionContactRequest) => Promise<void>;
};

/**
 * An adult companion with no e-mail and no mobile phone (decision 63): the main guest types one of the
 * companion's own contacts and the companion gets their link there, to fill in and sign their own form.
 */
export function GiveContactCard({ fullName, isDisabled, onGive }: TGiveContactCardProps) {
  const { t } = useTranslation('notification', { keyPrefix: 'giveContact' });
  const { t: tv } = useTranslation('validation');
  const id = useId();
  const [kind, setKind] = useState<TKind>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState({ countryCode: '55', areaCode: '', number: '' });
  const [problem, setProblem] = useState<TGiveContactProblem | null>(null);
  const [isSending, setIsSending] = useState(false);
  const firstName = fullName.split(' ')[0] ?? fullName;
  const messageOf = (field: TKind) =>
    problem?.field === field ? tv(problem.key as TValidationMessageKey) : undefined;

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
        <RadioGroup
          row
          aria-label={t('kindLegend', { name: firstName })}
          value={kind}
          onChange={(_event, value) => {
            setKind(value === 'mobilePhone' ? 'mobilePhone' : 'email');
            setProblem(null);
          }}
        >
          <FormControlLabel value="email" control={<Radio size="small" />} label={t('kinds.email')} />
          <FormControlLabel
            value="mobilePhone"
            control={<Radio size="small" />}
            label={t('kinds.mobilePhone')}
          />
        </RadioGroup>
        {kind === 'email' ? (
          <TextField
            label={t('emailLabel', { name: firstName })}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={messageOf('email') !== undefined}
            helperText={messageOf('email')}
            disabled={isDisabled || isSending}
            fullWidth
          />
        ) : (
          <fieldset className="notify-give__phone" aria-describedby={`${id}-phone-error`}>
            <legend className="notify-give__legend">{t('phoneLabel', { name: firstName })}</legend>
            <TextField
              label={t('countryCode')}
              inputMode="numeric"
              value={phone.countryCode}
              onChange={(event) => setPhone({ ...phone, countryCode: event.target.value })}
              disabled={isDisabled || isSending}
              error={messageOf('mobilePhone') !== undefined}
              className="notify-give__code"
            />
            <TextField
              label={t('areaCode')}
              inputMode="numeric"
              value={phone.areaCode}
              onChange={(event) => setPhone({ ...phone, areaCode: event.target.value })}
              disabled={isDisabled || isSending}
              error={messageOf('mobilePhone') !== undefined}
              className="notify-give__code"
            />
            <TextField
              label={t('number')}
              inputMode="tel"
              value={phone.number}
              onChange={(event) => setPhone({ ...phone, number: event.target.value })}
              disabled={isDisabled || isSending}
              error={messageOf('mobilePhone') !== undefined}
              className="notify-give__number"
            />
            <p id={`${id}-phone-error`} className="notify-give__error" aria-live="polite">
              {messageOf('mobilePhone')}
            </p>
          </fieldset>
        )}
        {problem?.field === null ? <AlertBanner severity="error">{t('error')}</AlertBanner> : null}
        <Button
          type="submit"
          variant="outlined"
          size="large"
          className="notify-give__send"
          disabled={isDisabled || isSending}
          startIcon={isSending ? <CircularProgress size={18} color="inherit" /> : null}
        >
          {t('send', { name: firstName })}
        </Button>
      </form>
    </li>
  );
}
