import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';

export type TChoice = { value: string; label: string };

export type TPreferenceChoiceProps = {
  label: string;
  /** The 'no preference' choice, first. */
  noneLabel: string;
  choices: readonly TChoice[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Lays short choices (times) side by side. */
  isRow?: boolean;
};

const NONE = '';

/** One preference as a group of radio buttons, starting with 'no preference'. */
export function PreferenceChoice(props: TPreferenceChoiceProps) {
  const { label, noneLabel, choices, value, onChange, isRow = false } = props;
  const id = useId();
  return (
    <div className="accommodation__field">
      <FormControl component="fieldset" fullWidth>
        <FormLabel component="legend" id={id} className="accommodation__legend">
          {label}
        </FormLabel>
        <RadioGroup
          aria-labelledby={id}
          row={isRow}
          value={value ?? NONE}
          onChange={(event) => onChange(event.target.value === NONE ? null : event.target.value)}
          className="accommodation__choices"
        >
          <FormControlLabel value={NONE} control={<Radio />} label={noneLabel} />
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.value}
              value={choice.value}
              control={<Radio />}
              label={choice.label}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </div>
  );
}
