import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotifyChannel } from '@hospedar/contracts/notify/notify-companions';
import { formatDate } from '../../lib/dates.ts';
import { defaultChannel, type TCandidate } from './notify-candidates.ts';

export type TCompanionOptionProps = {
  candidate: TCandidate;
  /** The chosen channel, or null when the companion is not selected. */
  channel: TNotifyChannel | null;
  isDisabled: boolean;
  onChange: (channel: TNotifyChannel | null) => void;
};

/** One companion: a checkbox to include them and, once included, the channels they have a contact for. */
export function CompanionOption({ candidate, channel, isDisabled, onChange }: TCompanionOptionProps) {
  const { t } = useTranslation('notification');
  const id = useId();
  const contactOf = (value: TNotifyChannel) => (value === 'email' ? candidate.email : candidate.mobile);
  return (
    <li className={`notify-option${channel ? ' notify-option--selected' : ''}`}>
      <FormControlLabel
        className="notify-option__select"
        control={
          <Checkbox
            checked={channel !== null}
            disabled={isDisabled}
            onChange={(event) => onChange(event.target.checked ? defaultChannel(candidate) : null)}
            slotProps={{ input: { 'aria-describedby': candidate.notifiedAt ? `${id}-notified` : undefined } }}
          />
        }
        label={<span className="notify-option__name">{candidate.fullName}</span>}
      />
      {candidate.notifiedAt ? (
        <p id={`${id}-notified`} className="notify-option__notified">
          {t('list.notifiedOn', {
            date: formatDate(candidate.notifiedAt),
            channel: t(`list.channels.${candidate.notifiedChannel ?? 'email'}`),
          })}
        </p>
      ) : null}
      {channel ? (
        <RadioGroup
          className="notify-option__channels"
          aria-label={t('list.channelLegend', { name: candidate.fullName })}
          value={channel}
          onChange={(_event, value) => onChange(value === 'sms' ? 'sms' : 'email')}
        >
          {candidate.channels.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              disabled={isDisabled}
              control={<Radio size="small" />}
              label={
                <span className="notify-option__channel">
                  <span className="notify-option__channel-name">{t(`list.channels.${value}`)}</span>{' '}
                  <span className="notify-option__contact">{contactOf(value)}</span>
                </span>
              }
            />
          ))}
        </RadioGroup>
      ) : null}
    </li>
  );
}
