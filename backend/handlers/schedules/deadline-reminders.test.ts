/**
 * Limitation deadline reminders against the local stack, the clock moved: a matter opened about 60 days
 * before its deadline reminds its attorney at once; 30 days before, the attorney is reminded and every
 * administrator is told nobody acknowledged it, once that day however often the schedule runs; after the
 * attorney acknowledges, the next firm day mails nobody; once a lawyer sets another date, the administrators
 * are mailed again and the attorney is reminded of the new date. A deadline staff added is reminded and
 * escalated the same way, and its acknowledgement stops the escalation.
 */
import { describe, expect, it } from 'vitest';
import { productClock } from '../../adapters/clock';
import { CasePartiesDocument, DecideConflictCheckDocument } from '../../contract/graphql/conflicts.generated';
import {
  AcknowledgeDeadlineDocument,
  OpenMatterDocument,
  SaveDeadlineDocument,
  VerifyLimitationDocument,
} from '../../contract/graphql/matters.generated';
import { AuditEntriesDocument } from '../../contract/graphql/staff.generated';
import { civilDateText } from '../../contract/civil-date-text';
import { civilDateAfter } from '../../domain/matters/reminders';
import { civilDateOf, instantAt } from '../../domain/settings/business-time';
import { createAccount, signIn } from '../../testing/auth-test-helpers';
import { movedClockLeads } from '../../testing/moved-clock-leads';
import { dataOf, TEST_ADMIN } from '../../testing/test-stack';
import { useTestStack } from '../../testing/use-test-stack';

const stack = useTestStack({ testHooks: true });
// The reminders run in the notice sweeper, acting at its first run of each firm day in business hours.
const SCHEDULE = 'ConsultationNoticeSweeper';
const { moveTo, submitLead, zone, minute } = movedClockLeads(stack);

/** The attorney's reminders ("in 30 days:", "TODAY:"), and the administrators' "NOT ACKNOWLEDGED" mails. */
const REMINDER = /^Limitation deadline (in \d+ days?|TODAY): /;
const ESCALATION = /^Limitation deadline .*NOT ACKNOWLEDGED: /;

const mailsTo = async (email: string, subject: RegExp) =>
  (await stack.emails()).filter((mail) => mail.destination.to.includes(email) && subject.test(mail.subject));
const deadlineNotices = async () =>
  (await stack.emails()).filter((mail) => mail.subject.startsWith('Limitation deadline'));

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/** Moves the clock forward to 10:00 of `date` in the firm's zone. */
function moveToDay(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = instantAt({ year, month, day }, 10 * 60, zone);
  stack.moveClock(Math.ceil((target.getTime() - productClock().getTime()) / minute));
}

/** Moves the clock to 10:00 of the next weekday (a firm day by the default settings); that day. */
function nextFirmDay(): string {
  let date = civilDateAfter(civilDateOf(productClock(), zone), 1);
  while (isWeekend(date)) date = civilDateAfter(date, 1);
  moveToDay(date);
  return date;
}

