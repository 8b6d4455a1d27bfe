import { randomUUID } from 'node:crypto';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TReservation } from '@hospedar/contracts/search/get-reservation';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { enqueueMessage } from '../messaging/enqueue-message.ts';
import { guestExportRecord } from './fnrh-record.ts';

/** Writes one guest's form to the outbox as an 'fnrh' export of kind 'guest', in the caller's transaction. */
export async function enqueueGuestExport(
  tx: Database,
  input: {
    companyId: string;
    reservation: Pick<TReservation, 'id' | 'reservationNumber' | 'checkinDate' | 'checkoutDate'>;
    guest: TGuest;
    isUpdate: boolean;
  },
  { clock }: { clock: Clock },
): Promise<void> {
  await enqueueMessage(
    tx,
    {
      companyId: input.companyId,
      kind: 'fnrh',
      idempotencyKey: `fnrh:guest:${input.guest.id}:${randomUUID()}`,
      payload: {
        kind: 'guest',
        reservationId: input.reservation.id,
        guestId: input.guest.id,
        record: guestExportRecord(input),
      },
    },
    { clock },
  );
}
