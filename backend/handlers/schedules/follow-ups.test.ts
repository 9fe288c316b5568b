/**
 * Follow-ups against the local stack, the clock moved: a lead moved to Contacted on Monday 10:00 and left
 * untouched is due on Wednesday at 10:00; it shows in its assignee's "My follow-ups", and the assignee gets
 * exactly one digest that day (nobody without a due follow-up gets one).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRM_SETTINGS } from '../../contract/firm-settings';
import {
  ConsultationDocument,
  MyFollowUpsDocument,
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

const digestsTo = async (email: string) =>
  (await stack.emails()).filter(
    (mail) => mail.destination.to.includes(email) && /^Your follow-ups today/.test(mail.subject),
  );

describe('follow-ups that come back', () => {
  it('a Contacted lead untouched for 2 business days is in My follow-ups and in exactly one digest', async () => {
    const ben = await createAccount();
    moveTo(1, 10, 0);
    const id = await submitLead();
    const adminToken = await signIn(stack, TEST_ADMIN);
    const { version } = dataOf((await stack.graphql(ConsultationDocument, { id }, adminToken)).body)
      .consultation.consultation;
    await stack.graphql(
      UpdateConsultationDocument,
      { id, version, leadStatus: 'contacted', assigneeEmail: ben.email },
      adminToken,
    );
    await stack.runSchedule(SWEEPER);

    moveTo(2, 12, 0);
    let benToken = await signIn(stack, ben);
    const mine = async () =>
      dataOf((await stack.graphql(MyFollowUpsDocument, {}, benToken)).body).myFollowUps.map(
        (lead) => lead._id,
      );
    expect(await mine()).not.toContain(id);
    await stack.runSchedule(SWEEPER);
    expect(await digestsTo(ben.email)).toHaveLength(0);

    moveTo(3, 8, 0);
    await stack.runSchedule(SWEEPER);
    await stack.runSchedule(SWEEPER);
    const digests = await digestsTo(ben.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.body.text).toContain(`/consultations/${id}`);
    expect(await digestsTo(TEST_ADMIN.email)).toHaveLength(0);

    wait(150);
    benToken = await signIn(stack, ben);
    const [first] = dataOf((await stack.graphql(MyFollowUpsDocument, {}, benToken)).body).myFollowUps;
    expect(first).toMatchObject({ _id: id, overdue: true });
    await stack.runSchedule(SWEEPER);
    expect(await digestsTo(ben.email)).toHaveLength(1);
    expect(await mine()).toContain(id);
  }, 120_000);
});
