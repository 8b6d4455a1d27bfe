import type { TAccessTokenResponse } from '@hospedar/contracts/payment/access-token';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TCardProcessorDriver } from '../../../../lib/payment/card-frame-protocol.ts';
import { useTenant } from '../../../../lib/tenant/tenant-context.tsx';
import { RecordGate } from '../../step/record-gate.tsx';
import { StepActions } from '../../../../components/step/step-actions.tsx';
import {
  StepErrorSummary,
  summaryItemOf,
  type TSummaryItem,
} from '../../../../components/step/step-error-summary.tsx';
import { StepPage } from '../../../../components/step/step-page.tsx';
import { StepSection } from '../../../../components/step/step-section.tsx';
import { useFlowGuestId } from '../../use-flow-guest.ts';
import { useLanguage } from '../../use-language.ts';
import { WARRANTY_PATHS } from '../paths.ts';
import type { TPayContext } from '../use-pay-charge.ts';
import { WarrantyGate } from '../warranty-gate.tsx';
import { OrderAmount } from '../order-amount.tsx';
import { CardFrame } from './card-frame.tsx';
import { BillingFields, HolderField, useHolderError } from './card-holder-fields.tsx';
import { useCardFrame } from './use-card-frame.ts';
import { useCardHolderForm } from './use-card-holder-form.ts';
import { useCardSubmit, type TCardFormMode } from './use-card-submit.ts';
import '../warranty.css';

type TCardFormProps = {
  mode: TCardFormMode;
  client: TGetClientResponse;
  context: TPayContext;
  access: TAccessTokenResponse;
};

function CardForm({ mode, client, context, access }: TCardFormProps) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const language = useLanguage();
  const { initial, theme } = useTenant();
  const form = useCardHolderForm(client.guest);
  const frame = useCardFrame({
    driver: access.processor.driver as TCardProcessorDriver,
    tokenizationUrl: access.processor.tokenizationUrl,
    language,
    today: initial?.today ?? new Date().toISOString().slice(0, 10),
    theme: { primary: theme.primaryColor, radius: theme.inputRadius },
  });
  const { submit, isBusy, frameIssues, hasTried } = useCardSubmit({
    mode,
    form,
    frame,
    payContext: context,
    accessToken: access.accessToken,
  });
  const errorText = useHolderError(form);

  const summary: TSummaryItem[] = [
    ...(['holderName'] as const).flatMap((field) => {
      const message = errorText(field);
      const target = document.getElementById(`card-${field}`);
      return message && target ? [summaryItemOf(field, `${t('card.holderName')}: ${message}`, target)] : [];
    }),
    ...frameIssues.map((issue) => ({
      key: `frame-${issue.field}`,
      // The frame answers codes: the summary is written here, in the language now on screen.
      label: `${t(`frame.${issue.field}`)}: ${t(`frame.${issue.code}`, { length: issue.length ?? '' })}`,
      href: '#card-frame',
      focus: () => frame.focus(issue.field),
    })),
    ...(
      [
        'zipCode',
        'address',
        'addressNumber',
        'addressComplement',
        'neighborhood',
        'city',
        'state',
        'email',
      ] as const
    ).flatMap((field) => {
      const message = errorText(field);
      const target = document.getElementById(`card-${field}`);
      const label = target instanceof HTMLInputElement ? (target.labels?.[0]?.textContent ?? field) : field;
      return message && target ? [summaryItemOf(field, `${label}: ${message}`, target)] : [];
    }),
  ];

  const mainLabel =
    mode === 'add' ? t('card.save') : mode === 'register' ? t('card.saveAndPay') : t('card.pay');
  const busyLabel = mode === 'unregistered' ? t('card.paying') : t('card.saving');
  return (
    <form
      className="step-form card-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {mode === 'add' ? null : <OrderAmount charge={context.charge} />}
      <StepErrorSummary items={hasTried ? summary : []} />
      <StepSection id="card" title={t('card.cardSection')}>
        <HolderField
          form={form}
          field="holderName"
          label={t('card.holderName')}
          hint={t('card.holderNameHint')}
        />
        <div id="card-frame">
          <CardFrame frame={frame} />
        </div>
        <p className="card-form__secure">{t('card.secure')}</p>
      </StepSection>
      <StepSection id="billing" title={t('card.billingSection')}>
        <BillingFields form={form} />
      </StepSection>
      <StepActions
        onBack={() => navigate(mode === 'add' ? WARRANTY_PATHS.wallet : WARRANTY_PATHS.warranty)}
        nextLabel={mainLabel}
        busyLabel={busyLabel}
        isBusy={isBusy}
        isNextDisabled={frame.status !== 'ready'}
      />
    </form>
  );
}

function CardFormScreen({ mode }: { mode: TCardFormMode }) {
  const { t } = useTranslation('payment');
  const guestId = useFlowGuestId();
  const isRegistering = mode !== 'unregistered';
  return (
    <StepPage
      title={isRegistering ? t('card.registerTitle') : t('card.unregisteredTitle')}
      subtitle={isRegistering ? t('card.registerSubtitle') : t('card.unregisteredSubtitle')}
    >
      <RecordGate guestId={guestId}>
        {(client) => (
          <WarrantyGate client={client}>
            {(context, access) => <CardForm mode={mode} client={client} context={context} access={access} />}
          </WarrantyGate>
        )}
      </RecordGate>
    </StepPage>
  );
}

/** '/reservation/warranty/credit-card-registration': save a card, then pay with it (or, from the wallet, only save it). */
export function CreditCardRegistrationPage() {
  const [search] = useSearchParams();
  const fromWallet = search.get('from') === 'wallet';
  return <CardFormScreen mode={fromWallet ? 'add' : 'register'} />;
}

/** '/reservation/warranty/unregistered-payment': pay with a card that is not saved. */
export function UnregisteredPaymentPage() {
  return <CardFormScreen mode="unregistered" />;
}
