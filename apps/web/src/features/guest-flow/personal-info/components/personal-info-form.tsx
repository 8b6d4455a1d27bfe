import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { TDocumentTypeId } from '@hospedar/contracts/constants';
import type { TCountry } from '@hospedar/contracts/geo/list-countries';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TCompanyConfig } from '@hospedar/contracts/tenant/company-config';
import { AlertBanner } from '../../../../components/alert-banner.tsx';
import { currentLanguage } from '../../../../lib/i18n/i18n.ts';
import { localize } from '../../../../lib/tenant/localize.ts';
import { useBindings } from '../hooks/use-bindings.ts';
import { useStepDraft } from '../../step/use-step-draft.ts';
import { useCountries } from '../../../../lib/geo/countries.ts';
import type { TGeoList } from '../../../../lib/geo/geo-list.ts';
import { countryNameIn } from '../../../../lib/geo/country-name.ts';
import { usePersonalInfoForm } from '../hooks/use-personal-info-form.ts';
import type { TPersonalInfoSlots } from '../personal-info-types.ts';
import { fieldErrorsOfSave } from '../model/save-errors.ts';
import { FinalizedDialog } from '../../finalized-dialog.tsx';
import { useStepSave } from '../../step/use-step-save.ts';
import { StepActions } from '../../../../components/step/step-actions.tsx';
import { documentTypesFor, isAdditionalDocumentRequired, keepAllowedType } from '../model/document-types.ts';
import { PERSONAL_INFO_STEP, personalInfoDrafts } from '../model/drafts.ts';
import { FIELD_INPUT_ID } from '../model/field-ids.ts';
import { FIELD_KEYS } from '../model/fields.ts';
import type { TFieldErrors } from '../model/fields.ts';
import { clearMainGuestData, copyMainGuestData } from '../model/main-guest-copy.ts';
import { startValues } from '../model/start-values.ts';
import { hasNewDocumentPhotos, toSavePayload } from '../model/to-save-payload.ts';
import { valuesFromGuest } from '../model/values.ts';
import type { TValidationContext } from '../model/validate.ts';
import { AddressSection } from './address-section.tsx';
import { ConsentSection } from './consent-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { DocumentSection } from './document-section.tsx';
import { ErrorSummary, focusField } from './error-summary.tsx';
import { MainGuestCopy } from './main-guest-copy.tsx';
import { PersonalDataSection } from './personal-data-section.tsx';

type TPersonalInfoFormProps = TPersonalInfoSlots & {
  client: TGetClientResponse;
  /** From the edit-guest-data alert: edit the saved form, or create it again from the start. */
  actionType: 'edit' | 'create';
  company: TCompanyConfig;
  today: string;
  /** The verified guest (the token's): the main guest when they fill a minor's form. */
  viewerId: string | null;
};

const firstInvalid = (errors: TFieldErrors) => FIELD_KEYS.find((field) => errors[field]);

/**
 * The personal-info form of one guest: sections, summary, draft, save and the step's navigation. The
 * countries (GET /api/countries) usually arrive after the form is drawn: the form takes them in a
 * deferred render, in slices, as it took its record (decision 247); their arrival alone re-rendered the
 * whole form in one synchronous task, a query's answer being a useSyncExternalStore update (decision 285).
 */
export function PersonalInfoForm(props: TPersonalInfoFormProps) {
  const countries = useCountries(currentLanguage());
  const { status, isLoading, items } = countries;
  const stable = useMemo(() => ({ status, isLoading, items }), [status, isLoading, items]);
  const drawn = useDeferredValue(stable);
  return <PersonalInfoFormView {...props} countries={drawn} />;
}

