import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotifyChannel } from '@hospedar/contracts/notify/notify-companions';
import { formatDate } from '../../lib/dates.ts';
import { CheckboxField } from '../../components/step/checkbox-field.tsx';
import { ChoiceGroup } from '../../components/step/choice-group.tsx';
import { defaultChannel, type TCandidate } from './notify-candidates.ts';

export type TCompanionOptionProps = {
  candidate: TCandidate;
  /** The chosen channel, or null when the companion is not selected. */
  channel: TNotifyChannel | null;
  isDisabled: boolean;
  onChange: (channel: TNotifyChannel | null) => void;
};

/**
 * One companion: the step kit's tick box to include them (when they were notified before, when and how
 * under it) and, once included, a choice among the channels they have a contact for (decision 86).
 */
export function CompanionOption({ candidate, channel, isDisabled, onChange }: TCompanionOptionProps) {
  const { t } = useTranslation('notification');
  const id = useId();
  const contactOf = (value: TNotifyChannel) => (value === 'email' ? candidate.email : candidate.mobile);
  const notified = candidate.notifiedAt
    ? t('list.notifiedOn', {
        date: formatDate(candidate.notifiedAt),
        channel: t(`list.channels.${candidate.notifiedChannel ?? 'email'}`),
      })
    : undefined;
  return (
    <li className={`notify-option${channel ? ' notify-option--selected' : ''}`}>
      <CheckboxField
        id={`${id}-select`}
        label={<span className="notify-option__name">{candidate.fullName}</span>}
        checked={channel !== null}
        disabled={isDisabled}
        hint={notified}
        onChange={(checked) => onChange(checked ? defaultChannel(candidate) : null)}
      />
      {channel ? (
        <div className="notify-option__channels">
          <ChoiceGroup
            id={`${id}-channel`}
            name={`${id}-channel`}
            legend={t('list.channelLegend', { name: candidate.fullName })}
            options={candidate.channels.map((value) => ({
              value,
              label: `${t(`list.channels.${value}`)} ${contactOf(value) ?? ''}`.trim(),
            }))}
            value={channel}
            isDisabled={isDisabled}
            onChange={(value) => onChange(value === 'sms' ? 'sms' : 'email')}
          />
        </div>
      ) : null}
    </li>
  );
}
