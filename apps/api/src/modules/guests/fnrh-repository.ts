import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guests, reservations } from '../../db/schema/index.ts';

export function createFnrhRepository(db: Database) {
  return {
    /** Gives the guest this fnrhId unless it has one; answers whether it was given. */
    async assignFnrhId(
      { companyId, guestId, fnrhId, now }: { companyId: string; guestId: string; fnrhId: string; now: Date },
      tx: Database = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(guests)
        .set({ fnrhId, updatedAt: now })
        .where(
          and(
            eq(guests.companyId, companyId),
            eq(guests.id, guestId),
            or(isNull(guests.fnrhId), eq(guests.fnrhId, '')),
          ),
        )
        .returning({ id: guests.id });
      return rows.length > 0;
    },
    /** The reservation, locked until the transaction ends, so concurrent finishes take turns. */
    async lockReservation(companyId: string, reservationId: string, tx: Database) {
      const [row] = await tx
        .select()
        .from(reservations)
        .where(and(eq(reservations.companyId, companyId), eq(reservations.id, reservationId)))
        .limit(1)
        .for('update');
      return row ?? null;
    },
    async markGuestListFinished(
      { companyId, reservationId, now }: { companyId: string; reservationId: string; now: Date },
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(reservations)
        .set({ guestListFinishedAt: now, updatedAt: now })
        .where(
          and(
            eq(reservations.companyId, companyId),
            eq(reservations.id, reservationId),
            isNull(reservations.guestListFinishedAt),
          ),
        );
    },
  };
}
export type FnrhRepository = ReturnType<typeof createFnrhRepository>;
