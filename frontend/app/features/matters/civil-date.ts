/**
 * A civil date ("YYYY-MM-DD", a day in Washington with no time of day) as people read it: "Tuesday, March 14,
 * 2028". Formatted at UTC midnight so no reader's time zone moves it to the day before.
 */
export function formatCivilDate(date: string | null | undefined): string {
  if (!date) return '—';
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
