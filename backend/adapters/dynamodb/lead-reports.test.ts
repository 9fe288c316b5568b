/**
 * The report's counters against dynalite: a lead's arrival and its staff changes add to its day, a range is
 * read by one Query walk, and the operator's rebuild from the leads gives the same counters back.
 */
import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/use-test-stack';
import { DEFAULT_FIRM_SETTINGS } from '../../contract/firm-settings';
import type { StaffActor } from '../../domain/auth/callers';
import { newConsultationRecord } from '../../domain/consultations/consultation-record';
import { changeConsultation } from '../../domain/consultations/work-consultation';
import { leadCounters } from '../../domain/reports/lead-aggregates';
import { rebuildLeadReport } from '../../domain/reports/rebuild';
import { storedUser } from '../../testing/memory-auth';
import { inboxDependencies, rebuildReportDependencies } from '../../handlers/composition/inbox';
import { consultationStore } from './consultations';
import { addLeadCounters, leadCountersBetween } from './lead-reports';

useTestStack();
const dana: StaffActor = {
  kind: 'staff',
  user: storedUser('dana@firm.example'),
  sourceIp: '127.0.0.1',
  sessionId: 'session-dana',
};

async function arrive(name: string, createdAt: string, source: { utmSource?: string; referrer?: string }) {
  const record = newConsultationRecord(
    {
      firstName: 'Ana',
      lastName: name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '(206) 555-0199',
      typeOfClient: 'Yes, I am a potential new client',
      language: 'en' as const,
      message: 'A message',
    },
    { idempotencyKey: `report-${name}`, spam: false, now: new Date(createdAt), source },
  );
  // What submitting does: the lead, then its counters.
  await consultationStore.createIfAbsent(record);
  await addLeadCounters(leadCounters(record, DEFAULT_FIRM_SETTINGS)!);
  return record;
}

describe('the lead report counters', () => {
  it('keep the counters a rebuild from the leads computes', async () => {
    const lopez = await arrive('Lopez', '2025-03-03T18:00:00.000Z', { utmSource: 'google' });
    await arrive('Park', '2025-03-03T19:00:00.000Z', { referrer: 'https://www.bing.com/' });
    await arrive('Reyes', '2025-03-05T18:00:00.000Z', {});
    await changeConsultation(
      dana,
      { id: lopez._id, version: 1, leadStatus: 'retained' },
      inboxDependencies(),
    );
    await addLeadCounters({ day: '2025-02-01', counters: { leads: 1 } }); // a stale day, no lead behind it

    const live = await leadCountersBetween('2025-03-01', '2025-03-31');
    expect(live.map(({ day }) => day)).toEqual(['2025-03-03', '2025-03-05']);
    expect(live[0]!.counters).toMatchObject({
      leads: 2,
      'source|google': 1,
      'source|bing.com': 1,
      'stage|new|google': 1,
      'stage|contacted|google': 1,
      'stage|scheduled|google': 1,
      'stage|retained|google': 1,
    });
    expect(Object.keys(live[0]!.counters).some((name) => name.startsWith('contact|'))).toBe(true);

    const rebuilt = await rebuildLeadReport(rebuildReportDependencies());
    expect(rebuilt.leads).toBeGreaterThanOrEqual(3);
    expect(await leadCountersBetween('2025-03-01', '2025-03-31')).toEqual(live);
    expect(await leadCountersBetween('2025-02-01', '2025-02-28')).toEqual([]);
  });

  it('name at most `cap` sources a day; further sources, and their staff changes, count as "other"', async () => {
    const day = '2025-04-07';
    const lead = (source: string) => ({
      day,
      source,
      counters: { leads: 1, [`source|${source}`]: 1, [`stage|new|${source}`]: 1 },
    });
    await addLeadCounters(lead('a.example'), 2);
    await addLeadCounters(lead('b.example'), 2);
    await addLeadCounters(lead('c.example'), 2); // no room: other
    await addLeadCounters(lead('a.example'), 2); // named already: still counts under its name
    await addLeadCounters({ day, source: 'c.example', counters: { 'stage|contacted|c.example': 1 } }, 2);
    await addLeadCounters({ day, source: 'b.example', counters: { 'stage|contacted|b.example': 1 } }, 2);

    const [counted] = await leadCountersBetween(day, day);
    expect(counted!.counters).toEqual({
      leads: 4,
      sources: 2,
      'source|a.example': 2,
      'stage|new|a.example': 2,
      'source|b.example': 1,
      'stage|new|b.example': 1,
      'stage|contacted|b.example': 1,
      'source|other': 1,
      'stage|new|other': 1,
      'stage|contacted|other': 1,
    });
  });
});
