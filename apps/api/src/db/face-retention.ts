import { sql } from 'drizzle-orm';
import { FACE_TEMPLATE_RETENTION_DAYS } from '@hospedar/contracts/biometrics/constants';
import type { Database } from './client.ts';
import { faceTemplates } from './schema/index.ts';

/**
 * Deletes the registered faces whose person has no stay at the hotel that checked out within
 * FACE_TEMPLATE_RETENTION_DAYS of `now` (decision 122); answers their image keys, for storage.
 */
export async function deleteFacesPastRetention(db: Database, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - FACE_TEMPLATE_RETENTION_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const rows = await db
    .delete(faceTemplates)
    .where(
      sql`not exists (select 1 from guests g join reservations r on r.id = g.reservation_id
        where g.company_id = face_templates.company_id and g.person_id = face_templates.person_id
        and r.checkout_date >= ${cutoff})`,
    )
    .returning({ imageKey: faceTemplates.imageKey });
  return rows.map((row) => row.imageKey);
}
