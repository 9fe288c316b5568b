import type { FirstResponse } from '#contract/consultation-inbox';

/** "12 min", "3 h 5 min", "2 d 4 h": a span of minutes as a person reads it. */
export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ''}`;
}

/** "answered in 12 min" (green) or "waiting 47 min" (amber) beside a lead; nothing for a lead closed unanswered. */
export function FirstResponseBadge({ response }: { response: FirstResponse | null | undefined }) {
  if (!response) return null;
  return response.answered ? (
    <span className="badge text-wrap text-bg-success">answered in {minutesText(response.minutes)}</span>
  ) : (
    <span className="badge text-wrap text-bg-warning">waiting {minutesText(response.minutes)}</span>
  );
}
