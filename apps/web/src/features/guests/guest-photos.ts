import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { TGuestCard } from './guest-cards.ts';

/** A new photo of a guest, as the photo action reports it. */
export type TGuestPhotoChange = {
  /** A local preview, shown on the card at once. */
  previewUrl: string;
  /** Settles when the photo is saved on the guest; if it fails, the card shows the previous photo again. */
  saved: Promise<unknown>;
};

export type TGuestPhotoActionProps = {
  guestId: string;
  /** The guest's full name, for the action's label. */
  name: string;
  onPhotoChange: (change: TGuestPhotoChange) => void;
};

/**
 * Hook point of the card's photo action (spec section 2: an upload-camera button on small screens, an
 * 'edit photo' link otherwise), offered on the cards the viewer may edit. The app fills it, since
 * uploading belongs to the documents feature.
 */
export type TRenderPhotoAction = (props: TGuestPhotoActionProps) => ReactNode;

type TPhotoEntry = { saved?: { url: string; order: number }; pending?: string };

/**
 * The photos changed on this screen, over what the API answered: a pending preview shows at once; a
 * saved one stays; a failed one gives way to the photo shown before it.
 */
export function useGuestPhotos() {
  const [entries, setEntries] = useState<Record<string, TPhotoEntry>>({});
  const order = useRef(0);

  const change = useCallback((guestId: string, { previewUrl, saved }: TGuestPhotoChange) => {
    const current = ++order.current;
    const update = (next: (entry: TPhotoEntry) => TPhotoEntry) =>
      setEntries((all) => ({ ...all, [guestId]: next(all[guestId] ?? {}) }));
    const settle = (entry: TPhotoEntry): TPhotoEntry => ({
      ...entry,
      pending: entry.pending === previewUrl ? undefined : entry.pending,
    });
    update((entry) => ({ ...entry, pending: previewUrl }));
    saved.then(
      () =>
        update((entry) => {
          const isNewest = !entry.saved || entry.saved.order < current;
          return settle(isNewest ? { ...entry, saved: { url: previewUrl, order: current } } : entry);
        }),
      () => update(settle),
    );
  }, []);

  const photoOf = useCallback(
    (card: TGuestCard): string | null => {
      const entry = entries[card.id];
      return entry?.pending ?? entry?.saved?.url ?? card.photoUrl;
    },
    [entries],
  );

  return { photoOf, change };
}
