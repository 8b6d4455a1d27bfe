import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCity } from '@hospedar/contracts/geo/list-cities';
import type { TZipAddress } from '@hospedar/contracts/geo/zip-lookup';
import type { TState } from '@hospedar/contracts/geo/list-states';
import { SelectField, TextField } from '../../../../components/form-field.tsx';
import type { TBindings } from '../hooks/use-bindings.ts';
import type { TGeoList } from '../../../../lib/geo/use-geo-list.ts';
import type { TPersonalInfoForm } from '../hooks/use-personal-info-form.ts';
import { useZipLookup } from '../hooks/use-zip-lookup.ts';
import type { TZipLookupState } from '../hooks/use-zip-lookup.ts';
import { formatZip } from '../model/masks.ts';
import { toSearchParams } from '../forgot-address/zip-search-query.ts';
import { FORGOT_ADDRESS_PATH } from '../paths.ts';

type TBrazilAddressFieldsProps = {
  form: TPersonalInfoForm;
  bindings: TBindings;
  states: TGeoList<TState>;
  cities: TGeoList<TCity>;
  /** The picked state and city, resolved against the lists ('' when none). */
  stateId: string;
  cityId: string;
  onZipFound: (address: TZipAddress) => void;
  onForgotAddress: () => void;
};

function zipStatusText(state: TZipLookupState, t: ReturnType<typeof useTranslation<'personal-info'>>['t']) {
  switch (state.status) {
    case 'searching':
      return t('zip.searching');
    case 'found': {
      const { street, neighborhood, city, state: uf } = state.address;
      return t('zip.found', { place: [street, neighborhood, `${city} - ${uf}`].filter(Boolean).join(', ') });
    }
    case 'notFound':
      return t('zip.notFound');
    case 'failed':
      return t('zip.failed');
    case 'idle':
      return '';
  }
}

/** Brazil: zip code with lookup (and the way to the forgot-address search), state and city pickers, street. */
export function BrazilAddressFields(props: TBrazilAddressFieldsProps) {
  const { form, bindings, states, cities, stateId, cityId, onZipFound, onForgotAddress } = props;
  const { t } = useTranslation('personal-info');
  const { bind, error } = bindings;
  const zip = useZipLookup(form.values.zipCode, onZipFound);
  const zipBinding = bind('zipCode', formatZip);
  // The search starts from what the form holds: state, city and street.
  const stateCode = states.items.find((item) => item.id === stateId)?.code ?? '';
  const forgotAddressLink = `${FORGOT_ADDRESS_PATH}?${toSearchParams({
    state: stateCode,
    city: form.values.cityName,
    address: form.values.address,
  })}`;
  const listHint = (list: TGeoList<unknown>) =>
    list.status === 'loading' ? t('listLoading') : list.status === 'error' ? t('listFailed') : undefined;

  return (
    <>
      <div className="pi-zip">
        <TextField
          id="pi-zip-code"
          label={t('fields.zipCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={9}
          placeholder="00000-000"
          {...zipBinding}
          // A zip code the lookup does not know may still be right: a hint to type the address, not an error.
          hint={zip.state.status === 'idle' ? undefined : zipStatusText(zip.state, t)}
          onChange={(event) => {
            zipBinding.onChange(event);
            zip.zipChanged(event.target.value);
          }}
        />
        <Link to={forgotAddressLink} className="pi-zip__forgot" onClick={onForgotAddress}>
          {t('zip.forgot')}
        </Link>
        <p className="visually-hidden" role="status">
          {zipStatusText(zip.state, t)}
        </p>
      </div>
      <SelectField
        id="pi-state"
        label={t('fields.state')}
        autoComplete="address-level1"
        hint={listHint(states)}
        value={stateId}
        error={error('state')}
        onBlur={() => form.touch('state')}
        onChange={(event) => {
          const picked = states.items.find((item) => item.id === event.target.value);
          form.patch({ stateId: picked?.id ?? '', stateName: picked?.name ?? '', cityId: '', cityName: '' });
        }}
      >
        <option value="">{t('choose')}</option>
        {states.items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="pi-city"
        label={t('fields.city')}
        autoComplete="address-level2"
        hint={stateId ? listHint(cities) : undefined}
        value={cityId}
        disabled={!stateId}
        error={error('city')}
        onBlur={() => form.touch('city')}
        onChange={(event) => {
          const picked = cities.items.find((item) => item.id === event.target.value);
          form.patch({ cityId: picked?.id ?? '', cityName: picked?.name ?? '' });
        }}
      >
        <option value="">{cityId || !form.values.cityName ? t('choose') : form.values.cityName}</option>
        {cities.items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id="pi-address"
        className="pi-grid__full"
        label={t('fields.address')}
        autoComplete="address-line1"
        maxLength={200}
        {...bind('address')}
      />
      <TextField
        id="pi-address-number"
        label={t('fields.addressNumber')}
        maxLength={20}
        {...bind('addressNumber')}
      />
      <TextField
        id="pi-address-complement"
        label={`${t('fields.addressComplement')} (${t('optional')})`}
        autoComplete="address-line2"
        maxLength={200}
        {...bind('addressComplement')}
      />
      <TextField
        id="pi-neighborhood"
        className="pi-grid__full"
        label={t('fields.neighborhood')}
        autoComplete="address-level3"
        maxLength={200}
        {...bind('neighborhood')}
      />
    </>
  );
}
