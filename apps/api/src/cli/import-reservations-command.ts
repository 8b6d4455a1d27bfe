import path from 'node:path';
import type { TFieldIssue } from '@hospedar/contracts/errors/api-error';
import { HttpError } from '../http-error.ts';
import { createUpsertReservationService } from '../modules/integration/upsert-reservation-service.ts';
import type { CliContext } from './cli-context.ts';
import { CliInputError, type CliIssue } from './cli-input-error.ts';
import { englishMessage } from './english-message.ts';
import { findHotel } from './find-hotel.ts';
import { readInputFile } from './read-input-file.ts';
import { locateBodyField, parseReservationCsv, type CsvReservation } from './reservation-csv.ts';

/** The service's refusal of one reservation, as issues at the file's lines and columns. */
function refusal(reservation: CsvReservation, error: HttpError): CliIssue[] {
  const fields = (error.details?.fields ?? []) as TFieldIssue[];
  if (fields.length === 0) {
    return [{ where: `line ${reservation.firstLine}`, message: error.message }];
  }
  return fields.map((field) => {
    const { line, column } = locateBodyField(reservation, field.field);
    return { where: `line ${line}, column ${column}`, message: englishMessage(field.message) };
  });
}

/**
 * `npm run hotel -- import-reservations <hotel> <reservations.csv>` (decision 176): each reservation of
 * the file goes through the integration API's own upsert, so the same rules hold (idempotent by number,
 * a finished form never overwritten). All reservations are written in one transaction: one refused
 * reservation leaves the database as it was.
 */
export async function importReservationsCommand(
  { db, clock, output }: CliContext,
  hotel: string,
  filePath: string,
) {
  const fileName = path.basename(filePath);
  const company = await findHotel(db, hotel);
  const reservations = parseReservationCsv(await readInputFile(filePath), fileName);
  const results = await db.transaction(async (tx) => {
    const service = createUpsertReservationService({ db: tx, clock });
    const answers = [];
    const issues: CliIssue[] = [];
    for (const reservation of reservations) {
      try {
        answers.push(
          await service.upsertReservation(company, reservation.reservationNumber, reservation.body),
        );
      } catch (error) {
        // A refusal writes nothing of its reservation (its own savepoint); the others are still checked,
        // so the operator sees every refused line at once, then the whole import is rolled back.
        if (!(error instanceof HttpError && error.statusCode < 500)) throw error;
        issues.push(...refusal(reservation, error));
      }
    }
    if (issues.length > 0) {
      throw new CliInputError(`${fileName} has refused lines; nothing was imported.`, issues);
    }
    return answers;
  });
  for (const result of results) {
    const state = result.created ? 'created' : result.changed ? 'updated' : 'unchanged';
    const guests = result.guests.map((guest) => `${guest.externalId ?? guest.guestId} ${guest.result}`);
    output.info(`Reservation ${result.reservationNumber}: ${state} (${guests.join(', ')})`);
  }
  const count = (state: 'created' | 'changed') =>
    results.filter((result) => (state === 'created' ? result.created : result.changed && !result.created))
      .length;
  output.info(
    `${results.length} reservation(s) for ${company.subdomain}: ${count('created')} created, ${count('changed')} updated, ${results.length - count('created') - count('changed')} unchanged.`,
  );
  return results;
}
