/**
 * The first-contact alerts against the local stack (dynalite, local SES), the clock moved by its test hook
 * and the schedule run by hand: a lead at 10:00 on a weekday alerts its assignee at 10:15 and the
 * administrators at 10:30; one at 17:55 on a Friday alerts at 08:10 on Monday; moving it to Contacted stops
 * the alerts and the request shows its time to first contact.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRM_SETTINGS } from '../../contract/firm-settings';
import {
  ConsultationDocument,
  LeadsAwaitingContactDocument,
  UpdateConsultationDocument,
} from '../../contract/graphql/consultation-inbox.generated';
import { instantAt, wallTime } from '../../domain/settings/business-time';
import { createAccount, signIn } from '../../testing/auth-test-helpers';
import { dataOf, TEST_ADMIN } from '../../testing/test-stack';
import { movedClockLeads } from '../../testing/moved-clock-leads';
import { useTestStack } from '../../testing/use-test-stack';

const stack = useTestStack({ testHooks: true });
const ZONE = DEFAULT_FIRM_SETTINGS.timeZone;
const SWEEPER = 'ConsultationNoticeSweeper';
const MINUTE = 60_000;

const { moveTo, wait, submitLead } = movedClockLeads(stack);

async function alertsAbout(id: string) {
  return (await stack.emails()).filter(
    (mail) => /waiting|Escalation/.test(mail.subject) && (mail.body.text ?? '').includes(id),
  );
}

async function open(id: string, token: string) {
  return dataOf((await stack.graphql(ConsultationDocument, { id }, token)).body).consultation.consultation;
}

describe('first-contact alerts', () => {
  it('10:00 on a weekday: the assignee at 10:15, the administrators at 10:30, then nothing more', async () => {
    const assignee = await createAccount();
    moveTo(3, 10, 0);
    const id = await submitLead();
    const adminToken = await signIn(stack, TEST_ADMIN);
    const { version } = await open(id, adminToken);
    await stack.graphql(
      UpdateConsultationDocument,
      { id, version, assigneeEmail: assignee.email },
      adminToken,
    );

    wait(14);
    await stack.runSchedule(SWEEPER);
    expect(await alertsAbout(id)).toEqual([]);
    wait(1);
    await stack.runSchedule(SWEEPER);
    const first = await alertsAbout(id);
    expect(first.map((mail) => mail.destination.to)).toEqual([[assignee.email]]);

    wait(14);
    await stack.runSchedule(SWEEPER);
    expect(await alertsAbout(id)).toHaveLength(1);
    wait(1);
    await stack.runSchedule(SWEEPER);
    const escalated = (await alertsAbout(id)).slice(1);
    expect(escalated.map((mail) => mail.destination.to)).toEqual([[TEST_ADMIN.email]]);
    expect(escalated[0]!.subject).toMatch(/^Escalation/);

    wait(30);
    await stack.runSchedule(SWEEPER);
    expect(await alertsAbout(id)).toHaveLength(2);
  }, 120_000);

  it('17:55 on a Friday alerts at 08:10 on Monday; Contacted stops the alerts and shows the time to first contact', async () => {
    const friday = moveTo(5, 17, 55);
    const id = await submitLead();
    // From the minute it arrived to Monday 08:09 and 08:10 (whole minutes, so the seconds stay the same).
    const { year, month, day } = wallTime(friday, ZONE);
    const monday = instantAt({ year, month, day: day + 3 }, 8 * 60 + 10, ZONE);
    wait((monday.getTime() - friday.getTime()) / MINUTE - 1);
    await stack.runSchedule(SWEEPER);
    expect(await alertsAbout(id)).toEqual([]);
    wait(1);
    await stack.runSchedule(SWEEPER);
    const unassigned = (await alertsAbout(id)).flatMap((mail) => mail.destination.to);
    expect(unassigned).toContain(TEST_ADMIN.email);
    expect(unassigned.length).toBeGreaterThan(1);

    const adminToken = await signIn(stack, TEST_ADMIN);
    const awaiting = async (token: string) =>
      dataOf((await stack.graphql(LeadsAwaitingContactDocument, {}, token)).body).leadsAwaitingContact.map(
        (lead) => lead._id,
      );
    expect(await awaiting(adminToken)).toContain(id);
    const waiting = await open(id, adminToken);
    expect(waiting.firstResponse).toEqual({ answered: false, minutes: expect.any(Number) });
    wait(2);
    await stack.graphql(
      UpdateConsultationDocument,
      { id, version: waiting.version, leadStatus: 'contacted' },
      adminToken,
    );
    const sent = (await alertsAbout(id)).length;
    wait(30);
    await stack.runSchedule(SWEEPER);
    expect(await alertsAbout(id)).toHaveLength(sent);
    // Thirty idle minutes end a session: the administrator signs in again.
    const laterToken = await signIn(stack, TEST_ADMIN);
    expect(await awaiting(laterToken)).not.toContain(id);
    const answered = await open(id, laterToken);
    expect(answered.firstResponse?.answered).toBe(true);
    expect(answered.firstResponse?.minutes).toBe(waiting.firstResponse!.minutes + 2);
  }, 120_000);
});
