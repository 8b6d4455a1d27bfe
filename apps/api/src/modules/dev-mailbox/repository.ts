import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localMailbox } from '../../db/schema/index.ts';

export type MailboxRow = typeof localMailbox.$inferSelect;

/** Reads what the local mail and SMS drivers kept. */
export function createDevMailboxRepository(db: Database) {
  return {
    async latest(limit: number, recipient?: string): Promise<MailboxRow[]> {
      return db
        .select()
        .from(localMailbox)
        .where(recipient ? eq(localMailbox.recipient, recipient) : undefined)
        .orderBy(desc(localMailbox.createdAt))
        .limit(limit);
    },
    async findById(id: string): Promise<MailboxRow | null> {
      const [row] = await db.select().from(localMailbox).where(eq(localMailbox.id, id)).limit(1);
      return row ?? null;
    },
  };
}
