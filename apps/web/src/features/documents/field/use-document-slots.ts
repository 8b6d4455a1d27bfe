import { useEffect, useRef } from 'react';
import type { TSide } from '../scanner-machine.ts';
import { useImageUpload } from '../upload/use-image-upload.ts';
import type { TDocumentImagesValue } from './document-images-value.ts';

type TSlotsOptions = {
  guestId: string;
  value: TDocumentImagesValue;
  onChange: (value: TDocumentImagesValue) => void;
};

/**
 * The upload slot of each side, writing the stored key into the value. Uploads end later than the
 * render that started them, so changes merge into the latest value, not the one of that render.
 */
export function useDocumentSlots({ guestId, value, onChange }: TSlotsOptions) {
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  function setKey(side: TSide, key: string | null) {
    const { value: current, onChange: change } = latest.current;
    // An erased side is remembered until the save, which removes it; a new photo there replaces it.
    const others = (current.erasedSides ?? []).filter((erased) => erased !== side);
    const erasedSides = key === null ? [...others, side] : others;
    const next =
      side === 'front'
        ? { ...current, frontImageKey: key, frontImageUrl: null, erasedSides }
        : { ...current, backImageKey: key, backImageUrl: null, erasedSides };
    latest.current.value = next;
    change(next);
  }

  const front = useImageUpload({
    target: { guestId, purpose: 'documents', metadata: { side: 'front' } },
    onUploaded: (key) => setKey('front', key),
  });
  const back = useImageUpload({
    target: { guestId, purpose: 'documents', metadata: { side: 'back' } },
    onUploaded: (key) => setKey('back', key),
  });
  const slots = { front, back };

  return {
    slots,
    remove(side: TSide) {
      slots[side].reset();
      setKey(side, null);
    },
    /** Images that arrived another way (the phone): they replace whatever was being sent here. */
    replaceAll(images: TDocumentImagesValue) {
      front.reset();
      back.reset();
      latest.current.value = images;
      latest.current.onChange(images);
    },
  };
}
