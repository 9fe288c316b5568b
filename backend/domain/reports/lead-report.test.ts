import { describe, expect, it } from 'vitest';
import { LEAD_REPORT_MESSAGES } from '../../contract/lead-report';
import { CONTACT_BUCKETS, contactBucketOf } from './lead-aggregates';
import { buildLeadReport, checkRange, percentileOf, reportRows, weekOf } from './lead-report';

describe('the report range', () => {
  it('takes two real dates in order, at most 366 days', () => {
    expect(checkRange('2025-01-01', '2025-12-31')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(checkRange('2024-01-01', '2024-12-31')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(() => checkRange('2024-01-01', '2025-01-01')).toThrow(LEAD_REPORT_MESSAGES.rangeTooLong);
    expect(() => checkRange('2025-02-30', '2025-03-01')).toThrow(LEAD_REPORT_MESSAGES.invalidRange);
    expect(() => checkRange('2025-03-02', '2025-03-01')).toThrow(LEAD_REPORT_MESSAGES.invalidRange);
    expect(() => checkRange('yesterday', '2025-03-01')).toThrow(LEAD_REPORT_MESSAGES.invalidRange);
  });
});

describe('weeks and percentiles', () => {
  it('labels a day by its week’s Monday', () => {
    expect(weekOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23'); // Sunday ends the week
  });
  it('reads the nearest-rank percentile as its bucket’s bound', () => {
    const histogram = new Array<number>(CONTACT_BUCKETS.length + 1).fill(0);
    for (const minutes of [2, 4, 12, 12, 40]) histogram[contactBucketOf(minutes)]! += 1;
    expect(percentileOf(histogram, 0.5)).toBe(12);
    expect(percentileOf(histogram, 0.9)).toBe(40);
    expect(
      percentileOf(
        histogram.map(() => 0),
        0.5,
      ),
    ).toBeNull();
  });
});

describe('the report from day counters', () => {
  const days = [
    {
      day: '2026-11-23',
      counters: {
        leads: 3,
        'source|google / cpc': 2,
        'source|direct': 1,
        'type|Yes, I am a potential new client': 3,
        'stage|new|google / cpc': 2,
        'stage|contacted|google / cpc': 2,
        'stage|scheduled|google / cpc': 1,
        'stage|new|direct': 1,
        [`contact|in|${contactBucketOf(10)}`]: 2,
      },
    },
    {
      day: '2026-12-01',
      counters: {
        leads: 1,
        'source|direct': 1,
        'type|Other': 1,
        'stage|new|direct': 1,
        'stage|contacted|direct': 1,
        'stage|scheduled|direct': 1,
        'stage|retained|direct': 1,
        [`contact|out|${contactBucketOf(600)}`]: 1,
      },
    },
  ];
  const report = buildLeadReport('2026-11-01', '2026-12-31', days);

  it('sums leads by source, client type and week', () => {
    expect(report.total).toBe(4);
    expect(report.bySource).toEqual([
      { label: 'direct', count: 2 },
      { label: 'google / cpc', count: 2 },
    ]);
    expect(report.byClientType).toEqual([
      { label: 'Yes, I am a potential new client', count: 3 },
      { label: 'Other', count: 1 },
    ]);
    expect(report.byWeek).toEqual([
      { label: '2026-11-23', count: 3 },
      { label: '2026-11-30', count: 1 },
    ]);
  });
  it('counts leads per language, English being the leads counted before leads kept a language', () => {
    // The fixture's days carry no language counters (counted before): every lead was English.
    expect(report.byLanguage).toEqual([
      { label: 'English', count: 4 },
      { label: 'Spanish', count: 0 },
    ]);
    const withLanguages = buildLeadReport('2026-11-01', '2026-12-31', [
      ...days,
      { day: '2026-12-01', counters: { leads: 3, 'language|es': 2, 'language|en': 1 } },
      { day: '2026-12-02', counters: { leads: 1, 'language|es': 1, 'language|xx': 1 } },
    ]);
    expect(withLanguages.total).toBe(8);
    expect(withLanguages.byLanguage).toEqual([
      { label: 'English', count: 5 },
      { label: 'Spanish', count: 3 },
    ]);
    expect(reportRows(withLanguages)).toContainEqual({
      section: 'Leads by language',
      label: 'Spanish',
      value: 3,
    });
  });
  it('gives each source its funnel with rates of its leads', () => {
    expect(report.funnel).toContainEqual({
      source: 'google / cpc',
      new: 2,
      contacted: 2,
      scheduled: 1,
      retained: 0,
      contactedRate: 1,
      scheduledRate: 0.5,
      retainedRate: 0,
    });
    expect(report.funnel.find((row) => row.source === 'direct')?.retainedRate).toBe(0.5);
  });
  it('gives median and 90th percentile apart within and outside business hours', () => {
    expect(report.firstContact).toEqual([
      { hours: 'within', contacted: 2, medianMinutes: 10, p90Minutes: 10 },
      { hours: 'outside', contacted: 1, medianMinutes: 600, p90Minutes: 600 },
    ]);
  });
  it('is the same numbers as CSV rows', () => {
    expect(reportRows(report)).toContainEqual({ section: 'Leads', label: 'Total', value: 4 });
    expect(reportRows(report)).toContainEqual({
      section: 'Funnel: direct',
      label: 'retainedRate',
      value: 0.5,
    });
  });
});
