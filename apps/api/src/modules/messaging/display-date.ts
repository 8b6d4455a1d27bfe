/** DD/MM/YYYY, the spec's date format in every language, from an ISO date (YYYY-MM-DD…). */
export function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return year && month && day ? `${day}/${month}/${year}` : isoDate;
}
