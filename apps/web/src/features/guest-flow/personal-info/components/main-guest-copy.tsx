import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../../components/step/checkbox-field.tsx';

/** For a minor the main guest fills for: take the main guest's common data, or clear it again. */
export function MainGuestCopy({
  mainGuestName,
  checked,
  onChange,
}: {
  mainGuestName: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('personal-info');
  return (
    <div className="pi-copy">
      <CheckboxField
        id="pi-use-main-guest-data"
        label={t('mainGuest.label', { name: mainGuestName })}
        hint={t('mainGuest.hint')}
        checked={checked}
        onChange={onChange}
      />
    </div>
  );
}
