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

/** Today's civil date where the reader is (YYYY-MM-DD). */
export function readersToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const dayNumber = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

/** How far a civil date is from `today`, as a person says it: "in 3 days", "today", "2 days overdue". */
export function daysLeftText(date: string, today: string): string {
  const days = dayNumber(date) - dayNumber(today);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days > 0) return `in ${days} days`;
  return days === -1 ? '1 day overdue' : `${-days} days overdue`;
}
