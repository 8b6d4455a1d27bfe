import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TZipAddress } from '@hospedar/contracts/geo/zip-lookup';
import { ApiError } from '../../../../lib/api-client.ts';
import { zipAddressQuery } from '../api/lookup-zip.ts';
import { digitsOnly } from '../model/masks.ts';

export type TZipLookupState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; address: TZipAddress }
  | { status: 'notFound' }
  | { status: 'failed' };

/**
 * Looks a zip code up once its 8 digits are typed (GET /api/zip/{cep}, through the query cache) and hands
 * the address over; the code just looked up (or the saved one) is not applied again, and an answer for a
 * code the guest has since changed is dropped.
 */
export function useZipLookup(initialZip: string, onFound: (address: TZipAddress) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TZipLookupState>({ status: 'idle' });
  const asked = useRef(digitsOnly(initialZip));
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;

  const zipChanged = useCallback(
    (zip: string) => {
      const cep = digitsOnly(zip);
      if (cep.length !== 8) {
        asked.current = cep;
        setState({ status: 'idle' });
        return;
      }
      if (cep === asked.current) return;
      asked.current = cep;
      setState({ status: 'searching' });
      queryClient.fetchQuery(zipAddressQuery(cep)).then(
        (address) => {
          if (asked.current !== cep) return;
          onFoundRef.current(address);
          setState({ status: 'found', address });
        },
        (error: unknown) => {
          if (asked.current !== cep) return;
          const isNotFound =
            error instanceof ApiError && (error.status === 404 || error.code === 'ZIP_NOT_FOUND');
          setState({ status: isNotFound ? 'notFound' : 'failed' });
        },
      );
    },
    [queryClient],
  );

  return { state, zipChanged };
}