/** The same day three years earlier (February 29 becomes the 28th). */
function threeYearsBefore(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(year) - 3}-${month}-${month === '02' && day === '29' ? '28' : day}`;
}

/** Waits for the lead's conflict check, and clears a possible conflict as a person would. */
async function clearConflictCheck(caseId: string, token: string) {
  const checkOf = async () =>
    dataOf((await stack.graphql(CasePartiesDocument, { caseId }, token)).body).caseParties.check;
  await expect.poll(async () => (await checkOf()).state, { timeout: 10_000 }).not.toBe('pending');
  const check = await checkOf();
  if (check.state !== 'possible') return;
  const decided = await stack.graphql(
    DecideConflictCheckDocument,
    { caseId, outcome: 'cleared', reason: 'A different person.', checkedAt: check.checkedAt! },
    token,
  );
  expect(decided.body.errors).toBeUndefined();
}

describe('limitation deadline reminders', () => {
  it('remind the attorney, escalate to every administrator from 30 days before until acknowledged, and again once the date changes', async () => {
    const attorney = await createAccount();
    const otherAdmin = await createAccount({ isAdmin: true });
    const admins = [TEST_ADMIN.email, otherAdmin.email];
    moveTo(1, 10, 0);
    const today = civilDateOf(productClock(), zone);
    const leadId = await submitLead();
    const adminToken = await signIn(stack, TEST_ADMIN);
    await clearConflictCheck(leadId, adminToken);
    const opened = dataOf(
      (
        await stack.graphql(
          OpenMatterDocument,
          {
            input: {
              leadId,
              claimType: 'Car crash',
              responsibleAttorney: attorney.email,
              facts: {
                incidentDate: threeYearsBefore(civilDateAfter(today, 60)),
                clientBirthDate: '1980-01-01',
                defendantKind: 'private',
              },
            },
          },
          adminToken,
        )
      ).body,
    ).openMatter;
    const deadline = opened.limitation.date;

    // About 60 days before: the attorney's reminder, loudly unverified; nothing to the administrators yet.
    await stack.runSchedule(SCHEDULE);
    const [first, ...more] = await mailsTo(attorney.email, REMINDER);
    expect(more).toHaveLength(0);
    expect(first!.subject).toContain(opened.clientName);
    expect(first!.subject).toContain('(NOT VERIFIED)');
    expect(first!.body.text).toContain('NOT VERIFIED by a lawyer');
    expect(first!.body.text).toContain(civilDateText(deadline));
    expect(first!.body.text).toContain(`/matters/${leadId}`);
    expect(first!.body.html).toContain(`/matters/${leadId}`);
    for (const admin of admins) expect(await mailsTo(admin, ESCALATION)).toHaveLength(0);

    // 30 days before (the Monday after, when that is a weekend): the attorney and every administrator.
    const thirtyBefore = civilDateAfter(deadline, -30);
    moveToDay(thirtyBefore);
    if (isWeekend(thirtyBefore)) nextFirmDay();
    await stack.runSchedule(SCHEDULE);
    expect(await mailsTo(attorney.email, REMINDER)).toHaveLength(2);
    for (const admin of admins) expect(await mailsTo(admin, ESCALATION)).toHaveLength(1);
    expect(await mailsTo(attorney.email, ESCALATION)).toHaveLength(0);

    // Later the same day the schedule runs again: nobody gets a second mail.
    const sent = (await deadlineNotices()).length;
    await stack.runSchedule(SCHEDULE);
    stack.moveClock(120);
    await stack.runSchedule(SCHEDULE);
    expect(await deadlineNotices()).toHaveLength(sent);

    // The attorney acknowledges the date; the next firm day mails nobody.
    const acknowledged = dataOf(
      (
        await stack.graphql(
          AcknowledgeDeadlineDocument,
          { matterId: leadId, date: deadline },
          await signIn(stack, attorney),
        )
      ).body,
    ).acknowledgeDeadline;
    expect(acknowledged.deadlineAcknowledgement).toMatchObject({ date: deadline, by: attorney.email });
    nextFirmDay();
    await stack.runSchedule(SCHEDULE);
    expect(await deadlineNotices()).toHaveLength(sent);

    // A lawyer sets an earlier date: the acknowledgement no longer counts, and the next firm day says so.
    const earlier = civilDateAfter(deadline, -1);
    const verified = dataOf(
      (
        await stack.graphql(
          VerifyLimitationDocument,
          {
            matterId: leadId,
            proposedDate: deadline,
            date: earlier,
            note: 'The client told us it was a day earlier.',
          },
          await signIn(stack, TEST_ADMIN),
        )
      ).body,
    ).verifyLimitation;
    expect(verified.deadlineAcknowledgement).toBeNull();
    nextFirmDay();
    await stack.runSchedule(SCHEDULE);
    for (const admin of admins) expect(await mailsTo(admin, ESCALATION)).toHaveLength(2);
    const reminders = await mailsTo(attorney.email, REMINDER);
    expect(reminders).toHaveLength(3);
    const latest = reminders.find((mail) => mail.body.text?.includes(civilDateText(earlier)));
    expect(latest).toBeDefined();
    expect(latest!.body.text).not.toContain('NOT VERIFIED');

    const audit = dataOf(
      (
        await stack.graphql(
          AuditEntriesDocument,
          { filter: { action: 'matters.deadline-acknowledged' } },
          await signIn(stack, TEST_ADMIN),
        )
      ).body,
    ).auditEntries.items;
    expect(audit.map((entry) => [entry.targetId, entry.actorEmail, entry.detail])).toEqual([
      [leadId, attorney.email, `acknowledged ${deadline} (not verified)`],
    ]);
  }, 120_000);

  it('remind of a deadline staff added as of the limitation deadline, and stop escalating once it is acknowledged', async () => {
    const attorney = await createAccount();
    moveTo(2, 10, 0);
    const today = civilDateOf(productClock(), zone);
    const leadId = await submitLead();
    const adminToken = await signIn(stack, TEST_ADMIN);
    await clearConflictCheck(leadId, adminToken);
    // An incident last week: the limitation deadline is three years off, beyond the first reminder.
    const opened = dataOf(
      (
        await stack.graphql(
          OpenMatterDocument,
          {
            input: {
              leadId,
              claimType: 'Car crash',
              responsibleAttorney: attorney.email,
              facts: { incidentDate: civilDateAfter(today, -7), defendantKind: 'private' },
            },
          },
          adminToken,
        )
      ).body,
    ).openMatter;
    const trialDate = civilDateAfter(today, 30);
    const added = dataOf(
      (
        await stack.graphql(
          SaveDeadlineDocument,
          {
            matterId: leadId,
            version: opened.version,
            input: { kind: 'trial', title: 'Jury trial', date: trialDate },
          },
          adminToken,
        )
      ).body,
    ).saveDeadline;
    const ofThisMatter = async (email: string) =>
      (await stack.emails()).filter(
        (mail) => mail.destination.to.includes(email) && mail.subject.includes(opened.clientName),
      );

    await stack.runSchedule(SCHEDULE);
    expect((await ofThisMatter(attorney.email)).map((mail) => mail.subject)).toEqual([
      `Trial: Jury trial in 30 days: ${opened.clientName}`,
    ]);
    expect((await ofThisMatter(TEST_ADMIN.email)).map((mail) => mail.subject)).toEqual([
      `Trial: Jury trial in 30 days, NOT ACKNOWLEDGED: ${opened.clientName}`,
    ]);
    const [reminder] = await ofThisMatter(attorney.email);
    expect(reminder!.body.text).toContain(civilDateText(trialDate));
    expect(reminder!.body.text).not.toContain('NOT VERIFIED');

    // Acknowledged by the attorney: the next firm day mails the administrators nothing about it.
    await stack.graphql(
      AcknowledgeDeadlineDocument,
      { matterId: leadId, date: trialDate, deadlineId: added.deadlines[0]!.id },
      await signIn(stack, attorney),
    );
    nextFirmDay();
    await stack.runSchedule(SCHEDULE);
    expect(await ofThisMatter(TEST_ADMIN.email)).toHaveLength(1);
    expect(await ofThisMatter(attorney.email)).toHaveLength(1);
  }, 120_000);
});
