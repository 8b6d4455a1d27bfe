import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { TDocumentTypeId } from '@hospedar/contracts/constants';
import { documentSides } from '@hospedar/contracts/documents/document-sides';
import type { TValidationMessageKey } from '@hospedar/contracts/validation/messages';
import { FieldMessage } from '../../../components/form-field.tsx';
import { IMAGE_FILE_ACCEPT } from '../../../lib/image/image-file-rules.ts';
import { documentAspect } from '../model/document-aspect.ts';
import { DESKTOP_QUERY } from '../model/layout.ts';
import type { TSide } from '../scanner-machine.ts';
import { DocumentImageCard } from './document-image-card.tsx';
import type { TDocumentImagesValue } from './document-images-value.ts';
import { TakeOrUploadDialog } from './take-or-upload-dialog.tsx';
import { useDocumentSlots } from './use-document-slots.ts';
import '../documents.css';

/* The camera, the cropper and the QR code load only when the guest asks for them. */
const DocumentScanner = lazy(() =>
  import('../scanner/document-scanner.tsx').then((m) => ({ default: m.DocumentScanner })),
);
const PhoneScanDialog = lazy(() =>
  import('../qr/phone-scan-dialog.tsx').then((m) => ({ default: m.PhoneScanDialog })),
);

export type TDocumentImagesFieldProps = {
  guestId: string;
  documentTypeId: TDocumentTypeId;
  value: TDocumentImagesValue;
  onChange: (value: TDocumentImagesValue) => void;
  /** The hotel requires the images (documentImagesRequired); otherwise the field says it is optional. */
  required: boolean;
  /** The message to show: a validation key ('validation.frontImage', 'validation.backImage') or a text. */
  error?: string;
  /** The id of the group, for an error summary to link to. */
  id?: string;
};

type TOpen = { kind: 'choose' | 'scan'; side: TSide } | { kind: 'phone' } | null;

/** The document's photos in the form: one card per side, each scanned, uploaded, replaced or removed. */
export function DocumentImagesField(props: TDocumentImagesFieldProps) {
  const { t } = useTranslation('documents');
  const { t: tv } = useTranslation('validation');
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const isDesktop = useMediaQuery(DESKTOP_QUERY, { noSsr: true });
  const sides = documentSides(props.documentTypeId);
  const { slots, remove, replaceAll } = useDocumentSlots(props);
  const [open, setOpen] = useState<TOpen>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileSide = useRef<TSide>('front');
  const actions = useRef<Partial<Record<TSide, HTMLButtonElement | null>>>({});
  const returnSide = useRef<TSide | null>(null);
  /** After a modal closes or a photo is removed, the focus goes back to the side's button, not the page. */
  const returnFocus = () => {
    const side = returnSide.current;
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (side && (!active || active === document.body)) actions.current[side]?.focus();
    });
  };
  useEffect(() => {
    if (open === null) returnFocus();
  }, [open]);
  const hasImage = (side: TSide) =>
    Boolean(side === 'front' ? props.value.frontImageKey : props.value.backImageKey);
  const error = props.error?.startsWith('validation.')
    ? tv(props.error as TValidationMessageKey)
    : props.error;

  function pickFile(side: TSide) {
    fileSide.current = side;
    setOpen(null);
    fileInput.current?.click();
  }

  return (
    <fieldset
      id={id}
      className="doc-field"
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}
    >
      <legend className="doc-field__legend">
        {t('field.legend')}
        {props.required ? null : <span className="doc-field__optional"> ({t('field.optionalMark')})</span>}
      </legend>
      <FieldMessage
        id={id}
        hint={sides.length > 1 ? t('field.hint') : t('field.hintOneSide')}
        error={error}
      />
      <div className={`doc-field__cards doc-field__cards--${sides.length}`}>
        {sides.map((side) => (
          <DocumentImageCard
            key={side}
            side={side}
            upload={slots[side].state}
            savedUrl={(side === 'front' ? props.value.frontImageUrl : props.value.backImageUrl) ?? null}
            hasImage={hasImage(side)}
            isInvalid={Boolean(error) && !hasImage(side)}
            onAdd={() => {
              returnSide.current = side;
              setOpen({ kind: 'choose', side });
            }}
            onRemove={() => {
              returnSide.current = side;
              remove(side);
              returnFocus();
            }}
            actionRef={(button) => {
              actions.current[side] = button;
            }}
            onRetry={slots[side].retry}
          />
        ))}
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_FILE_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('takeOrUpload.fileInputLabel')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) slots[fileSide.current].uploadFile(file);
        }}
      />
      {open?.kind === 'choose' ? (
        <TakeOrUploadDialog
          side={open.side}
          onTakePicture={() => setOpen({ kind: 'scan', side: open.side })}
          onUploadFile={() => pickFile(open.side)}
          onUsePhone={isDesktop ? () => setOpen({ kind: 'phone' }) : undefined}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <Suspense fallback={null}>
        {open?.kind === 'scan' ? (
          <DocumentScanner
            sides={sides}
            startSide={open.side}
            captured={{ front: hasImage('front'), back: hasImage('back') }}
            aspect={documentAspect(props.documentTypeId)}
            onImage={(side, image) => slots[side].uploadCapture(image)}
            onFinish={() => setOpen(null)}
            onClose={() => setOpen(null)}
            onUploadInstead={pickFile}
          />
        ) : null}
        {open?.kind === 'phone' ? (
          <PhoneScanDialog
            guestId={props.guestId}
            known={{ frontImageKey: props.value.frontImageKey, backImageKey: props.value.backImageKey }}
            onImages={(images) => {
              replaceAll(images);
              setOpen(null);
            }}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </Suspense>
    </fieldset>
  );
}
