/**
 * Follow-ups against the local stack, the clock moved: a lead moved to Contacted on Monday 10:00 and left
 * untouched is due on Wednesday at 10:00; it shows in its assignee's "My follow-ups", and the assignee gets
 * exactly one digest that day (nobody without a due follow-up gets one).
 */
import { describe, expect, it } from 'vitest';
import {
  ConsultationDocument,
  MyFollowUpsDocument,
  UpdateConsultationDocument,
} from '../../contract/graphql/consultation-inbox.generated';
import { createAccount, signIn } from '../../testing/auth-test-helpers';
import { dataOf, TEST_ADMIN } from '../../testing/test-stack';
import { movedClockLeads } from '../../testing/moved-clock-leads';
import { useTestStack } from '../../testing/use-test-stack';

const stack = useTestStack({ testHooks: true });
const SWEEPER = 'ConsultationNoticeSweeper';

const { moveTo, wait, submitLead } = movedClockLeads(stack);

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
