/**
 * The load test's reference (issue 18): the least a server can do for a search by reservation number,
 * Fastify and one pg pool doing the same indexed lookup (hotel by subdomain, its reservation by number,
 * with its guests) and nothing else: no tenant parsing, bot check, rate limit, search lock or logging.
 * PORT and DATABASE_URL from the environment; GET /lookup?hotel=<subdomain>&number=<reservation number>.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const LOOKUP = `
  SELECT r.id, r.reservation_number, r.res_status, r.checkin_date, r.checkout_date,
         g.id AS guest_id, g.name, g.last_name, g.master_guest
  FROM companies c
  JOIN reservations r ON r.company_id = c.id AND r.reservation_number = $2
  JOIN guests g ON g.reservation_id = r.id AND g.company_id = c.id
  WHERE c.subdomain = $1
  ORDER BY g.created_at`;

app.get<{ Querystring: { hotel?: string; number?: string } }>('/lookup', async (request) => {
  const { rows } = await pool.query({
    name: 'lookup',
    text: LOOKUP,
    values: [request.query.hotel, request.query.number],
  });
  return rows;
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
// Started by the load bench over IPC: when the bench goes, so does this server.
process.once('disconnect', () => void stop());
