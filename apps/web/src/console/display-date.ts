const two = (value: number) => String(value).padStart(2, '0');

/** DD/MM/YYYY HH:mm on this computer's clock (as lib/dates formatDateTime, kept off the guest's startup file). */
export function displayDateTime(iso: string): string {
  const moment = new Date(iso);
  return `${two(moment.getDate())}/${two(moment.getMonth() + 1)}/${moment.getFullYear()} ${two(moment.getHours())}:${two(moment.getMinutes())}`;
}

/** A calendar day `YYYY-MM-DD` as DD/MM/YYYY (no time zone: it is a day, not a moment). */
export function displayDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}
