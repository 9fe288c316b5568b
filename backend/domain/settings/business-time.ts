/**
 * Business-time arithmetic: pure functions of instants and the firm's business hours, in the firm's time
 * zone (daylight saving included), with nothing but Intl. Alerts ("15 business minutes after it arrived")
 * and follow-up cadences ("2 business days without a change") are decided here and unit-tested
 * exhaustively; the schedules only ask whether a moment has come.
 */
import { minutesOfDay, type BusinessHours, type Weekday } from '../../contract/firm-settings';

const MINUTE_MS = 60_000;
/** Longer than any run of closed days a valid setting allows (at least one business day a week). */
const MAX_DAYS_SEARCHED = 366 * 2;

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time of `instant` in `timeZone`. */
export function wallTime(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** The civil date of `instant` in `timeZone`, as YYYY-MM-DD. */
export function civilDateOf(instant: Date, timeZone: string): string {
  const { year, month, day } = wallTime(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallTime(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall clock in `timeZone` shows `minutes` after midnight of `date`. Business hours never
 * fall in the hour a clock skips or repeats at a daylight-saving change, so the second guess is exact.
 */
export function instantAt(date: LocalDate, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(second);
}

function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = wallTime(instant, timeZone);
  return { year, month, day };
}

function nextDate({ year, month, day }: LocalDate): LocalDate {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

function weekdayOf({ year, month, day }: LocalDate): Weekday {
  return (((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** The business interval of one local date, or undefined on a closed day. */
function openingOf(date: LocalDate, hours: BusinessHours): { opens: Date; closes: Date } | undefined {
  if (!hours.businessDays.includes(weekdayOf(date))) return undefined;
  return {
    opens: instantAt(date, minutesOfDay(hours.opensAt) ?? 0, hours.timeZone),
    closes: instantAt(date, minutesOfDay(hours.closesAt) ?? 0, hours.timeZone),
  };
}

/** The business intervals from the local date of `from` on, clipped to start at `from`. */
function* openingsFrom(from: Date, hours: BusinessHours): Generator<{ opens: Date; closes: Date }> {
  let date = localDateOf(from, hours.timeZone);
  for (let searched = 0; searched < MAX_DAYS_SEARCHED; searched += 1, date = nextDate(date)) {
    const opening = openingOf(date, hours);
    if (!opening || opening.closes <= from) continue;
    yield { opens: opening.opens < from ? from : opening.opens, closes: opening.closes };
  }
}

/** The moment `minutes` business minutes after `start` (a start outside hours counts from the next opening). */
export function addBusinessMinutes(start: Date, minutes: number, hours: BusinessHours): Date {
  let remaining = minutes * MINUTE_MS;
  for (const { opens, closes } of openingsFrom(start, hours)) {
    const available = closes.getTime() - opens.getTime();
    if (remaining <= available) return new Date(opens.getTime() + remaining);
    remaining -= available;
  }
  throw new Error('No business hours within two years');
}

/** Business minutes between two instants (0 when `end` is not after `start`), rounded down. */
export function businessMinutesBetween(start: Date, end: Date, hours: BusinessHours): number {
  let total = 0;
  for (const { opens, closes } of openingsFrom(start, hours)) {
    if (opens >= end) break;
    total += Math.min(closes.getTime(), end.getTime()) - opens.getTime();
  }
  return Math.floor(total / MINUTE_MS);
}

export function isWithinBusinessHours(instant: Date, hours: BusinessHours): boolean {
  const opening = openingOf(localDateOf(instant, hours.timeZone), hours);
  return Boolean(opening && opening.opens <= instant && instant < opening.closes);
}

/** The opening of the `days`-th business day after the local `date` (`date`'s own opening time for 0). */
export function openingBusinessDaysAfter(date: LocalDate, days: number, hours: BusinessHours): Date {
  let counted = 0;
  let day = date;
  for (let searched = 0; counted < days && searched < MAX_DAYS_SEARCHED; searched += 1) {
    day = nextDate(day);
    if (openingOf(day, hours)) counted += 1;
  }
  if (counted < days) throw new Error('No business hours within two years');
  return instantAt(day, minutesOfDay(hours.opensAt) ?? 0, hours.timeZone);
}

/** A business day is one day's opening hours: `days` of them after `start`. */
export function addBusinessDays(start: Date, days: number, hours: BusinessHours): Date {
  const dayLength = (minutesOfDay(hours.closesAt) ?? 0) - (minutesOfDay(hours.opensAt) ?? 0);
  return addBusinessMinutes(start, days * dayLength, hours);
}

/** "Nov 25, 2026, 10:00 AM PST": an instant as the firm's staff read it, in the firm's zone. */
export function firmTimeText(instant: Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(instant) + ` ${zoneName(instant, timeZone)}`
  );
}

function zoneName(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((candidate) => candidate.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
