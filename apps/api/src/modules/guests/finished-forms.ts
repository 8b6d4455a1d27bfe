import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { finishedForms } from '../../db/schema/index.ts';

/**
 * Adds a finished (or sent again) form to the hotel's feed (decision 133), in the caller's transaction.
 * The advisory lock, held until that transaction ends, makes one hotel's feed rows take their `seq` in
 * commit order: a row can never appear behind one a poller has already read.
 */
export async function appendFinishedForm(
  tx: Database,
  input: {
    companyId: string;
    reservationId: string;
    guestId: string;
    fnrhId: string;
    isUpdate: boolean;
    now: Date;
  },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`finished-forms:${input.companyId}`}))`);
  await tx.insert(finishedForms).values({
    companyId: input.companyId,
    reservationId: input.reservationId,
    guestId: input.guestId,
    fnrhId: input.fnrhId,
    isUpdate: input.isUpdate,
    finishedAt: input.now,
  });
}
