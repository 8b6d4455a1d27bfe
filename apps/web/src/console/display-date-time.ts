/** DD/MM/YYYY HH:mm on this computer's clock (as lib/dates formatDateTime, kept off the guest's startup file). */
export function displayDateTime(iso: string): string {
  const moment = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(moment.getDate())}/${two(moment.getMonth() + 1)}/${moment.getFullYear()} ${two(moment.getHours())}:${two(moment.getMinutes())}`;
}
