import { ChoiceGroup } from '../../../components/step/choice-group.tsx';

export type TChoice = { value: string; label: string };

export type TPreferenceChoiceProps = {
  id: string;
  label: string;
  /** The 'no preference' choice, first. */
  noneLabel: string;
  choices: readonly TChoice[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Takes the whole row on wide screens (the check-in times). */
  isWide?: boolean;
};

const NONE = '';

/** One preference as the steps' choice pills, starting with 'no preference' (null). */
export function PreferenceChoice(props: TPreferenceChoiceProps) {
  const { id, label, noneLabel, choices, value, onChange, isWide = false } = props;
  return (
    <div className={isWide ? 'accommodation__wide' : undefined}>
      <ChoiceGroup
        id={id}
        legend={label}
        name={id}
        options={[{ value: NONE, label: noneLabel }, ...choices]}
        value={value ?? NONE}
        onChange={(next) => onChange(next === NONE ? null : next)}
      />
    </div>
  );
}
