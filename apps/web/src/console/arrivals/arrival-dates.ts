/** YYYY-MM-DD as DD/MM/YYYY, as the console and the FNRH document write dates. */
export function displayDate(date: string): string {
  return date.slice(0, 10).split('-').reverse().join('/');
}

/** An instant as DD/MM/YYYY HH:mm on this computer's clock. */
export function displayDateTime(iso: string): string {
  const moment = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(moment.getDate())}/${two(moment.getMonth() + 1)}/${moment.getFullYear()} ${two(moment.getHours())}:${two(moment.getMinutes())}`;
}
