/**
 * `npm run bench:load:generate` (DATABASE_URL=postgres://…): migrates the database, then fills it with
 * the load test's hotels, reservations, guests and documents. Options: --hotels=1000,
 * --reservations-per-hotel=1000. The database must have no load hotels yet (make a fresh one).
 */
import { parseArgs } from 'node:util';
import { dateInTimeZone } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/open-configured-database.ts';
import { DEMO_TIME_ZONE } from '../../db/seed/prepare-demo.ts';
import { generateLoadData } from './generate-load-data.ts';

const { values } = parseArgs({
  options: {
    hotels: { type: 'string', default: '1000' },
    'reservations-per-hotel': { type: 'string', default: '1000' },
  },
});
const hotels = Number(values.hotels);
const reservationsPerHotel = Number(values['reservations-per-hotel']);
if (!Number.isInteger(hotels) || hotels < 1 || hotels > 9999) throw new Error('--hotels: 1 to 9999');
if (!Number.isInteger(reservationsPerHotel) || reservationsPerHotel < 1 || reservationsPerHotel > 999_999) {
  throw new Error('--reservations-per-hotel: 1 to 999999');
}

const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('Set DATABASE_URL to the PostgreSQL database to fill.');
const handle = await openConfiguredDatabase(config);
const started = Date.now();
try {
  const today = dateInTimeZone(new Date(), DEMO_TIME_ZONE);
  await generateLoadData(handle.db, {
    hotels,
    reservationsPerHotel,
    today,
    onProgress: ({ hotels: done, reservations }) =>
      console.info(
        `${done}/${hotels} hotels, ${reservations} reservations, ${Math.round((Date.now() - started) / 1000)} s`,
      ),
  });
  console.info(
    `Generated ${hotels * reservationsPerHotel} reservations over ${hotels} hotels around ${today}.`,
  );
} finally {
  await handle.close();
}
