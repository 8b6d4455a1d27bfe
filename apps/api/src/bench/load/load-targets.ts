import { DocumentTypeId } from '@hospedar/contracts/constants';
import type { GuestJourneyTarget } from './guest-journey.ts';
import { LOAD_SUBDOMAIN_PREFIX, loadSearchTypes } from './load-hotels.ts';

/** A generated reservation whose main guest has not started: what a simulated guest looks for. */
export type LoadReservation = {
  subdomain: string;
  hotelIndex: number;
  reservationNumber: string;
  /** One guest each: the main guest and adult companions. */
  adults: number;
  checkinDate: string;
  checkoutDate: string;
  name: string;
  lastName: string;
  email: string;
  mobile: string;
  cpf: string;
};

/**
 * `count` reservations picked at random over the load hotels (a sample of the table's pages), still
 * open to a journey: a stay not over, the list not finished, no form started and no PIN ever sent to
 * its main guest (a previous run's guests are skipped). `taken` excludes those already handed out.
 */
/** What runs the pick's SQL: a pg.Pool, or a PGlite (tests). */
export type SqlRunner = {
  query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
};

export async function pickLoadReservations(
  pool: SqlRunner,
  count: number,
  taken: ReadonlySet<string> = new Set(),
  { allowFewer = false }: { allowFewer?: boolean } = {},
): Promise<LoadReservation[]> {
  const picked: LoadReservation[] = [];
  for (let round = 0; picked.length < count && round < 6; round += 1) {
    const sampled = await pool.query(
      `SELECT c.subdomain, substring(c.subdomain FROM $1::int)::int AS "hotelIndex",
              r.reservation_number AS "reservationNumber", r.adults_number AS adults,
              to_char(r.checkin_date, 'YYYY-MM-DD') AS "checkinDate",
              to_char(r.checkout_date, 'YYYY-MM-DD') AS "checkoutDate",
              g.name, g.last_name AS "lastName", g.email,
              g.mobile_country_code || g.mobile_area_code || g.mobile_number AS mobile,
              d.document_number AS cpf
       FROM reservations r TABLESAMPLE SYSTEM ($2)
       JOIN companies c ON c.id = r.company_id AND c.subdomain LIKE $3
       JOIN guests g ON g.reservation_id = r.id AND g.company_id = r.company_id AND g.master_guest
       JOIN guest_documents d ON d.guest_id = g.id AND d.is_main
       WHERE r.res_status = 1 AND r.checkin_date > current_date AND r.guest_list_finished_at IS NULL
         AND g.form_started_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM guest_pins p WHERE p.guest_id = g.id)
       ORDER BY random()
       LIMIT $4`,
      // 2 % of the table's pages, then three times more each round (a small table needs them all).
      [
        LOAD_SUBDOMAIN_PREFIX.length + 1,
        Math.min(100, 2 * 3 ** round),
        `${LOAD_SUBDOMAIN_PREFIX}%`,
        count * 2,
      ],
    );
    const rows = sampled.rows as LoadReservation[];
    for (const row of rows) {
      const key = `${row.subdomain}/${row.reservationNumber}`;
      if (taken.has(key) || picked.some((other) => `${other.subdomain}/${other.reservationNumber}` === key)) {
        continue;
      }
      picked.push(row);
      if (picked.length === count) break;
    }
  }
  if (picked.length < count && !(allowFewer && picked.length > 0))
    throw new Error(`only ${picked.length} of ${count} load reservations are left`);
  return picked;
}

/** The search a guest of this reservation makes, by the types its hotel offers (rotating on `turn`). */
export function journeyTarget(reservation: LoadReservation, port: number, turn: number): GuestJourneyTarget {
  const types = loadSearchTypes(reservation.hotelIndex).filter((type) => type !== 'facial_recognition');
  const type = types[turn % types.length] ?? 'reservation';
  const host = `${reservation.subdomain}.localhost:${port}`;
  const { lastName } = reservation;
  const search = ((): GuestJourneyTarget['search'] => {
    switch (type) {
      case 'document':
        return {
          type,
          documentTypeId: DocumentTypeId.CPF,
          documentNumber: reservation.cpf,
          currentCountry: 'BR',
        };
      case 'mail':
        return { type, contact: reservation.email, lastName };
      case 'phone':
        return { type, contact: reservation.mobile, lastName };
      case 'name':
        return {
          type,
          name: reservation.name,
          lastName,
          checkinDate: reservation.checkinDate,
          checkoutDate: reservation.checkoutDate,
        };
      default:
        return { type: 'reservation', reservationNumber: reservation.reservationNumber, lastName };
    }
  })();
  return { host, search, email: reservation.email };
}