const PersonalInfoFormView = memo(function PersonalInfoFormView({
  client,
  company,
  today,
  viewerId,
  actionType,
  renderDocumentImages,
  renderTermsLinks,
  countries,
}: TPersonalInfoFormProps & { countries: TGeoList<TCountry> }) {
  const { t } = useTranslation('personal-info');
  const { t: tFlow } = useTranslation('guest-flow');
  const language = currentLanguage();
  const { guest } = client;
  const config = company.parameters.documentTypes;
  const isNameLocked = client.reservation.billed && guest.masterGuest;
  const isForSomeoneElse = viewerId !== null && viewerId !== guest.id;
  const mainGuest = isForSomeoneElse ? (client.guests.find((other) => other.masterGuest) ?? null) : null;
  const [start] = useState(() =>
    startValues({
      guest,
      actionType,
      isNameLocked,
      documentTypesConfig: config,
      termsInForce: company.terms,
    }),
  );
  const context = useMemo<TValidationContext>(
    () => ({
      today,
      isChild: guest.isChild,
      isNameLocked,
      original: { name: guest.name, lastName: guest.lastName },
      documentTypesConfig: config,
      documentImagesRequired: company.rules.documentImagesRequired,
    }),
    [today, guest, isNameLocked, config, company.rules.documentImagesRequired],
  );
  const form = usePersonalInfoForm(start.values, context, { isDirty: start.isAddressPicked });
  const bindings = useBindings(form);
  const drafts = useStepDraft(guest.id, PERSONAL_INFO_STEP, form.values, form.isDirty);
  const step = useStepSave(guest.id, client.reservation.id);
  const { values, patch } = form;

  useEffect(() => {
    if (start.isAddressPicked) personalInfoDrafts.clearPickedAddress(guest.id);
  }, [start.isAddressPicked, guest.id]);

  const documentTypes = useMemo(
    () => documentTypesFor(config, { isChild: guest.isChild, nationalityId: values.nationalityId }),
    [config, guest.isChild, values.nationalityId],
  );
  // A nationality that changes the allowed documents moves the choice to one the hotel allows.
  useEffect(() => {
    const main = keepAllowedType(values.documentTypeId, documentTypes.main);
    const additional = keepAllowedType(values.additionalDocumentTypeId, documentTypes.additional, false);
    if (main !== values.documentTypeId || additional !== values.additionalDocumentTypeId) {
      patch({ documentTypeId: main, additionalDocumentTypeId: additional }, { isUserEdit: false });
    }
  }, [documentTypes, values.documentTypeId, values.additionalDocumentTypeId, patch]);

  const jobs = company.parameters.jobs.map((job) => ({ id: job.id, label: localize(job.label, language) }));
  const countryName = (code: string) => countryNameIn(countries.items, code);
  const jobName = (id: string) => jobs.find((job) => job.id === id)?.label ?? id;

  async function submit(event: FormEvent) {
    event.preventDefault();
    let found: TFieldErrors = {};
    flushSync(() => {
      found = form.submit();
    });
    const invalid = firstInvalid(found);
    if (invalid) return focusField(invalid);
    const { payload, documentSources } = toSavePayload(values, {
      isNameLocked,
      terms: company.terms,
      countryName,
      jobName,
    });
    const fnrhId = guest.fnrhId;
    const replacedDocuments =
      fnrhId && payload.documents && hasNewDocumentPhotos(values, valuesFromGuest(guest))
        ? { fnrhId, guestId: guest.id, documents: payload.documents }
        : undefined;
    await step.save({
      patch: payload,
      replacedDocuments,
      onSaved: drafts.clear,
      onRefused: (error) => {
        const serverErrors = fieldErrorsOfSave(error, documentSources);
        if (!serverErrors) return false;
        flushSync(() => form.setServerErrors(serverErrors));
        const first = firstInvalid(serverErrors);
        if (first) focusField(first);
        return true;
      },
    });
  }

  return (
    <form className="pi-form" noValidate onSubmit={submit}>
      {isForSomeoneElse ? (
        <p className="pi-page__for">{t('editingFor', { name: `${guest.name} ${guest.lastName}` })}</p>
      ) : null}
      {start.isRestored ? <AlertBanner severity="info">{t('restored')}</AlertBanner> : null}
      {start.isAddressPicked ? <AlertBanner severity="success">{t('addressPicked')}</AlertBanner> : null}
      <ErrorSummary errors={form.isSubmitted ? form.errors : {}} />
      {mainGuest ? (
        <MainGuestCopy
          mainGuestName={`${mainGuest.name} ${mainGuest.lastName}`}
          checked={values.useMainGuestData}
          onChange={(checked) =>
            form.update((current) =>
              checked ? copyMainGuestData(current, mainGuest) : clearMainGuestData(current),
            )
          }
        />
      ) : null}
      <PersonalDataSection
        form={form}
        bindings={bindings}
        today={today}
        isNameLocked={isNameLocked}
        isChildShown={guest.isChild && isForSomeoneElse}
        countries={countries}
        suggestedCountries={company.parameters.countries}
        jobs={jobs}
      />
      <DocumentSection
        form={form}
        bindings={bindings}
        documentTypes={documentTypes}
        isAdditionalRequired={isAdditionalDocumentRequired(
          guest.isChild,
          values.documentTypeId,
          documentTypes,
        )}
        documentImages={
          renderDocumentImages && values.documentTypeId !== ''
            ? renderDocumentImages({
                id: FIELD_INPUT_ID.documentImages,
                guestId: guest.id,
                documentTypeId: Number(values.documentTypeId) as TDocumentTypeId,
                value: values.documentImages,
                // A photo added is not a field left: the message of a missing side waits for Next.
                onChange: (documentImages) => patch({ documentImages }),
                required: company.rules.documentImagesRequired,
                error: bindings.error('documentImages'),
              })
            : null
        }
      />
      <ContactSection form={form} bindings={bindings} isChild={guest.isChild} />
      <AddressSection
        form={form}
        bindings={bindings}
        countries={countries}
        suggestedCountries={company.parameters.countries}
        onForgotAddress={drafts.flush}
      />
      <ConsentSection form={form} bindings={bindings} renderTermsLinks={renderTermsLinks} />
      <StepActions
        onBack={step.goBack}
        nextLabel={step.isLastStep ? tFlow('step.finish') : undefined}
        isBusy={step.isSaving}
      />
      {step.isFinalized ? <FinalizedDialog onOk={step.finish} /> : null}
    </form>
  );
});
