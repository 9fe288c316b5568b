import { describe, expect, it } from 'vitest';
import { reportCharts } from './report-chart-data';

const report = {
  from: '2026-09-01',
  to: '2026-11-26',
  total: 5,
  bySource: [
    { label: 'google / cpc', count: 3 },
    { label: 'direct', count: 2 },
  ],
  byClientType: [{ label: 'Potential new client', count: 5 }],
  byLanguage: [
    { label: 'English', count: 4 },
    { label: 'Spanish', count: 1 },
  ],
  byWeek: [
    { label: '2026-11-16', count: 1 },
    { label: '2026-11-23', count: 4 },
  ],
  funnel: [
    {
      source: 'google / cpc',
      new: 3,
      contacted: 2,
      scheduled: 1,
      retained: 0,
      contactedRate: 2 / 3,
      scheduledRate: 1 / 3,
      retainedRate: 0,
    },
  ],
  firstContact: [
    { hours: 'within', contacted: 2, medianMinutes: 15, p90Minutes: 60 },
    { hours: 'outside', contacted: 1, medianMinutes: 480, p90Minutes: null },
  ],
};

describe('the charts of /reports', () => {
  const charts = reportCharts(report);

  it('draws the tables’ figures, one chart per table, in the same order', () => {
    expect(charts.map((chart) => chart.title)).toEqual([
      'Leads by source',
      'Leads by client type',
      'Leads by language',
      'Leads by week (starting Monday)',
      'Funnel per source: share of the source’s leads that reached each stage',
      'Time to first contact, by when the lead arrived',
    ]);
    expect(charts[0]).toMatchObject({
      unit: 'Leads',
      labels: ['google / cpc', 'direct'],
      series: [{ label: 'Leads', values: [3, 2] }],
    });
    expect(charts[2]).toMatchObject({
      labels: ['English', 'Spanish'],
      series: [{ label: 'Leads', values: [4, 1] }],
    });
    expect(charts[3]!.series[0]!.values).toEqual([1, 4]);
  });

  it('shows the funnel as the share of each source’s leads, in percent with one decimal, on an axis to 100', () => {
    expect(charts[4]!.max).toBe(100);
    expect(charts[0]!.max).toBeUndefined();
    expect(charts[4]!.series).toEqual([
      { label: 'Contacted', values: [66.7] },
      { label: 'Consultation scheduled', values: [33.3] },
      { label: 'Retained', values: [0] },
    ]);
  });

  it('leaves out a time it cannot state as a number ("more than 30 days"), which the table says', () => {
    expect(charts[5]!.labels).toEqual(['Within business hours', 'Outside business hours']);
    expect(charts[5]!.series[0]!.values).toEqual([15, 480]);
    expect(charts[5]!.series[1]!.values[0]).toBe(60);
    expect(charts[5]!.series[1]!.values[1]).toBeNaN();
  });
});
