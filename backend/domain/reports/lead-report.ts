/**
 * The lead report from the counters of a date range: one Query for the range's day items, then sums in
 * memory, so the cost follows the number of days, never the number of leads. Every staff user may read
 * it; its CSV export is audited.
 */
import { staffEvent } from '../audit/audit-context';
import {
  CONSULTATION_LANGUAGES,
  DEFAULT_CONSULTATION_LANGUAGE,
  isConsultationLanguage,
  type ConsultationLanguage,
} from '../../contract/consultation';
import {
  LEAD_REPORT_MAX_DAYS,
  LEAD_REPORT_MESSAGES,
  type FirstContactRow,
  type FunnelRow,
  type LeadReport,
  type ReportCount,
} from '../../contract/lead-report';
import type { AuditLog } from '../audit/audit-log';
import type { StaffActor } from '../auth/callers';
import type { Clock } from '../clock';
import { UserFacingError } from '../errors';
import { toCsv } from '../export/csv';
import { CONTACT_BUCKETS, FUNNEL_STAGES, bucketBound, type Counters } from './lead-aggregates';

const DAY_MS = 86_400_000;

export interface DayCounters {
  day: string;
  counters: Counters;
}

export interface LeadReportDeps {
  /** The days from `from` to `to` (inclusive) that have counters. */
  counters: (from: string, to: string) => Promise<DayCounters[]>;
}

function dateOf(text: unknown): number | undefined {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/u.test(text)) return undefined;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text ? undefined : time;
}

export function checkRange(from: unknown, to: unknown): { from: string; to: string } {
  const start = dateOf(from);
  const end = dateOf(to);
  if (start === undefined || end === undefined || start > end) {
    throw new UserFacingError(LEAD_REPORT_MESSAGES.invalidRange);
  }
  if ((end - start) / DAY_MS + 1 > LEAD_REPORT_MAX_DAYS)
    throw new UserFacingError(LEAD_REPORT_MESSAGES.rangeTooLong);
  return { from: from as string, to: to as string };
}

/** The Monday of a date's week, YYYY-MM-DD. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The nearest-rank percentile of a histogram, as its bucket's upper bound; null when empty or open-ended. */
export function percentileOf(histogram: readonly number[], fraction: number): number | null {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (!total) return null;
  const rank = Math.ceil(fraction * total);
  let seen = 0;
  for (const [index, count] of histogram.entries()) {
    seen += count;
    if (seen >= rank) return bucketBound(index);
  }
  return null;
}

function add(map: Map<string, number>, key: string, value: number) {
  map.set(key, (map.get(key) ?? 0) + value);
}

const byCountThenLabel = (a: ReportCount, b: ReportCount) =>
  b.count - a.count || a.label.localeCompare(b.label);
const rows = (map: Map<string, number>): ReportCount[] =>
  [...map].map(([label, count]) => ({ label, count })).sort(byCountThenLabel);
/**
 * Leads per language, every language listed (English first). Leads counted before leads kept a language have
 * no language counter; they were English, so English is what the other languages leave of the total.
 */
function byLanguage(total: number, counted: ReadonlyMap<ConsultationLanguage, number>): ReportCount[] {
  const languages = Object.keys(CONSULTATION_LANGUAGES) as ConsultationLanguage[];
  const others = languages
    .filter((language) => language !== DEFAULT_CONSULTATION_LANGUAGE)
    .reduce((sum, language) => sum + (counted.get(language) ?? 0), 0);
  return languages.map((language) => ({
    label: CONSULTATION_LANGUAGES[language],
    count: language === DEFAULT_CONSULTATION_LANGUAGE ? total - others : (counted.get(language) ?? 0),
  }));
}

const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : 0);

