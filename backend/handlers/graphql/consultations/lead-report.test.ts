/**
 * The lead report against the local stack: leads sent through the public form from their own networks and
 * moved by staff, the clock moved between; the report for the range shows the counts, conversion and
 * median time to first contact that the inbox's CSV export of the same leads gives (the test computes both),
 * and the report's own CSV of the range counts each source's leads as the inbox's CSV does.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productClock } from '../../../adapters/clock';
import { CLIENT_TYPES, type ConsultationLanguage } from '../../../contract/consultation';
import { DEFAULT_FIRM_SETTINGS } from '../../../contract/firm-settings';
import {
  ConsultationDocument,
  ExportConsultationsDocument,
  ExportLeadReportDocument,
  LeadReportDocument,
  UpdateConsultationDocument,
} from '../../../contract/graphql/consultation-inbox.generated';
import { AuditEntriesDocument } from '../../../contract/graphql/staff.generated';
import type { LeadSource } from '../../../contract/consultation-inbox';
import { isWithinBusinessHours } from '../../../domain/settings/business-time';
import {
  bucketBound,
  contactBucketOf,
  funnelRankOf,
  reportDayOf,
  sourceNameOf,
} from '../../../domain/reports/lead-aggregates';
import { errorOf, signIn } from '../../../testing/auth-test-helpers';
import { useSignedInStaff } from '../../../testing/test-callers';
import { dataOf, TEST_ADMIN } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';
import { postConsultation, solvedBotCheck } from './consultation-client';

const stack = useTestStack({ testHooks: true });
const signedIn = useSignedInStaff(stack);
const settings = DEFAULT_FIRM_SETTINGS;

let visitor = 0;
async function submit(source: LeadSource, language: ConsultationLanguage = 'en'): Promise<string> {
  visitor += 1;
  const from = `127.62.0.${visitor}`;
  const tag = randomUUID().slice(0, 8);
  const answer = await postConsultation(
    stack.url,
    {
      firstName: 'Ana',
      lastName: `Report${tag}`,
      email: `report-${tag}@example.com`,
      phone: `(206) 555-02${String(visitor).padStart(2, '0')}`,
      typeOfClient: CLIENT_TYPES[visitor % 2]!,
      message: 'I was hurt in a crash.',
      idempotencyKey: randomUUID(),
      source,
      language,
      botCheck: await solvedBotCheck(stack.url, from),
    },
    from,
  );
  if (!answer.consultation) throw new Error(`submit failed: ${answer.errorMessage}`);
  return answer.consultation._id;
}

/** Moves the clock on and signs in again (a session idles out while the clock jumps). */
async function wait(minutes: number) {
  stack.moveClock(minutes);
  signedIn.staffToken = await signIn(stack, signedIn.staff);
  signedIn.adminToken = await signIn(stack, TEST_ADMIN);
}

async function moveTo(id: string, leadStatus: string) {
  const { version } = dataOf((await stack.graphql(ConsultationDocument, { id }, signedIn.staffToken)).body)
    .consultation.consultation;
  const answer = await stack.graphql(
    UpdateConsultationDocument,
    { id, version, leadStatus },
    signedIn.staffToken,
  );
  expect(errorOf(answer.body)).toBeUndefined();
}

/** Every cell is quoted and no test value holds a quote, comma or line break. */
function parseCsv(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.slice(1, -1).split('","'));
  return lines.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
}

function nearestRank(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(fraction * sorted.length) - 1]!;
}

