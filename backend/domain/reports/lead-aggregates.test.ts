import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRM_SETTINGS } from '../../contract/firm-settings';
import {
  CONTACT_BUCKETS,
  bucketBound,
  changeCounters,
  contactBucketOf,
  funnelReachedAfter,
  intoOther,
  leadCounters,
  withSourcesCapped,
  reportDayOf,
  sourceNameOf,
} from './lead-aggregates';

const settings = DEFAULT_FIRM_SETTINGS; // weekdays 08:00-18:00, America/Los_Angeles
const lead = {
  createdAt: '2026-11-25T18:00:00.000Z', // Wednesday 10:00 in Los Angeles
  leadStatus: 'new' as const,
  spam: false,
  typeOfClient: 'individual' as never,
  language: 'en' as const,
  utmSource: 'Google',
  utmMedium: 'CPC',
};

describe('the source a lead counts under', () => {
  it('is utm source / medium, else the referrer site, else direct', () => {
    expect(sourceNameOf({ utmSource: 'Google', utmMedium: 'CPC', referrer: 'https://x.example/' })).toBe(
      'google / cpc',
    );
    expect(sourceNameOf({ utmSource: 'newsletter' })).toBe('newsletter');
    expect(sourceNameOf({ utmMedium: 'email' })).toBe('email');
    expect(sourceNameOf({ referrer: 'https://www.Bing.com/search?q=lawyer' })).toBe('bing.com');
    expect(sourceNameOf({ referrer: 'not a url' })).toBe('direct');
    expect(sourceNameOf({ utmSource: '  ' })).toBe('direct');
    expect(sourceNameOf({})).toBe('direct');
  });
});

describe('the time-to-first-contact histogram', () => {
  it('puts a time in the first bucket whose bound holds it, the bound inclusive', () => {
    expect(contactBucketOf(0)).toBe(0);
    expect(contactBucketOf(1)).toBe(0);
    expect(contactBucketOf(6)).toBe(CONTACT_BUCKETS.indexOf(7));
    expect(contactBucketOf(15)).toBe(CONTACT_BUCKETS.indexOf(15));
    expect(contactBucketOf(16)).toBe(CONTACT_BUCKETS.indexOf(20));
    expect(bucketBound(contactBucketOf(16))).toBe(20);
  });
  it('has an open last bucket beyond 30 days', () => {
    expect(contactBucketOf(43_201)).toBe(CONTACT_BUCKETS.length);
    expect(bucketBound(CONTACT_BUCKETS.length)).toBeNull();
  });
  it('has bounds in increasing order', () => {
    expect([...CONTACT_BUCKETS].sort((a, b) => a - b)).toEqual([...CONTACT_BUCKETS]);
  });
});

