/**
 * What each chart of /reports shows, from the report the tables show: plain data, so the decisions (labels,
 * series, units) are tested without a canvas. The charts draw these; the tables under them carry the same
 * figures for screen readers and for copying.
 */
import type { LeadReportQuery } from '#contract/graphql/consultation-inbox.generated';

type Report = LeadReportQuery['leadReport'];

export interface ChartSeries {
  label: string;
  values: number[];
}

export interface ReportChart {
  /** The figure's caption and the canvas's accessible name. */
  title: string;
  /** The value axis, e.g. "Leads" or "% of the source's leads". */
  unit: string;
  /** The value axis's end when it has one (100 for shares in percent); otherwise it fits the values. */
  max?: number;
  labels: string[];
  series: ChartSeries[];
}

const counts = (title: string, rows: Report['bySource']): ReportChart => ({
  title,
  unit: 'Leads',
  labels: rows.map((row) => row.label),
  series: [{ label: 'Leads', values: rows.map((row) => row.count) }],
});

const percent = (rate: number) => Math.round(rate * 1000) / 10;

/** The six charts, in the order of the tables. A lead with no first contact yet adds nothing to the times. */
export function reportCharts(report: Report): ReportChart[] {
  const hours = (row: Report['firstContact'][number]) =>
    row.hours === 'within' ? 'Within business hours' : 'Outside business hours';
  // "More than 30 days" has no number: the chart leaves that bar out, the table says it.
  const minutes = (value: number | null | undefined) => value ?? Number.NaN;
  return [
    counts('Leads by source', report.bySource),
    counts('Leads by client type', report.byClientType),
    counts('Leads by language', report.byLanguage),
    counts('Leads by week (starting Monday)', report.byWeek),
    {
      title: 'Funnel per source: share of the source’s leads that reached each stage',
      unit: '% of the source’s leads',
      max: 100,
      labels: report.funnel.map((row) => row.source),
      series: [
        { label: 'Contacted', values: report.funnel.map((row) => percent(row.contactedRate)) },
        { label: 'Consultation scheduled', values: report.funnel.map((row) => percent(row.scheduledRate)) },
        { label: 'Retained', values: report.funnel.map((row) => percent(row.retainedRate)) },
      ],
    },
    {
      title: 'Time to first contact, by when the lead arrived',
      unit: 'Minutes (at most)',
      labels: report.firstContact.map(hours),
      series: [
        { label: 'Median', values: report.firstContact.map((row) => minutes(row.medianMinutes)) },
        { label: '90th percentile', values: report.firstContact.map((row) => minutes(row.p90Minutes)) },
      ],
    },
  ];
}