describe('the lead report', () => {
  it('shows the counts, conversion and median time the inbox CSV of the same leads gives', async () => {
    const google = { utmSource: 'google', utmMedium: 'cpc', page: '/contact' };
    const ids = [
      await submit(google),
      await submit(google, 'es'),
      await submit({ referrer: 'https://www.bing.com/search?q=injury' }),
      await submit({}, 'es'),
      await submit({}),
    ];
    await wait(12);
    await moveTo(ids[0]!, 'contacted');
    await moveTo(ids[1]!, 'retained'); // skips Contacted and Scheduled: counted in both
    await wait(30);
    await moveTo(ids[2]!, 'scheduled');
    await moveTo(ids[0]!, 'scheduled');

    const today = reportDayOf(productClock(), settings.timeZone);
    const range = { from: `${today.slice(0, 4)}-01-01`, to: today };
    const answer = await stack.graphql(LeadReportDocument, range, signedIn.staffToken);
    expect(errorOf(answer.body)).toBeUndefined();
    const report = dataOf(answer.body).leadReport;

    const exported = await stack.graphql(ExportConsultationsDocument, {}, signedIn.adminToken);
    const rows = parseCsv(await (await fetch(dataOf(exported.body).exportConsultations.url)).text()).filter(
      (row) => {
        const day = reportDayOf(new Date(row['Received']!), settings.timeZone);
        return day >= range.from && day <= range.to;
      },
    );
    expect(rows).toHaveLength(5);
    expect(report.total).toBe(rows.length);
    const statusRank: Record<string, number> = {
      New: funnelRankOf('new'),
      Contacted: funnelRankOf('contacted'),
      'Consultation scheduled': funnelRankOf('scheduled'),
      Retained: funnelRankOf('retained'),
    };
    const sourceOf = (row: Record<string, string>) =>
      sourceNameOf({
        utmSource: row['utm_source'] || undefined,
        utmMedium: row['utm_medium'] || undefined,
        referrer: row['Referrer'] || undefined,
      });
    for (const source of new Set(rows.map(sourceOf))) {
      const ofSource = rows.filter((row) => sourceOf(row) === source);
      const retained = ofSource.filter((row) => statusRank[row['Status']!] === 3).length;
      const scheduled = ofSource.filter((row) => statusRank[row['Status']!]! >= 2).length;
      expect(report.bySource).toContainEqual({ label: source, count: ofSource.length });
      expect(report.funnel).toContainEqual(
        expect.objectContaining({
          source,
          new: ofSource.length,
          scheduled,
          retained,
          retainedRate: Math.round((retained / ofSource.length) * 1000) / 1000,
        }),
      );
    }
    for (const hours of ['within', 'outside'] as const) {
      const minutes = rows
        .filter((row) => row['First contact'])
        .filter((row) => isWithinBusinessHours(new Date(row['Received']!), settings) === (hours === 'within'))
        .map((row) =>
          Math.floor((Date.parse(row['First contact']!) - Date.parse(row['Received']!)) / 60_000),
        );
      const shown = report.firstContact.find((row) => row.hours === hours);
      expect(shown?.contacted).toBe(minutes.length);
      expect(shown?.medianMinutes).toBe(
        minutes.length ? bucketBound(contactBucketOf(nearestRank(minutes, 0.5))) : null,
      );
    }
    expect(report.bySource.map((row) => row.label).sort()).toEqual(['bing.com', 'direct', 'google / cpc']);
    const inboxByLanguage = ['English', 'Spanish'].map((label) => ({
      label,
      count: rows.filter((row) => row['Language'] === label).length,
    }));
    expect(inboxByLanguage).toEqual([
      { label: 'English', count: 3 },
      { label: 'Spanish', count: 2 },
    ]);
    expect(report.byLanguage).toEqual(inboxByLanguage);

    // The report's own CSV for the range counts the leads of each source as the inbox's CSV does.
    const reportExport = await stack.graphql(ExportLeadReportDocument, range, signedIn.staffToken);
    const reportRows = parseCsv(await (await fetch(dataOf(reportExport.body).exportLeadReport.url)).text());
    const countsIn = (section: string) =>
      Object.fromEntries(
        reportRows
          .filter((row) => row['Section'] === section)
          .map((row) => [row['Label'], Number(row['Value'])]),
      );
    const inboxBySource = Object.fromEntries(
      [...new Set(rows.map(sourceOf))].map((source) => [
        source,
        rows.filter((row) => sourceOf(row) === source).length,
      ]),
    );
    expect(countsIn('Leads by source')).toEqual(inboxBySource);
    expect(countsIn('Leads by language')).toEqual({ English: 3, Spanish: 2 });
    expect(countsIn('Leads')).toEqual({ Total: rows.length });
  });

  it('exports the report as CSV for any staff user, audited', async () => {
    const today = reportDayOf(productClock(), settings.timeZone);
    const { body } = await stack.graphql(
      ExportLeadReportDocument,
      { from: today, to: today },
      signedIn.staffToken,
    );
    expect(errorOf(body)).toBeUndefined();
    const csv = await (await fetch(dataOf(body).exportLeadReport.url)).text();
    expect(csv.split('\r\n')[0]).toBe('"Section","Label","Value"');
    expect(csv).toContain('"Leads","Total"');
    const audit = await stack.graphql(
      AuditEntriesDocument,
      { filter: { action: 'reports.exported' } },
      signedIn.adminToken,
    );
    expect(dataOf(audit.body).auditEntries.items.map((entry) => entry.actorEmail)).toContain(
      signedIn.staff.email,
    );
  });

  it('refuses a range longer than a year', async () => {
    const { body } = await stack.graphql(
      LeadReportDocument,
      { from: '2024-01-01', to: '2025-01-01' },
      signedIn.staffToken,
    );
    expect(errorOf(body)).toMatch(/at most 366 days/);
  });
});
