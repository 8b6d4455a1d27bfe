import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { useClientRecord } from '../../lib/guest-record/use-client-record.ts';

/** The edited guest's record as the steps share it: the query cache's, updated by each save. */
export type TGuestRecordState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; client: TGetClientResponse };

/** The record of `guestId` for a step screen, loaded on first use; `reload` fetches it again. */
export function useGuestRecord(guestId: string | null): { state: TGuestRecordState; reload: () => void } {
  const { state, retry } = useClientRecord(guestId);
  return { state, reload: retry };
}