describe('the day a lead counts on', () => {
  it('is the firm-local date', () => {
    expect(reportDayOf(new Date('2026-11-26T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-25');
    expect(reportDayOf(new Date('2026-11-26T08:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-26');
  });
});

describe('what a lead adds to the counters', () => {
  it('adds an arriving lead to its day, source, client type, language and the New stage', () => {
    expect(leadCounters(lead, settings)).toEqual({
      day: '2026-11-25',
      source: 'google / cpc',
      counters: {
        leads: 1,
        'source|google / cpc': 1,
        'type|individual': 1,
        'language|en': 1,
        'stage|new|google / cpc': 1,
      },
    });
    expect(leadCounters({ ...lead, language: 'es' }, settings)?.counters).toMatchObject({
      'language|es': 1,
    });
    expect(leadCounters({ ...lead, language: 'es' }, settings)?.counters).not.toHaveProperty('language|en');
  });
  it('adds nothing for spam', () => {
    expect(leadCounters({ ...lead, spam: true }, settings)).toBeUndefined();
    expect(
      changeCounters({ ...lead, spam: true }, { ...lead, leadStatus: 'contacted' }, settings),
    ).toBeUndefined();
  });
  it('counts every stage a lead skipped on its way, and the first contact once', () => {
    const after = { ...lead, leadStatus: 'retained' as const, firstContactAt: '2026-11-25T18:12:00.000Z' };
    expect(changeCounters(lead, after, settings)?.counters).toEqual({
      'stage|contacted|google / cpc': 1,
      'stage|scheduled|google / cpc': 1,
      'stage|retained|google / cpc': 1,
      [`contact|in|${contactBucketOf(12)}`]: 1,
    });
  });
  it('counts a first contact outside business hours apart', () => {
    const night = { ...lead, createdAt: '2026-11-26T05:00:00.000Z' }; // 21:00 in Los Angeles
    const after = { ...night, leadStatus: 'contacted' as const, firstContactAt: '2026-11-26T16:00:00.000Z' };
    expect(changeCounters(night, after, settings)?.counters).toEqual({
      'stage|contacted|google / cpc': 1,
      [`contact|out|${contactBucketOf(660)}`]: 1,
    });
  });
  it('adds no stage again when a lead goes back and forth, and none for a decision after a contact', () => {
    const contacted = {
      ...lead,
      leadStatus: 'contacted' as const,
      firstContactAt: lead.createdAt,
      funnelReached: 2,
    };
    expect(changeCounters(contacted, { ...contacted, leadStatus: 'scheduled' }, settings)).toBeUndefined();
    expect(changeCounters(contacted, { ...contacted, leadStatus: 'declined' }, settings)).toBeUndefined();
  });
  it('counts a decision straight from New as the contact it stands for', () => {
    const after = { ...lead, leadStatus: 'declined' as const, firstContactAt: '2026-11-25T18:05:00.000Z' };
    expect(changeCounters(lead, after, settings)?.counters).toEqual({
      'stage|contacted|google / cpc': 1,
      [`contact|in|${contactBucketOf(5)}`]: 1,
    });
  });
  it('keeps the furthest stage reached', () => {
    expect(funnelReachedAfter({ leadStatus: 'new' }, 'scheduled')).toBe(2);
    expect(funnelReachedAfter({ leadStatus: 'scheduled', funnelReached: 2 }, 'declined')).toBe(2);
    expect(funnelReachedAfter({ leadStatus: 'contacted' }, 'spam')).toBe(1);
  });
  it('rebuilds a lead in its present state with every stage reached and its first contact', () => {
    const declined = {
      ...lead,
      leadStatus: 'declined' as const,
      funnelReached: 2,
      firstContactAt: '2026-11-25T18:20:00.000Z',
    };
    expect(leadCounters(declined, settings)?.counters).toEqual({
      leads: 1,
      'source|google / cpc': 1,
      'type|individual': 1,
      'language|en': 1,
      'stage|new|google / cpc': 1,
      'stage|contacted|google / cpc': 1,
      'stage|scheduled|google / cpc': 1,
      [`contact|in|${contactBucketOf(20)}`]: 1,
    });
  });
});

describe('a cap on the sources a day names', () => {
  it('keeps "|" out of a source name, where it would split the counter names', () => {
    expect(sourceNameOf({ utmSource: 'a|b' })).toBe('a/b');
  });

  it('counts a change under "other", its per-source counters only', () => {
    const change = {
      day: '2026-11-25',
      source: 'spam.example',
      counters: { leads: 1, 'type|individual': 1, 'source|spam.example': 1, 'stage|new|spam.example': 1 },
    };
    expect(intoOther(change)).toEqual({
      day: '2026-11-25',
      source: 'other',
      counters: { leads: 1, 'type|individual': 1, 'source|other': 1, 'stage|new|other': 1 },
    });
  });

  it('keeps the sources with the most leads named when rebuilding a day, and folds the rest into "other"', () => {
    const day = {
      leads: 7,
      'source|google / cpc': 3,
      'stage|new|google / cpc': 3,
      'stage|contacted|google / cpc': 1,
      'source|b.example': 2,
      'stage|new|b.example': 2,
      'source|a.example': 1,
      'stage|new|a.example': 1,
      'source|other': 1,
      'stage|new|other': 1,
    };
    expect(withSourcesCapped(day, 1)).toEqual({
      leads: 7,
      'source|google / cpc': 3,
      'stage|new|google / cpc': 3,
      'stage|contacted|google / cpc': 1,
      'source|other': 4,
      'stage|new|other': 4,
      sources: 1,
    });
    expect(withSourcesCapped(day, 5)).toEqual({ ...day, sources: 3 });
  });
});
