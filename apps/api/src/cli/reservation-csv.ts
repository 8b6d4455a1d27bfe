import { parse } from 'csv-parse/sync';
import {
  ZReservationCsvRow,
  RESERVATION_CSV_COLUMNS,
  type TReservationCsvRow,
} from '@hospedar/contracts/onboarding/reservation-csv';
import {
  ZReservationNumber,
  ZUpsertReservationRequest,
  type TUpsertReservationInput,
  type TUpsertReservationRequest,
} from '@hospedar/contracts/integration/upsert-reservation';
import { CliInputError, issueMessage, type CliIssue } from './cli-input-error.ts';
import { englishMessage } from './english-message.ts';

/** One reservation of the file: its number, its upsert body and the file line of each of its guests. */
export type CsvReservation = {
  reservationNumber: string;
  body: TUpsertReservationRequest;
  /** File line of the reservation's first row, then of each guest in body order. */
  firstLine: number;
  guestLines: number[];
};

type Located = { line: number; row: TReservationCsvRow };

/** Where an upsert body's field comes from in the file (decision 175). */
const BODY_COLUMNS: Record<string, keyof TReservationCsvRow> = {
  checkinDate: 'checkin_date',
  checkoutDate: 'checkout_date',
  roomName: 'room_name',
  resStatus: 'status',
  guests: 'main_guest',
};
const GUEST_COLUMNS: Record<string, keyof TReservationCsvRow> = {
  externalId: 'guest_id',
  masterGuest: 'main_guest',
  isChild: 'child',
  name: 'first_name',
  lastName: 'last_name',
  gender: 'gender',
  email: 'email',
  birthdate: 'birthdate',
  language: 'language',
  nationality: 'nationality',
  mobilePhone: 'phone_number',
  documents: 'document_number',
  zipCode: 'zip_code',
  address: 'address',
  addressNumber: 'address_number',
  addressComplement: 'address_complement',
  neighborhood: 'neighborhood',
  city: 'city_code',
  state: 'state_code',
  country: 'country',
};
/** The reservation's own columns, which every row of one reservation must repeat alike. */
const RESERVATION_COLUMNS = ['checkin_date', 'checkout_date', 'room_name', 'status'] as const;

const at = (line: number, column: string, message: string): CliIssue => ({
  where: `line ${line}, column ${column}`,
  message,
});

function namedRef(id: string | null, name: string | null) {
  return id === null && name === null ? null : { id, name: name ?? id };
}

function toGuest(row: TReservationCsvRow): TUpsertReservationInput['guests'][number] {
  const hasPhone = row.phone_country_code ?? row.phone_area_code ?? row.phone_number;
  return {
    externalId: row.guest_id,
    masterGuest: row.main_guest,
    isChild: row.child,
    name: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    email: row.email,
    birthdate: row.birthdate,
    language: row.language,
    nationality: namedRef(row.nationality, row.nationality_name),
    mobilePhone: hasPhone
      ? { countryCode: row.phone_country_code, areaCode: row.phone_area_code, number: row.phone_number }
      : null,
    zipCode: row.zip_code,
    address: row.address,
    addressNumber: row.address_number,
    addressComplement: row.address_complement,
    neighborhood: row.neighborhood,
    city: namedRef(row.city_code, row.city_name),
    state: namedRef(row.state_code, row.state_name),
    country: namedRef(row.country, row.country_name),
    ...(row.document_type !== null && row.document_number !== null
      ? {
          documents: [
            { isMain: true, documentTypeId: row.document_type, documentNumber: row.document_number },
          ],
        }
      : {}),
  };
}

/** The file line and column an upsert body's field path (`guests.1.birthdate`) comes from. */
export function locateBodyField(reservation: Pick<CsvReservation, 'firstLine' | 'guestLines'>, path: string) {
  const parts = path.replace(/^body\./, '').split('.');
  if (parts[0] === 'guests' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    const line = reservation.guestLines[Number(parts[1])] ?? reservation.firstLine;
    const field = parts[2] ?? 'externalId';
    const column =
      field === 'documents' && parts[4] === 'documentTypeId' ? 'document_type' : GUEST_COLUMNS[field];
    return { line, column: column ?? parts.slice(2).join('.') };
  }
  return { line: reservation.firstLine, column: BODY_COLUMNS[parts[0] ?? ''] ?? parts.join('.') };
}

