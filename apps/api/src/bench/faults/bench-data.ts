import pg from 'pg';
import { cpfWithCheckDigits } from '../../db/seed/cpf.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';

/** One guest a journey takes through the portal: the main (and only) guest of a reservation of its own. */
export type BenchGuest = {
  guestId: string;
  reservationId: string;
  reservationNumber: string;
  lastName: string;
  email: string;
};

/** The demo hotel the guests check in at, reached as `solnascente.localhost:<port>`. */
export const BENCH_SUBDOMAIN = 'solnascente';
export const BENCH_COMPANY = demoCompanyId(BENCH_SUBDOMAIN);
const TEMPLATE_RESERVATION = demoReservationId('solnascente', '1001');
const TEMPLATE_GUEST = demoGuestId('solnascente', '1001:ana');

/**
 * Adds `count` reservations to the seeded demo hotel Sol Nascente, each a copy of reservation 1001 with
 * its main guest Ana alone, under numbers F1…F<count>, without the birthdate, mobile and additional data
 * the journey saves (so the ledger tells a lost save from Ana's values), each guest
 * with an address of her own (guest-<n>@faults.test), a CPF of her own and her city by its IBGE code
 * (Florianópolis, 4205407), as FNRH Digital needs. Rows are copied column by
 * column through jsonb, so the copy follows the schema. Also points the hotel's FNRH Digital at the
 * script's receiver.
 */
export async function addBenchGuests(
  databaseUrl: string,
  { count, fnrh }: { count: number; fnrh: { baseUrl: string; username: string; apiKey: string } },
): Promise<BenchGuest[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{
      n: number;
      guest_id: string;
      reservation_id: string;
      last_name: string;
    }>(
      `WITH numbers AS (SELECT n FROM generate_series(1, $1::int) AS n),
       new_reservations AS (
         INSERT INTO reservations
         SELECT (jsonb_populate_record(NULL::reservations, to_jsonb(r) || jsonb_build_object(
           'id', gen_random_uuid(), 'reservation_number', 'F' || numbers.n,
           'adults_number', 1, 'children_number', 0))).*
         FROM reservations r, numbers WHERE r.id = $2
         RETURNING id, reservation_number
       ),
       new_guests AS (
         INSERT INTO guests
         SELECT (jsonb_populate_record(NULL::guests, to_jsonb(g) || jsonb_build_object(
           'id', gen_random_uuid(), 'person_id', gen_random_uuid(), 'reservation_id', nr.id,
           'email', 'guest-' || substr(nr.reservation_number, 2) || '@faults.test',
           'external_id', NULL, 'fnrh_id', NULL,
           'birthdate', NULL, 'mobile_number', NULL, 'additional_data', '{}'::jsonb,
           'city_id', '4205407', 'city_name', 'Florianópolis'))).*
         FROM guests g, new_reservations nr WHERE g.id = $3
         RETURNING id, reservation_id, last_name
       )
       SELECT substr(nr.reservation_number, 2)::int AS n, ng.id AS guest_id, nr.id AS reservation_id,
              ng.last_name
       FROM new_guests ng JOIN new_reservations nr ON nr.id = ng.reservation_id
       ORDER BY n`,
      [count, TEMPLATE_RESERVATION, TEMPLATE_GUEST],
    );
    for (const row of rows) {
      const cpf = cpfWithCheckDigits(String(700_000_000 + row.n));
      await client.query(
        `INSERT INTO guest_documents
         SELECT (jsonb_populate_record(NULL::guest_documents, to_jsonb(d) || jsonb_build_object(
           'id', gen_random_uuid(), 'guest_id', $1::uuid,
           'document_number', CASE WHEN d.document_type_id = 1 THEN $2 ELSE d.document_number END))).*
         FROM guest_documents d WHERE d.guest_id = $3`,
        [row.guest_id, cpf, TEMPLATE_GUEST],
      );
    }
    await client.query(
      `INSERT INTO fnrh_digital_settings (company_id, is_enabled, username, api_key, cpf_solicitante, base_url)
       VALUES ($1, true, $2, $3, '52998224725', $4)
       ON CONFLICT (company_id) DO UPDATE SET is_enabled = true, username = $2, api_key = $3, base_url = $4`,
      [BENCH_COMPANY, fnrh.username, fnrh.apiKey, fnrh.baseUrl],
    );
    await client.query('COMMIT');
    return rows.map((row) => ({
      guestId: row.guest_id,
      reservationId: row.reservation_id,
      reservationNumber: `F${row.n}`,
      lastName: row.last_name,
      email: `guest-${row.n}@faults.test`,
    }));
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
