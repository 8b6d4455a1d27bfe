import { dateInTimeZone } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../open-configured-database.ts';
import { DEMO_TIME_ZONE } from './prepare-demo.ts';
import { refreshDemoDates } from './refresh-demo-dates.ts';
import { seedDemoData } from './seed-demo-data.ts';

/** `npm run db:seed`: adds whatever demo data is missing (idempotent) and refreshes demo dates. */
const config = loadConfig();
const handle = await openConfiguredDatabase(config);
try {
  const today = dateInTimeZone(new Date(), DEMO_TIME_ZONE);
  await seedDemoData(handle.db, { today, withDemoApiKeys: config.NODE_ENV !== 'production' });
  await refreshDemoDates(handle.db, { today });
  console.info(`Demo data seeded (${handle.kind}), dates relative to ${today}.`);
} finally {
  await handle.close();
}
