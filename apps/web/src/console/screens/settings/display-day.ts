/** A YYYY-MM-DD day as DD/MM/YYYY, as the portal writes dates. */
export function displayDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}