export function buildLeadReport(from: string, to: string, days: readonly DayCounters[]): LeadReport {
  const sources = new Map<string, number>();
  const types = new Map<string, number>();
  const languages = new Map<ConsultationLanguage, number>();
  const weeks = new Map<string, number>();
  const stages = new Map<string, number>();
  const histograms = {
    within: new Array<number>(CONTACT_BUCKETS.length + 1).fill(0),
    outside: new Array<number>(CONTACT_BUCKETS.length + 1).fill(0),
  };
  let total = 0;
  for (const { day, counters } of days) {
    for (const [name, value] of Object.entries(counters)) {
      const [kind, first, second] = name.split('|');
      if (kind === 'leads') {
        total += value;
        add(weeks, weekOf(day), value);
      } else if (kind === 'source' && first !== undefined) add(sources, first, value);
      else if (kind === 'type' && first !== undefined) add(types, first, value);
      else if (kind === 'language' && isConsultationLanguage(first)) {
        languages.set(first, (languages.get(first) ?? 0) + value);
      } else if (kind === 'stage' && first !== undefined && second !== undefined)
        add(stages, `${first}|${second}`, value);
      else if (kind === 'contact' && second !== undefined) {
        const histogram = first === 'in' ? histograms.within : histograms.outside;
        const index = Number(second);
        if (Number.isInteger(index) && index >= 0 && index < histogram.length) histogram[index]! += value;
      }
    }
  }
  const funnel: FunnelRow[] = rows(sources).map(({ label: source }) => {
    const [reachedNew, contacted, scheduled, retained] = FUNNEL_STAGES.map(
      (stage) => stages.get(`${stage}|${source}`) ?? 0,
    ) as [number, number, number, number];
    return {
      source,
      new: reachedNew,
      contacted,
      scheduled,
      retained,
      contactedRate: rate(contacted, reachedNew),
      scheduledRate: rate(scheduled, reachedNew),
      retainedRate: rate(retained, reachedNew),
    };
  });
  const firstContact: FirstContactRow[] = (['within', 'outside'] as const).map((hours) => ({
    hours,
    contacted: histograms[hours].reduce((sum, count) => sum + count, 0),
    medianMinutes: percentileOf(histograms[hours], 0.5),
    p90Minutes: percentileOf(histograms[hours], 0.9),
  }));
  const byWeek = [...weeks]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, count]) => ({ label, count }));
  return {
    from,
    to,
    total,
    bySource: rows(sources),
    byClientType: rows(types),
    byLanguage: byLanguage(total, languages),
    byWeek,
    funnel,
    firstContact,
  };
}

export async function leadReport(
  _actor: StaffActor,
  args: { from: string; to: string },
  deps: LeadReportDeps,
): Promise<LeadReport> {
  const { from, to } = checkRange(args.from, args.to);
  return buildLeadReport(from, to, await deps.counters(from, to));
}

interface CsvRow {
  section: string;
  label: string;
  value: string | number | null;
}

/** The report as one table: section, label, value (rates as fractions, times in minutes). */
export function reportRows(report: LeadReport): CsvRow[] {
  const counts = (section: string, list: ReportCount[]) =>
    list.map(({ label, count }) => ({ section, label, value: count }));
  return [
    { section: 'Range', label: 'From', value: report.from },
    { section: 'Range', label: 'To', value: report.to },
    { section: 'Leads', label: 'Total', value: report.total },
    ...counts('Leads by source', report.bySource),
    ...counts('Leads by client type', report.byClientType),
    ...counts('Leads by language', report.byLanguage),
    ...counts('Leads by week', report.byWeek),
    ...report.funnel.flatMap((row) =>
      (
        [
          'new',
          'contacted',
          'scheduled',
          'retained',
          'contactedRate',
          'scheduledRate',
          'retainedRate',
        ] as const
      ).map((key) => ({
        section: `Funnel: ${row.source}`,
        label: key,
        value: row[key],
      })),
    ),
    ...report.firstContact.flatMap((row) => [
      { section: `First contact ${row.hours} business hours`, label: 'Contacted', value: row.contacted },
      {
        section: `First contact ${row.hours} business hours`,
        label: 'Median minutes (at most)',
        value: row.medianMinutes,
      },
      {
        section: `First contact ${row.hours} business hours`,
        label: '90th percentile minutes (at most)',
        value: row.p90Minutes,
      },
    ]),
  ];
}

const CSV_COLUMNS = [
  { header: 'Section', value: (row: CsvRow) => row.section },
  { header: 'Label', value: (row: CsvRow) => row.label },
  { header: 'Value', value: (row: CsvRow) => row.value },
];

export interface ReportExportDeps extends LeadReportDeps {
  audit: AuditLog;
  now: Clock;
  publish(name: string, csv: string): Promise<string>;
}

/** The report as CSV behind a short-lived link (every staff user); audited before the link leaves. */
export async function exportLeadReport(
  actor: StaffActor,
  args: { from: string; to: string },
  deps: ReportExportDeps,
): Promise<{ url: string; count: number }> {
  const report = await leadReport(actor, args, deps);
  await deps.audit.record(
    staffEvent(actor, 'reports.exported', {
      detail: `lead report ${report.from} to ${report.to}; ${report.total} leads`,
    }),
  );
  const stamp = deps.now().toISOString().replace(/[:.]/g, '-');
  const url = await deps.publish(
    `lead-report-${report.from}-${report.to}-${stamp}.csv`,
    toCsv(CSV_COLUMNS, reportRows(report)),
  );
  return { url, count: report.total };
}
