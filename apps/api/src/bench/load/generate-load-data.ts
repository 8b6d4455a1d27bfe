import { like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyRow, termsRows } from '../../db/seed/demo-rows.ts';
import { companies, terms } from '../../db/schema/index.ts';
import { LOAD_SUBDOMAIN_PREFIX, loadTenant } from './load-hotels.ts';

export type LoadDataOptions = {
  hotels: number;
  reservationsPerHotel: number;
  /** The day stays are placed around (YYYY-MM-DD, the hotels' time zone). */
  today: string;
  /** Hotels written per transaction (progress is reported after each). */
  hotelsPerBatch?: number;
  onProgress?: (done: { hotels: number; reservations: number }) => void;
};

/** Names and places the generated guests take, by a number of the row (several thousand combinations). */
const FIRST_NAMES = [
  'Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Heitor', 'Isabela', 'João',
  'Larissa', 'Marcos', 'Natália', 'Otávio', 'Paula', 'Rafael', 'Sofia', 'Thiago', 'Valentina', 'Vinícius',
  'Beatriz', 'Caio', 'Helena', 'Lucas', 'Manuela', 'Pedro', 'Renata', 'Samuel', 'Yasmin', 'Miguel',
]; // prettier-ignore
const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Pinto', 'Moura', 'Cavalcanti', 'Monteiro',
]; // prettier-ignore
const AREA_CODES = ['11', '21', '31', '41', '48', '51', '61', '71', '81', '85'];
const CITIES = [
  ['Florianópolis', 'SC', 'Santa Catarina', '88015530', 'Rua Bocaiúva', 'Centro'],
  ['São Paulo', 'SP', 'São Paulo', '01310200', 'Avenida Paulista', 'Bela Vista'],
  ['Porto Alegre', 'RS', 'Rio Grande do Sul', '90020004', 'Rua dos Andradas', 'Centro Histórico'],
  ['Recife', 'PE', 'Pernambuco', '51020000', 'Avenida Boa Viagem', 'Boa Viagem'],
  ['Curitiba', 'PR', 'Paraná', '80010000', 'Rua XV de Novembro', 'Centro'],
] as const;

