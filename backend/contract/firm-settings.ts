/**
 * The firm's settings for working leads, shared by the /settings screen and the server: business hours
 * and their time zone, how soon a new lead must be contacted, and when a follow-up comes due by itself.
 * The checks run on both sides; the server's are the ones that count.
 */

/** ISO weekdays: 1 = Monday ... 7 = Sunday. */
export const WEEKDAYS = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
} as const;

export type Weekday = keyof typeof WEEKDAYS;

/** When the firm answers: these days, from `opensAt` to `closesAt` (24-hour "HH:MM"), in `timeZone`. */
export interface BusinessHours {
  timeZone: string;
  businessDays: Weekday[];
  opensAt: string;
  closesAt: string;
}

export interface FirmSettings extends BusinessHours {
  /** A lead still New this many business minutes after it arrived alerts its assignee; twice that, the administrators. */
  firstContactMinutes: number;
  /** A Contacted lead with no change for this many business days has a follow-up due. */
  contactedFollowUpDays: number;
  /** A lead in Consultation scheduled has a follow-up due this many business days after its follow-up date. */
  scheduledFollowUpDays: number;
}

/** The settings as stored and shown: who changed them last, and the version an edit must name. */
export interface FirmSettingsView extends FirmSettings {
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

export const DEFAULT_FIRM_SETTINGS: FirmSettings = {
  timeZone: 'America/Los_Angeles',
  businessDays: [1, 2, 3, 4, 5],
  opensAt: '08:00',
  closesAt: '18:00',
  firstContactMinutes: 15,
  contactedFollowUpDays: 2,
  scheduledFollowUpDays: 1,
};

export const SETTINGS_LIMITS = {
  firstContactMinutes: { min: 1, max: 480 },
  followUpDays: { min: 1, max: 30 },
} as const;

export const SETTINGS_MESSAGES = {
  timeZone: 'Please choose a time zone from the list.',
  businessDays: 'Please choose at least one business day.',
  time: 'Please enter opening and closing times as HH:MM (24-hour).',
  closesAfterOpens: 'The firm must close after it opens.',
  firstContactMinutes: `First contact must be within ${SETTINGS_LIMITS.firstContactMinutes.min} to ${SETTINGS_LIMITS.firstContactMinutes.max} minutes.`,
  followUpDays: `A follow-up comes due after ${SETTINGS_LIMITS.followUpDays.min} to ${SETTINGS_LIMITS.followUpDays.max} business days.`,
  changedBySomeoneElse: 'The settings were changed by someone else. Please reload them and try again.',
} as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/u;

/** Minutes after midnight of a valid "HH:MM", else undefined. */
export function minutesOfDay(time: string): number | undefined {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const isWholeIn = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isInteger(value) && value >= min && value <= max;

/** The first thing wrong with the settings, as a message a person can act on; undefined when they hold. */
export function settingsProblem(settings: FirmSettings): string | undefined {
  if (!isTimeZone(settings.timeZone)) return SETTINGS_MESSAGES.timeZone;
  const days = settings.businessDays;
  if (!days.length || days.some((day) => !Object.hasOwn(WEEKDAYS, day)))
    return SETTINGS_MESSAGES.businessDays;
  const opens = minutesOfDay(settings.opensAt);
  const closes = minutesOfDay(settings.closesAt);
  if (opens === undefined || closes === undefined) return SETTINGS_MESSAGES.time;
  if (closes <= opens) return SETTINGS_MESSAGES.closesAfterOpens;
  if (!isWholeIn(settings.firstContactMinutes, SETTINGS_LIMITS.firstContactMinutes)) {
    return SETTINGS_MESSAGES.firstContactMinutes;
  }
  if (
    !isWholeIn(settings.contactedFollowUpDays, SETTINGS_LIMITS.followUpDays) ||
    !isWholeIn(settings.scheduledFollowUpDays, SETTINGS_LIMITS.followUpDays)
  ) {
    return SETTINGS_MESSAGES.followUpDays;
  }
  return undefined;
}