function readRecords(text: string, fileName: string): { line: number; record: Record<string, string> }[] {
  try {
    const records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as { record: Record<string, string>; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, record }));
  } catch (error) {
    const lines = (error as { lines?: number }).lines;
    const message = error instanceof Error ? error.message : String(error);
    throw new CliInputError(`${fileName} is not a valid CSV file.`, [
      { where: lines ? `line ${lines}` : fileName, message },
    ]);
  }
}

/**
 * The reservations a CSV text holds, each as the integration API's upsert body (decision 175). Every
 * problem of the file is collected and thrown at once, each at its line and column.
 */
export function parseReservationCsv(text: string, fileName: string): CsvReservation[] {
  const records = readRecords(text, fileName);
  const [head] = records;
  if (head === undefined) {
    throw new CliInputError(`${fileName} has no reservation lines.`, [
      { where: 'line 2', message: `expected the columns ${RESERVATION_CSV_COLUMNS.join(', ')}` },
    ]);
  }
  const issues: CliIssue[] = [];
  const missing = RESERVATION_CSV_COLUMNS.filter((column) => !(column in head.record));
  for (const column of missing) issues.push(at(1, column, 'missing column'));
  const located: Located[] = [];
  for (const { line, record } of records) {
    const parsed = ZReservationCsvRow.safeParse({
      ...Object.fromEntries(missing.map((column) => [column, ''])),
      ...record,
    });
    if (parsed.success) located.push({ line, row: parsed.data });
    else {
      for (const issue of parsed.error.issues) {
        if (issue.code === 'unrecognized_keys') {
          if (line === head.line) {
            for (const key of issue.keys) issues.push(at(1, key, 'unknown column'));
          }
        } else issues.push(at(line, String(issue.path[0] ?? ''), issueMessage(issue)));
      }
    }
  }
  const groups = new Map<string, Located[]>();
  for (const item of located) {
    const number = ZReservationNumber.safeParse(item.row.reservation_number);
    if (!number.success) {
      issues.push(at(item.line, 'reservation_number', englishMessage('validation.reservationNumber')));
      continue;
    }
    groups.set(item.row.reservation_number, [...(groups.get(item.row.reservation_number) ?? []), item]);
  }
  const reservations: CsvReservation[] = [];
  for (const [reservationNumber, rows] of groups) {
    const [first] = rows;
    if (first === undefined) continue;
    for (const other of rows.slice(1)) {
      for (const column of RESERVATION_COLUMNS) {
        if (other.row[column] !== first.row[column]) {
          issues.push(
            at(
              other.line,
              column,
              `differs from line ${first.line} of the same reservation ${reservationNumber}`,
            ),
          );
        }
      }
    }
    const input: TUpsertReservationInput = {
      checkinDate: first.row.checkin_date,
      checkoutDate: first.row.checkout_date,
      roomName: first.row.room_name,
      ...(first.row.status === null
        ? {}
        : { resStatus: first.row.status as TUpsertReservationInput['resStatus'] }),
      guests: rows.map(({ row }) => toGuest(row)),
    };
    const located = { firstLine: first.line, guestLines: rows.map(({ line }) => line) };
    const body = ZUpsertReservationRequest.safeParse(input);
    if (!body.success) {
      for (const issue of body.error.issues) {
        const { line, column } = locateBodyField(located, issue.path.join('.'));
        issues.push(at(line, column, englishMessage(issueMessage(issue))));
      }
      continue;
    }
    reservations.push({ reservationNumber, body: body.data, ...located });
  }
  if (issues.length > 0)
    throw new CliInputError(`${fileName} has invalid lines; nothing was imported.`, issues);
  return reservations;
}
