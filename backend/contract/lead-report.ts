/** The lead report (/reports): what the server answers and the screen shows. */

/** The longest range one report covers, in days (a leap year). */
export const LEAD_REPORT_MAX_DAYS = 366;
/** The range the screen opens with: the last 90 days, today included. */
export const LEAD_REPORT_DEFAULT_DAYS = 90;

export const LEAD_REPORT_MESSAGES = {
  invalidRange: 'Choose a start and an end date (YYYY-MM-DD), the start on or before the end.',
  rangeTooLong: `Choose a range of at most ${LEAD_REPORT_MAX_DAYS} days.`,
} as const;

export interface ReportCount {
  label: string;
  count: number;
}

/** One source's funnel: leads that reached each stage, and each stage's share of the source's leads. */
export interface FunnelRow {
  source: string;
  new: number;
  contacted: number;
  scheduled: number;
  retained: number;
  contactedRate: number;
  scheduledRate: number;
  retainedRate: number;
}

/**
 * Time to first contact of the leads that arrived within (or outside) business hours and were contacted;
 * the median and 90th percentile are the upper bound of the histogram bucket they fall in (null: none
 * contacted, or beyond the last bound).
 */
export interface FirstContactRow {
  hours: 'within' | 'outside';
  contacted: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
}

export interface LeadReport {
  from: string;
  to: string;
  total: number;
  bySource: ReportCount[];
  byClientType: ReportCount[];
  /** Leads per language, labelled by its name (English, Spanish), every language listed. */
  byLanguage: ReportCount[];
  /** Leads per week, labelled by the week's Monday (YYYY-MM-DD). */
  byWeek: ReportCount[];
  funnel: FunnelRow[];
  firstContact: FirstContactRow[];
}
