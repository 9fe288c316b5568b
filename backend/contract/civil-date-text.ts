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

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** The year, month (1-12) and day of a real calendar date ("2026-03-04"), else undefined. */
function civilDateParts(isoDate: string): { year: string; month: number; day: number } | undefined {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? [];
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!year || Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) return undefined;
  return { year, month: Number(month), day: Number(day) };
}

/**
 * A civil date ("2026-03-04") as a person reads it, "March 4, 2026": an article's date, a limitation deadline
 * in a reminder or a calendar event. Spelled out by hand rather than with toLocaleDateString: its first call
 * in a page builds ICU's date formatter, a 35-40 ms task while an article hydrates (158 ms on Lighthouse's
 * slow phone; decision 003). Anything but a real calendar date stays as given.
 */
export function civilDateText(isoDate: string): string {
  const parts = civilDateParts(isoDate);
  return parts ? `${MONTHS[parts.month - 1]} ${parts.day}, ${parts.year}` : isoDate;
}

/** The same date as the Spanish pages write it, "4 de marzo de 2026", spelled out by hand for the same reason. */
export function spanishCivilDateText(isoDate: string): string {
  const parts = civilDateParts(isoDate);
  return parts ? `${parts.day} de ${SPANISH_MONTHS[parts.month - 1]} de ${parts.year}` : isoDate;
}