const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`);
/** values[1 + (k mod length)] in SQL: the k-th value, k an integer expression. */
const pick = (values: readonly string[], k: string) =>
  sql`(${textArray(values)})[1 + ((${sql.raw(k)}) % ${sql.raw(String(values.length))})]`;
const column = (index: 0 | 1 | 2 | 3 | 4 | 5): string[] => CITIES.map((city) => city[index]);

/** Where the hotel's number starts in its subdomain. */
const PREFIX_END = sql.raw(String(LOAD_SUBDOMAIN_PREFIX.length + 1));

/** The load hotels whose index is within [from, to], with that index (load-0007 → 7). */
const hotelsBetween = (from: number, to: number) => sql`(
  SELECT id, substring(subdomain FROM ${PREFIX_END})::int AS idx FROM companies
  WHERE subdomain LIKE ${`${LOAD_SUBDOMAIN_PREFIX}%`}
    AND substring(subdomain FROM ${PREFIX_END})::int BETWEEN ${sql.raw(String(from))} AND ${sql.raw(String(to))}
)`;

/**
 * A CPF with valid check digits (Receita's mod-11, as seed/cpf.ts) from a nine-digit text expression `b`,
 * as a SQL expression of the lateral row `cpf` (columns b, d1).
 */
const cpfLateral = (base: string) => sql`
  CROSS JOIN LATERAL (SELECT lpad(((${sql.raw(base)}) % 1000000000)::text, 9, '0') AS b) cpf_base
  CROSS JOIN LATERAL (
    SELECT cpf_base.b || d1::text AS b10 FROM (
      SELECT (sum(substr(cpf_base.b, i, 1)::int * (11 - i)) * 10 % 11) % 10 AS d1 FROM generate_series(1, 9) i
    ) first_digit
  ) cpf_first
  CROSS JOIN LATERAL (
    SELECT cpf_first.b10 || ((sum(substr(cpf_first.b10, i, 1)::int * (12 - i)) * 10 % 11) % 10)::text AS number
    FROM generate_series(1, 10) i
  ) cpf`;

async function insertHotels(db: Database, from: number, to: number) {
  const tenants = Array.from({ length: to - from + 1 }, (_, offset) => loadTenant(from + offset));
  await db.insert(companies).values(tenants.map(companyRow));
  await db.insert(terms).values(tenants.flatMap(termsRows));
}

/** Reservations 1…R of each hotel: numbers 000001…, stays from 20 days ago to 79 days ahead. */
async function insertReservations(db: Database, from: number, to: number, perHotel: number, today: string) {
  await db.execute(sql`
    INSERT INTO reservations (company_id, reservation_number, adults_number, children_number,
      checkin_date, checkout_date, is_demonstration, res_status, room_name, billed)
    SELECT c.id, lpad(n::text, 6, '0'), CASE WHEN n % 3 = 0 THEN 2 ELSE 1 END, 0,
      stay.checkin, stay.checkout, false,
      CASE WHEN stay.checkout < ${today}::date THEN 3 ELSE 1 END,
      'Quarto ' || (100 + n % 300), false
    FROM ${hotelsBetween(from, to)} c
    CROSS JOIN generate_series(1, ${sql.raw(String(perHotel))}) n
    CROSS JOIN LATERAL (
      SELECT ${today}::date + ((n * 37 + c.idx) % 100) - 20 AS checkin,
             ${today}::date + ((n * 37 + c.idx) % 100) - 20 + (1 + n % 6) AS checkout
    ) stay`);
}

/** One guest per adult: the first is the main guest, with an e-mail and a mobile; companions have neither. */
async function insertGuests(db: Database, from: number, to: number) {
  const k = 'c.idx * 7919 + r.reservation_number::int * 31 + g';
  await db.execute(sql`
    INSERT INTO guests (company_id, reservation_id, master_guest, name, last_name, gender, email, language,
      birthdate, nationality_id, nationality_name, mobile_country_code, mobile_area_code, mobile_number,
      address, address_number, neighborhood, zip_code, city_name, state_id, state_name, country_id,
      country_name, created_at)
    SELECT r.company_id, r.id, g = 1,
      ${pick(FIRST_NAMES, k)},
      ${pick(LAST_NAMES, k)} || ' ' || ${pick(LAST_NAMES, `(${k}) / 7`)},
      CASE WHEN (${sql.raw(k)}) % 2 = 0 THEN 'female' ELSE 'male' END,
      CASE WHEN g = 1 THEN 'hospede.' || c.idx || '.' || r.reservation_number || '@carga.example.com' END,
      'pt-BR',
      date '1950-01-01' + ((${sql.raw(k)}) * 97) % 18000,
      'BR', 'Brasil',
      CASE WHEN g = 1 THEN '55' END,
      CASE WHEN g = 1 THEN ${pick(AREA_CODES, k)} END,
      CASE WHEN g = 1 THEN '9' || lpad(((c.idx * 100003 + r.reservation_number::int * 7) % 100000000)::text, 8, '0') END,
      ${pick(column(4), k)}, (1 + (${sql.raw(k)}) % 2000)::text, ${pick(column(5), k)}, ${pick(column(3), k)},
      ${pick(column(0), k)}, ${pick(column(1), k)}, ${pick(column(2), k)}, 'BR', 'Brasil',
      now() + g * interval '1 millisecond'
    FROM reservations r
    JOIN ${hotelsBetween(from, to)} c ON c.id = r.company_id
    CROSS JOIN generate_series(1, r.adults_number) g`);
}

/** Each guest's CPF, as the hotel's system sent it (the document search finds it). */
async function insertDocuments(db: Database, from: number, to: number) {
  await db.execute(sql`
    INSERT INTO guest_documents (guest_id, company_id, is_main, document_type_id, document_number)
    SELECT g.id, g.company_id, true, 1, cpf.number
    FROM guests g
    JOIN ${hotelsBetween(from, to)} c ON c.id = g.company_id
    ${cpfLateral(`('x' || substr(md5(g.id::text), 1, 8))::bit(32)::bigint`)}`);
}

/**
 * Fills the database (already migrated) with `hotels` hotels of `reservationsPerHotel` reservations each,
 * their guests and documents, in SQL (generate_series): a million reservations take minutes, not hours.
 * Refuses to run when load hotels already exist (make a fresh database instead).
 */
export async function generateLoadData(db: Database, options: LoadDataOptions): Promise<void> {
  const existing = await db
    .select({ id: companies.id })
    .from(companies)
    .where(like(companies.subdomain, `${LOAD_SUBDOMAIN_PREFIX}%`))
    .limit(1);
  if (existing.length > 0) throw new Error('this database already has load hotels: use a fresh database');
  const batch = options.hotelsPerBatch ?? 50;
  for (let from = 1; from <= options.hotels; from += batch) {
    const to = Math.min(options.hotels, from + batch - 1);
    await db.transaction(async (tx) => {
      await insertHotels(tx, from, to);
      await insertReservations(tx, from, to, options.reservationsPerHotel, options.today);
      await insertGuests(tx, from, to);
      await insertDocuments(tx, from, to);
    });
    options.onProgress?.({ hotels: to, reservations: to * options.reservationsPerHotel });
  }
  await db.execute(sql`ANALYZE`);
}
