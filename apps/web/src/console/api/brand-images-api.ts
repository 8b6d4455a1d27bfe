import { useMutation } from '@tanstack/react-query';
import type { TBrandImageKind, TBrandImageUploaded } from '@hospedar/contracts/console/brand-images';
import { consoleFetch } from './console-fetch.ts';

/**
 * Uploads a logo or the background (decision 221): the API checks, resizes and keeps it, and answers its
 * address; the logos section's draft then takes it, and Save shows it to guests.
 */
export function useUploadBrandImage() {
  return useMutation({
    mutationFn: ({ kind, file }: { kind: TBrandImageKind; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return consoleFetch<TBrandImageUploaded>(
        'POST',
        `/api/console/settings/logos/images?kind=${kind}`,
        form,
      );
    },
  });
}
