import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/form-field.tsx';
import type { TBindings } from '../hooks/use-bindings.ts';

/** An address abroad, written freely: only the city is asked for; the rest helps the hotel if given. */
export function AbroadAddressFields({ bindings }: { bindings: TBindings }) {
  const { t } = useTranslation('personal-info');
  const { bind } = bindings;
  const optional = (label: string) => `${label} (${t('optional')})`;
  return (
    <>
      <TextField
        id="pi-address"
        className="pi-grid__full"
        label={optional(t('fields.addressLine'))}
        autoComplete="address-line1"
        maxLength={200}
        {...bind('address')}
      />
      <TextField
        id="pi-address-number"
        label={optional(t('fields.addressNumber'))}
        maxLength={20}
        {...bind('addressNumber')}
      />
      <TextField
        id="pi-address-complement"
        label={optional(t('fields.addressComplement'))}
        autoComplete="address-line2"
        maxLength={200}
        {...bind('addressComplement')}
      />
      <TextField
        id="pi-city"
        label={t('fields.city')}
        autoComplete="address-level2"
        maxLength={200}
        {...bind('cityName')}
      />
      <TextField
        id="pi-state"
        label={optional(t('fields.region'))}
        autoComplete="address-level1"
        maxLength={200}
        {...bind('stateName')}
      />
      <TextField
        id="pi-zip-code"
        label={optional(t('fields.postalCode'))}
        autoComplete="postal-code"
        maxLength={20}
        {...bind('zipCode')}
      />
    </>
  );
}
