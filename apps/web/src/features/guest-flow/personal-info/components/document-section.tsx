import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTypeId } from '@hospedar/contracts/constants';
import { cpfDigits, formatCpf } from '@hospedar/contracts/validation/cpf';
import { SelectField, TextField } from '../../../../components/form-field.tsx';
import type { TBindings } from '../hooks/use-bindings.ts';
import type { TPersonalInfoForm } from '../hooks/use-personal-info-form.ts';
import type { TDocumentTypeOptions } from '../model/document-types.ts';
import { isCpfType } from '../model/validate.ts';
import { FormSection } from './form-section.tsx';

type TDocumentSectionProps = {
  form: TPersonalInfoForm;
  bindings: TBindings;
  documentTypes: TDocumentTypeOptions;
  isAdditionalRequired: boolean;
  /** The main document's photos, drawn by the documents feature (personal-info-types.ts). */
  documentImages?: ReactNode;
};

type TNumberField = 'documentNumber' | 'additionalDocumentNumber';

/** The number as the type wants it: a CPF with its mask ###.###.###-##, others as typed. */
const reshapeFor = (typeId: string) => (value: string) => (isCpfType(typeId) ? formatCpf(value) : value);

/** Input hints per type: digits for CPF and birth certificates, capitals for the rest. */
function numberInputProps(typeId: string) {
  if (isCpfType(typeId))
    return { inputMode: 'numeric' as const, maxLength: 14, placeholder: '000.000.000-00' };
  if (typeId === String(DocumentTypeId.BIRTH_CERTIFICATE))
    return { inputMode: 'numeric' as const, maxLength: 40 };
  return { autoCapitalize: 'characters', maxLength: 40 };
}

/** The main document (type and number) and, optionally or when required, an additional one. */
export function DocumentSection({
  form,
  bindings,
  documentTypes,
  isAdditionalRequired,
  documentImages,
}: TDocumentSectionProps) {
  const { t } = useTranslation('personal-info');
  const { bind } = bindings;
  const { values } = form;

  const changeType =
    (typeField: 'documentTypeId' | 'additionalDocumentTypeId', numberField: TNumberField) =>
    (typeId: string) => {
      const number = values[numberField];
      form.patch({
        [typeField]: typeId,
        [numberField]: isCpfType(typeId)
          ? formatCpf(number)
          : isCpfType(values[typeField])
            ? cpfDigits(number)
            : number,
      });
    };

  const typeOptions = (ids: readonly number[]) =>
    ids.map((id) => (
      <option key={id} value={String(id)}>
        {t(`documentTypes.${String(id) as '0'}`)}
      </option>
    ));

  const mainType = bind('documentTypeId');
  const additionalType = bind('additionalDocumentTypeId');
  return (
    <FormSection id="pi-document" title={t('sections.document')}>
      <SelectField
        id="pi-document-type"
        label={t('fields.documentType')}
        {...mainType}
        onChange={(event) => changeType('documentTypeId', 'documentNumber')(event.target.value)}
      >
        <option value="">{t('choose')}</option>
        {typeOptions(documentTypes.main)}
      </SelectField>
      <TextField
        id="pi-document-number"
        label={t('fields.documentNumber')}
        autoComplete="off"
        spellCheck={false}
        {...numberInputProps(values.documentTypeId)}
        {...bind('documentNumber', reshapeFor(values.documentTypeId))}
      />
      {documentImages}
      {documentTypes.additional.length > 0 ? (
        <>
          <SelectField
            id="pi-additional-document-type"
            label={
              isAdditionalRequired
                ? t('fields.additionalDocumentType')
                : `${t('fields.additionalDocumentType')} (${t('optional')})`
            }
            hint={isAdditionalRequired ? t('hints.additionalRequired') : undefined}
            {...additionalType}
            onChange={(event) =>
              changeType('additionalDocumentTypeId', 'additionalDocumentNumber')(event.target.value)
            }
          >
            <option value="">{t('none')}</option>
            {typeOptions(documentTypes.additional)}
          </SelectField>
          {values.additionalDocumentTypeId ? (
            <TextField
              id="pi-additional-document-number"
              label={t('fields.additionalDocumentNumber')}
              autoComplete="off"
              spellCheck={false}
              {...numberInputProps(values.additionalDocumentTypeId)}
              {...bind('additionalDocumentNumber', reshapeFor(values.additionalDocumentTypeId))}
            />
          ) : null}
        </>
      ) : null}
    </FormSection>
  );
}
