/**
 * The first-contact alerts against the local stack (dynalite, local SES), the clock moved by its test hook
 * and the schedule run by hand: a lead at 10:00 on a weekday alerts its assignee at 10:15 and the
 * administrators at 10:30; one at 17:55 on a Friday alerts at 08:10 on Monday; moving it to Contacted stops
 * the alerts and the request shows its time to first contact.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRM_SETTINGS } from '../../contract/firm-settings';
import {
  ConsultationDocument,
  LeadsAwaitingContactDocument,
  UpdateConsultationDocument,
} from '../../contract/graphql/consultation-inbox.generated';
import { productClock } from '../../adapters/clock';
import { instantAt, wallTime } from '../../domain/settings/business-time';
import { createAccount, signIn } from '../../testing/auth-test-helpers';
import { dataOf, TEST_ADMIN } from '../../testing/test-stack';
import { useTestStack } from '../../testing/use-test-stack';
import { postConsultation } from '../graphql/consultations/consultation-client';

const stack = useTestStack({ testHooks: true });
const ZONE = DEFAULT_FIRM_SETTINGS.timeZone;
const SWEEPER = 'ConsultationNoticeSweeper';
const MINUTE = 60_000;

/** Moves the clock forward to the next `weekday` (ISO, 1 = Monday) at `hour:minute` in Los Angeles. */
function moveTo(weekday: number, hour: number, minute: number): Date {
  const now = productClock();
  for (let days = 0; days < 8; days += 1) {
    const day = wallTime(new Date(now.getTime() + days * 24 * 60 * MINUTE), ZONE);
    const date = { year: day.year, month: day.month, day: day.day };
    const target = instantAt(date, hour * 60 + minute, ZONE);
    const isoWeekday = ((new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7) + 1;
    if (isoWeekday === weekday && target > now) {
      stack.moveClock(Math.ceil((target.getTime() - now.getTime()) / MINUTE));
      return target;
    }
  }
  throw new Error('no such day ahead');
}

/** Moves the clock on by minutes; returns the new time. */
const wait = (minutes: number) => stack.moveClock(minutes);

let visitor = 0;
async function submitLead(): Promise<string> {
  visitor += 1;
  const tag = randomUUID().slice(0, 8);
  const answer = await postConsultation(
    stack.url,
    {
      firstName: 'Robin',
      lastName: `Hale${tag}`,
      email: `robin-${tag}@example.com`,
      phone: `(206) 555-01${String(visitor).padStart(2, '0')}`,
      typeOfClient: 'Yes, I am a potential new client',
      message: 'I was hurt in a crash.',
      idempotencyKey: randomUUID(),
    },
    `127.71.0.${visitor}`,
  );
  if (!answer.consultation) throw new Error(`submit failed: ${answer.errorMessage}`);
  return answer.consultation._id;
}

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
