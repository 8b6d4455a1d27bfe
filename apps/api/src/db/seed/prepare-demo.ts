import { count } from 'drizzle-orm';
import { dateInTimeZone, type Clock } from '../../clock.ts';
import type { Database } from '../client.ts';
import { companies } from '../schema/index.ts';
import { refreshDemoDates } from './refresh-demo-dates.ts';
import { seedDemoData } from './seed-demo-data.ts';

/** The demo hotels are Brazilian; their "today" is São Paulo's (Recife shares its offset). */
export const DEMO_TIME_ZONE = 'America/Sao_Paulo';

/**
 * On start: seed an empty database, then move the demo reservations to dates around today. The demo
 * integration API keys are seeded only when asked (outside production, decision 188).
 */
export async function prepareDemo(
  db: Database,
  clock: Clock,
  { withDemoApiKeys = false }: { withDemoApiKeys?: boolean } = {},
): Promise<{ seeded: boolean; today: string }> {
  const today = dateInTimeZone(clock(), DEMO_TIME_ZONE);
  const [row] = await db.select({ companies: count() }).from(companies);
  const isEmpty = (row?.companies ?? 0) === 0;
  if (isEmpty) await seedDemoData(db, { today, withDemoApiKeys });
  await refreshDemoDates(db, { today });
  return { seeded: isEmpty, today };
}
