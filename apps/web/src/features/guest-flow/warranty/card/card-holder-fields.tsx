import type { TCardHolderField } from '@hospedar/contracts/payment/billing-address';
import { CARD_HOLDER_MAX_LENGTH } from '@hospedar/contracts/payment/billing-address';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/form-field.tsx';
import type { useCardHolderForm } from './use-card-holder-form.ts';

type TForm = ReturnType<typeof useCardHolderForm>;

/** The validation message of a field, translated (its key comes from the contracts' schema). */
export function useHolderError(form: TForm) {
  const { t } = useTranslation('validation');
  return (field: TCardHolderField): string | undefined => {
    const key = form.errorOf(field);
    if (!key) return undefined;
    return t(key as 'validation.maxLength', { max: CARD_HOLDER_MAX_LENGTH[field] ?? 0 });
  };
}

const AUTOCOMPLETE: Record<TCardHolderField, string> = {
  holderName: 'cc-name',
  zipCode: 'billing postal-code',
  address: 'billing address-line1',
  addressNumber: 'off',
  addressComplement: 'billing address-line2',
  neighborhood: 'billing address-level3',
  city: 'billing address-level2',
  state: 'billing address-level1',
  country: 'billing country',
  email: 'email',
};

/** One text field of the card form, bound to the form: label, autocomplete, message once left. */
export function HolderField({
  form,
  field,
  label,
  hint,
  inputMode,
}: {
  form: TForm;
  field: Exclude<TCardHolderField, 'country'>;
  label: string;
  hint?: string;
  inputMode?: 'numeric' | 'email' | 'text';
}) {
  const errorText = useHolderError(form);
  return (
    <TextField
      id={`card-${field}`}
      name={field}
      label={label}
      hint={hint}
      error={errorText(field)}
      value={form.values[field]}
      autoComplete={AUTOCOMPLETE[field]}
      inputMode={inputMode}
      onChange={(event) => form.change(field, event.target.value)}
      onBlur={() => form.leave(field)}
    />
  );
}

/** The billing address (spec section 3), the zip code first: a Brazilian one fills the street. */
export function BillingFields({ form }: { form: TForm }) {
  const { t } = useTranslation('payment');
  const zipMessage =
    form.zip.status === 'notFound'
      ? t('card.zipNotFound')
      : form.zip.status === 'failed'
        ? t('card.zipFailed')
        : undefined;
  return (
    <div className="card-form__fields">
      <div className="card-form__row">
        <HolderField
          form={form}
          field="zipCode"
          label={t('card.zipCode')}
          hint={zipMessage ?? t('card.zipHint')}
          inputMode="numeric"
        />
      </div>
      <HolderField form={form} field="address" label={t('card.address')} />
      <div className="card-form__row">
        <HolderField form={form} field="addressNumber" label={t('card.addressNumber')} />
        <HolderField form={form} field="addressComplement" label={t('card.addressComplement')} />
      </div>
      <HolderField form={form} field="neighborhood" label={t('card.neighborhood')} />
      <div className="card-form__row">
        <HolderField form={form} field="city" label={t('card.city')} />
        <HolderField form={form} field="state" label={t('card.state')} />
      </div>
      <HolderField form={form} field="email" label={t('card.email')} inputMode="email" />
    </div>
  );
}
