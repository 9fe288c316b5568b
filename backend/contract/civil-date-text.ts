const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A civil date ("2026-03-04") as a person reads it, "March 4, 2026": an article's date, a limitation deadline
 * in a reminder or a calendar event. Spelled out by hand rather than with toLocaleDateString: its first call
 * in a page builds ICU's date formatter, a 35-40 ms task while an article hydrates (158 ms on Lighthouse's
 * slow phone; decision 003). Anything but a real calendar date stays as given.
 */
export function civilDateText(isoDate: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? [];
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!year || Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) return isoDate;
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}
