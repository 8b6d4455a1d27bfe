import type { TLanguage } from '@hospedar/contracts/constants';
import type { TArrivalsList } from '@hospedar/contracts/console/arrivals';
import { ARRIVALS_CSV_TEXTS } from './arrivals-csv-texts.ts';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. A cell
 * a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a
 * leading apostrophe first (OWASP's CSV injection advice), so a guest's name cannot become a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as CSV text: CRLF line ends, a UTF-8 byte order mark so spreadsheets read accents. */
export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** DD/MM/YYYY, as the console shows dates. */
const displayDate = (date: string) => date.split('-').reverse().join('/');

/** The arrivals list as CSV (decision 214): one guest a line, in the member's language. */
export function arrivalsCsv(list: TArrivalsList, language: TLanguage): string {
  const t = ARRIVALS_CSV_TEXTS[language];
  const rows: string[][] = [t.header];
  for (const reservation of list.reservations) {
    for (const guest of reservation.guests) {
      rows.push([
        reservation.reservationNumber,
        displayDate(reservation.checkinDate),
        displayDate(reservation.checkoutDate),
        reservation.roomName ?? '',
        guest.name,
        guest.lastName,
        guest.isMainGuest ? t.yes : t.no,
        guest.isChild ? t.yes : t.no,
        t.states[guest.state],
        guest.isMainGuest ? t.guarantees[reservation.guarantee] : '',
      ]);
    }
  }
  return toCsv(rows);
}
