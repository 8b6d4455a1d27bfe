import { randomUUID } from 'node:crypto';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TReservation } from '@hospedar/contracts/search/get-reservation';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { enqueueMessage } from '../messaging/enqueue-message.ts';
import { appendFinishedForm } from './finished-forms.ts';
import { guestExportRecord } from './fnrh-record.ts';
import { cpfsOf, sameCpfGuests } from './same-cpf.ts';

/**
 * Writes one guest's form to the outbox as an 'fnrh' export of kind 'guest', in the caller's transaction,
 * with the hotel's other guests holding the same CPF in an overlapping stay (decision 55), and adds it to
 * the hotel's feed of finished forms (GET /api/integration/v1/fnrh, decision 133).
 */
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
  const sameCpf = await sameCpfGuests(tx, {
    companyId: input.companyId,
    guestId: input.guest.id,
    cpfs: cpfsOf(input.guest.documents),
    reservation: input.reservation,
  });
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
        record: guestExportRecord({ ...input, sameCpfGuests: sameCpf }),
      },
    },
    { clock },
  );
  if (input.guest.fnrhId) {
    await appendFinishedForm(tx, {
      companyId: input.companyId,
      reservationId: input.reservation.id,
      guestId: input.guest.id,
      fnrhId: input.guest.fnrhId,
      isUpdate: input.isUpdate,
      now: clock(),
    });
  }
}
