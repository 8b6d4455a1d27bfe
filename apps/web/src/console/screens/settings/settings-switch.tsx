import { FormControlLabel, FormHelperText, Switch } from '@mui/material';

/** One on/off setting with its label and a help line read with it. */
export function SettingsSwitch({
  id,
  label,
  help,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  help?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const helpId = `${id}-help`;
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            id={id}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: help ? { 'aria-describedby': helpId } : {} }}
          />
        }
        label={label}
      />
      {help && (
        <FormHelperText id={helpId} sx={{ mt: 0, ml: 6 }}>
          {help}
        </FormHelperText>
      )}
    </div>
  );
}
