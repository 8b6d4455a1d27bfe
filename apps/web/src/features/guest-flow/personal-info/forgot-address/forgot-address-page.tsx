import { useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SelectField, TextField } from '../../../../components/form-field.tsx';
import { StepActions } from '../../../../components/step/step-actions.tsx';
import { StepPage } from '../../../../components/step/step-page.tsx';
import { useFlowGuestId } from '../../use-flow-guest.ts';
import { useFieldText } from '../hooks/use-field-text.ts';
import { useCities, useStates } from '../../../../lib/geo/use-geo-list.ts';
import { personalInfoDrafts } from '../model/drafts.ts';
import { resolvePlace } from '../model/resolve-place.ts';
import { ADDRESS_SECTION_PATH, FORGOT_ADDRESS_RESULTS_PATH } from '../paths.ts';
import { toSearchParams, validateZipSearch } from './zip-search-query.ts';
import type { TZipSearchErrors, TZipSearchFields } from './zip-search-query.ts';
import '../personal-info.css';
import './forgot-address.css';

/** The search starts from the address it was opened with (the form's, or the last search's), else the draft's. */
function initialFields(params: URLSearchParams, guestId: string | null): TZipSearchFields {
  if (params.has('state') || params.has('address')) {
    return {
      state: params.get('state') ?? '',
      city: params.get('city') ?? '',
      address: params.get('address') ?? '',
    };
  }
  const draft = guestId ? personalInfoDrafts.load(guestId) : null;
  return { state: draft?.stateId ?? '', city: draft?.cityName ?? '', address: draft?.address ?? '' };
}

/** '/reservation/forgot-address': state, city and street, to find the zip code (GET /api/zip?…). */
export function ForgotAddressPage() {
  const { t } = useTranslation('personal-info');
  const fieldText = useFieldText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const guestId = useFlowGuestId();
  const [fields, setFields] = useState(() => initialFields(params, guestId));
  const [errors, setErrors] = useState<TZipSearchErrors>({});
  const states = useStates('BR');
  const state = resolvePlace(states.items, fields.state, '');
  const cities = useCities(state?.id ?? null);
  const city = resolvePlace(cities.items, '', fields.city);

  const change = (name: keyof TZipSearchFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value, ...(name === 'state' ? { city: '' } : {}) }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const search = { ...fields, state: state?.code ?? '', city: city?.name ?? '' };
    const found = validateZipSearch(search);
    flushSync(() => setErrors(found));
    const first = (['state', 'city', 'address'] as const).find((name) => found[name]);
    if (first) {
      document.getElementById(`fa-${first}`)?.focus();
      return;
    }
    navigate(`${FORGOT_ADDRESS_RESULTS_PATH}?${toSearchParams(search)}`);
  }

  return (
    <StepPage title={t('forgotAddress.title')} subtitle={t('forgotAddress.intro')}>
      <form className="step-form" noValidate onSubmit={submit}>
        <div className="step-section pi-search">
          <SelectField
            id="fa-state"
            label={t('forgotAddress.state')}
            value={state?.code ?? ''}
            error={fieldText(errors.state)}
            hint={
              states.status === 'loading'
                ? t('listLoading')
                : states.status === 'error'
                  ? t('listFailed')
                  : undefined
            }
            onChange={(event) => change('state', event.target.value)}
          >
            <option value="">{t('choose')}</option>
            {states.items.map((item) => (
              <option key={item.id} value={item.code}>
                {item.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="fa-city"
            label={t('forgotAddress.city')}
            value={city?.name ?? ''}
            disabled={!state}
            error={fieldText(errors.city)}
            hint={
              !state
                ? t('forgotAddress.cityNeedsState')
                : cities.status === 'loading'
                  ? t('listLoading')
                  : undefined
            }
            onChange={(event) => change('city', event.target.value)}
          >
            <option value="">{t('choose')}</option>
            {cities.items.map((item) => (
              <option key={item.id} value={item.name}>
                {item.name}
              </option>
            ))}
          </SelectField>
          <TextField
            id="fa-address"
            label={t('forgotAddress.street')}
            hint={t('forgotAddress.streetHint')}
            autoComplete="address-line1"
            maxLength={100}
            value={fields.address}
            error={fieldText(errors.address)}
            onChange={(event) => change('address', event.target.value)}
          />
        </div>
        <StepActions
          backTo={ADDRESS_SECTION_PATH}
          backLabel={t('forgotAddress.back')}
          nextLabel={t('forgotAddress.search')}
        />
      </form>
    </StepPage>
  );
}
