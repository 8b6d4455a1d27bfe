import { useRef } from 'react';
import type { TArrivalForm } from '@hospedar/contracts/console/arrivals';

/** Half the signed URLs' life (STORAGE_READ_EXPIRY_SECONDS, 10 minutes): a kept URL is still good. */
const KEEP_MS = 5 * 60_000;

const fileOf = (url: string) => url.split('?', 1)[0];

/**
 * The photos with the URLs first seen for the same files: each poll of the guest's form (decision 212)
 * signs new URLs, and a new `src` would download every photo again every 5 seconds.
 */
export function useSteadyPhotos(photos: TArrivalForm['photos']): TArrivalForm['photos'] {
  const kept = useRef(new Map<string, { url: string; at: number }>());
  const now = Date.now();
  return photos.map((photo) => {
    const old = kept.current.get(photo.caption);
    if (old && fileOf(old.url) === fileOf(photo.url) && now - old.at < KEEP_MS) {
      return { ...photo, url: old.url };
    }
    kept.current.set(photo.caption, { url: photo.url, at: now });
    return photo;
  });
}
