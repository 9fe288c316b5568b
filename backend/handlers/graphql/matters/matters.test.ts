/**
 * Matters against the real local stack: a matter opens only from a lead whose conflict check is cleared (the
 * server refuses otherwise), its limitation deadline is verified by the responsible attorney or an
 * administrator, a changed incident date drops the verification, the list filters by phase and attorney, the
 * critical deadlines follow phase changes and verifications, closing with an open deadline needs a
 * confirmation, the deadline is acknowledged by its attorney or an administrator only, the deadlines staff
 * add are listed by date among the limitation deadlines until completed or removed, and every operation
 * refuses a caller who is not signed-in staff.
 */
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../domain/auth/policy';
import {
  AddPartyDocument,
  DecideConflictCheckDocument,
  CasePartiesDocument,
} from '../../../contract/graphql/conflicts.generated';
import {
  AcknowledgeDeadlineDocument,
  ChangeMatterFactsDocument,
  ChangeMatterPhaseDocument,
  CloseDeadlineDocument,
  CriticalDeadlinesDocument,
  MatterDocument,
  MattersDocument,
  OpenMatterDocument,
  MatterTimelineDocument,
  SaveDeadlineDocument,
  VerifyLimitationDocument,
  type MattersQueryVariables,
  type OpenMatterInput,
} from '../../../contract/graphql/matters.generated';
import { DocumentsDocument } from '../../../contract/graphql/documents.generated';
import { AuditEntriesDocument } from '../../../contract/graphql/staff.generated';
import { MATTER_MESSAGES } from '../../../contract/matters';
import { INVALID_CURSOR_MESSAGE } from '../../../adapters/dynamodb/paging';
import { errorOf } from '../../../testing/auth-test-helpers';
import { disabledUserToken, newFirstStageToken, nonStaffToken } from '../../../testing/test-callers';
import { TEST_ADMIN, dataOf } from '../../../testing/test-stack';
import { useInbox } from '../../../testing/use-inbox';

const { stack, signedIn, submit } = useInbox();

const checkOf = async (caseId: string) =>
  dataOf((await stack.graphql(CasePartiesDocument, { caseId }, signedIn.staffToken)).body).caseParties.check;

/** A new lead, once the job the form started has checked its client. */
async function checkedLead(overrides: Parameters<typeof submit>[0] = {}) {
  const lead = await submit(overrides);
  await expect.poll(async () => (await checkOf(lead._id)).state, { timeout: 10_000 }).not.toBe('pending');
  return lead;
}

/** A new lead whose check cleared: the file's leads share a first name, so a person clears a possible conflict. */
async function clearedLead() {
  const lead = await checkedLead();
  const check = await checkOf(lead._id);
  if (check.state === 'possible') {
    const decided = await stack.graphql(
      DecideConflictCheckDocument,
      {
        caseId: lead._id,
        outcome: 'cleared',
        reason: 'Different people with similar names.',
        checkedAt: check.checkedAt!,
      },
      signedIn.staffToken,
    );
    expect(errorOf(decided.body)).toBeUndefined();
  }
  return lead;
}

const opening = (leadId: string, responsibleAttorney = TEST_ADMIN.email): OpenMatterInput => ({
  leadId,
  claimType: 'Car crash',
  responsibleAttorney,
  facts: { incidentDate: '2025-06-01', clientBirthDate: '1988-02-29', defendantKind: 'private' },
});

const openMatter = (input: OpenMatterInput, token = signedIn.staffToken) =>
  stack.graphql(OpenMatterDocument, { input }, token);

describe('a matter', () => {
  it('opens only once the conflict check is cleared, and then once', async () => {
    const first = await checkedLead({ firstName: 'Teodora', lastName: 'Brankovic' });
    await stack.graphql(
      AddPartyDocument,
      { caseId: first._id, party: { kind: 'person', name: 'Radomir Vukasinovic', role: 'adverse-driver' } },
      signedIn.staffToken,
    );
    // The caller is the other driver of the first lead: a possible conflict until a person clears it.
    const second = await checkedLead({ firstName: 'Radomir', lastName: 'Vukasinovic' });
    const check = await checkOf(second._id);
    expect(check.state).toBe('possible');
    const refused = await openMatter(opening(second._id));
    expect(errorOf(refused.body)).toBe(MATTER_MESSAGES.notCleared);
    const none = await stack.graphql(MatterDocument, { id: second._id }, signedIn.staffToken);
    expect(errorOf(none.body)).toBe(MATTER_MESSAGES.notFound);

    const decided = await stack.graphql(
      DecideConflictCheckDocument,
      {
        caseId: second._id,
        outcome: 'cleared',
        reason: 'Different people: the driver was his father.',
        checkedAt: check.checkedAt!,
      },
      signedIn.staffToken,
    );
    expect(errorOf(decided.body)).toBeUndefined();
    const opened = dataOf((await openMatter(opening(second._id))).body).openMatter;
    expect(opened).toMatchObject({
      id: second._id,
      clientName: 'Radomir Vukasinovic',
      phase: 'intake',
      responsibleAttorney: TEST_ADMIN.email,
      openedBy: signedIn.staff.email,
      limitation: { date: '2028-06-01', rules: ['personalInjury'] },
      verification: null,
      clientFolder: { name: 'Radomir Vukasinovic' },
    });
    // The client's folder: the File Manager's top-level folder of their name, made when the matter opened.
    const folder = dataOf(
      (await stack.graphql(DocumentsDocument, { folderId: opened.clientFolder!.id }, signedIn.staffToken))
        .body,
    ).documents;
    expect(folder.path.map((crumb) => crumb.name)).toEqual(['Documents', 'Radomir Vukasinovic']);
    expect(errorOf((await openMatter(opening(second._id))).body)).toBe(MATTER_MESSAGES.alreadyOpen);
  });

  it('is verified by its attorney or an administrator, and a changed incident date drops the verification', async () => {
    const lead = await checkedLead();
    const opened = dataOf((await openMatter(opening(lead._id))).body).openMatter;
    const verify = (token: string) =>
      stack.graphql(
        VerifyLimitationDocument,
        { matterId: opened.id, proposedDate: '2028-06-01', date: '2028-06-01' },
        token,
      );
    expect(errorOf((await verify(signedIn.staffToken)).body)).toBe(MATTER_MESSAGES.notVerifier);
    const verified = dataOf((await verify(signedIn.adminToken)).body).verifyLimitation;
    expect(verified.verification).toMatchObject({ date: '2028-06-01', by: TEST_ADMIN.email });

    const changed = await stack.graphql(
      ChangeMatterFactsDocument,
      {
        matterId: opened.id,
        version: verified.version,
        facts: { ...opening(lead._id).facts, incidentDate: '2025-06-03' },
      },
      signedIn.staffToken,
    );
    expect(dataOf(changed.body).changeMatterFacts).toMatchObject({
      limitation: { date: '2028-06-03' },
      verification: null,
    });

    // The timeline reads them back from the audit log, for any staff user: who did what, newest first.
    const timeline = dataOf(
      (await stack.graphql(MatterTimelineDocument, { matterId: opened.id }, signedIn.staffToken)).body,
    ).matterTimeline;
    expect(timeline.items.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['matters.facts-changed', signedIn.staff.email],
      ['matters.limitation-verified', TEST_ADMIN.email],
      ['matters.opened', signedIn.staff.email],
    ]);
  });
});

describe('acknowledging a deadline', () => {
  it('is its attorney’s or an administrator’s, of the date they saw, and is audited', async () => {
    const lead = await clearedLead();
    // The administrator is the responsible attorney; the signed-in staff member is neither.
    const opened = dataOf((await openMatter(opening(lead._id))).body).openMatter;
    const acknowledge = (token: string, date = opened.limitation.date) =>
      stack.graphql(AcknowledgeDeadlineDocument, { matterId: opened.id, date }, token);
    const refused = await acknowledge(signedIn.staffToken);
    expect(errorOf(refused.body)).toBe(MATTER_MESSAGES.notAcknowledger);
    expect(refused.body.data ?? null).toBeNull();
    expect(errorOf((await acknowledge(signedIn.adminToken, '2028-06-02')).body)).toBe(
      MATTER_MESSAGES.acknowledgedDateChanged,
    );
    const acknowledged = dataOf((await acknowledge(signedIn.adminToken)).body).acknowledgeDeadline;
    expect(acknowledged.deadlineAcknowledgement).toMatchObject({ date: '2028-06-01', by: TEST_ADMIN.email });
    const read = dataOf((await stack.graphql(MatterDocument, { id: opened.id }, signedIn.staffToken)).body);
    expect(read.matter.deadlineAcknowledgement).toEqual(acknowledged.deadlineAcknowledgement);

    const audit = dataOf(
      (
        await stack.graphql(
          AuditEntriesDocument,
          { filter: { action: 'matters.deadline-acknowledged' } },
          signedIn.adminToken,
        )
      ).body,
    ).auditEntries.items.filter((entry) => entry.targetId === opened.id);
    expect(audit.map((entry) => [entry.actorEmail, entry.detail])).toEqual([
      [TEST_ADMIN.email, 'acknowledged 2028-06-01 (not verified)'],
    ]);
  });
});

describe('the matters list and the critical deadlines', () => {
  const list = async (variables: MattersQueryVariables) =>
    dataOf((await stack.graphql(MattersDocument, variables, signedIn.staffToken)).body).matters;
  /** Every open deadline, read page by page. */
  async function allDeadlines() {
    const items = [];
    let cursor: string | null | undefined;
    do {
      const page = dataOf(
        (await stack.graphql(CriticalDeadlinesDocument, { cursor }, signedIn.staffToken)).body,
      ).criticalDeadlines;
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }
  const changePhase = (matterId: string, version: number, phase: string, confirmOpenDeadline?: boolean) =>
    stack.graphql(
      ChangeMatterPhaseDocument,
      { matterId, version, phase, confirmOpenDeadline },
      signedIn.staffToken,
    );

  it('lists, filters, moves between phases and keeps the open deadlines in date order', async () => {
    const attorney = signedIn.staff.email;
    // Three matters for one attorney (no other test's), opened a minute apart; the proposed deadlines are
    // three years after each incident: b first, then c, then a.
    const open = async (incidentDate: string) => {
      const lead = await clearedLead();
      stack.moveClock(1);
      const input = opening(lead._id, attorney);
      return dataOf((await openMatter({ ...input, facts: { ...input.facts, incidentDate } })).body)
        .openMatter;
    };
    const a = await open('2025-03-01');
    const b = await open('2024-09-15');
    const c = await open('2025-01-20');
    const mine = (ids: string[]) => ids.filter((id) => [a.id, b.id, c.id].includes(id));
    const deadlineIds = async () => mine((await allDeadlines()).map((deadline) => deadline.matterId));

    const byAttorney = await list({ responsibleAttorney: attorney });
    expect(byAttorney.items.map((matter) => matter.id)).toEqual([c.id, b.id, a.id]);
    expect(byAttorney.items.every((matter) => matter.deadlineOpen)).toBe(true);
    expect(await deadlineIds()).toEqual([b.id, c.id, a.id]);
    expect((await allDeadlines()).find((deadline) => deadline.matterId === b.id)).toEqual({
      matterId: b.id,
      clientName: b.clientName,
      responsibleAttorney: attorney,
      deadlineId: 'limitation',
      kind: 'limitation',
      title: 'Statute of limitations',
      date: '2027-09-15',
      verified: false,
      phase: 'intake',
    });

    const moved = dataOf((await changePhase(a.id, a.version, 'treatment')).body).changeMatterPhase;
    expect(moved).toMatchObject({ phase: 'treatment', version: a.version + 1, deadlineOpen: true });
    const ids = async (variables: MattersQueryVariables) =>
      (await list(variables)).items.map((matter) => matter.id);
    expect(await ids({ phase: 'treatment', responsibleAttorney: attorney })).toEqual([a.id]);
    expect(await ids({ phase: 'intake', responsibleAttorney: attorney.toUpperCase() })).toEqual([c.id, b.id]);
    expect(mine(await ids({ phase: 'treatment' }))).toEqual([a.id]);
    expect(mine(await ids({}))).toEqual([c.id, b.id, a.id]);

    // A lawyer sets an earlier date than proposed: c's deadline moves ahead of b's.
    const verified = await stack.graphql(
      VerifyLimitationDocument,
      {
        matterId: c.id,
        proposedDate: '2028-01-20',
        date: '2027-06-01',
        note: 'File before the expert leaves.',
      },
      signedIn.staffToken,
    );
    expect(errorOf(verified.body)).toBeUndefined();
    expect(await deadlineIds()).toEqual([c.id, b.id, a.id]);
    expect((await allDeadlines()).find((deadline) => deadline.matterId === c.id)).toMatchObject({
      date: '2027-06-01',
      verified: true,
    });

    // Closing b while its deadline is open is refused, naming the date, until the person confirms it.
    const refused = await changePhase(b.id, b.version, 'closed');
    expect(errorOf(refused.body)).toBe(MATTER_MESSAGES.closingWithOpenDeadline('2027-09-15'));
    expect(errorOf(refused.body)).toContain('September 15, 2027');
    const closed = dataOf((await changePhase(b.id, b.version, 'closed', true)).body).changeMatterPhase;
    expect(closed).toMatchObject({ phase: 'closed', deadlineOpen: false });
    expect(await deadlineIds()).toEqual([c.id, a.id]);
    expect(await ids({ phase: 'closed', responsibleAttorney: attorney })).toEqual([b.id]);
    expect(errorOf((await changePhase(b.id, b.version, 'intake')).body)).toBe(
      MATTER_MESSAGES.changedBySomeoneElse,
    );

    const audit = dataOf(
      (
        await stack.graphql(
          AuditEntriesDocument,
          { filter: { action: 'matters.phase-changed' } },
          signedIn.adminToken,
        )
      ).body,
    ).auditEntries.items.filter((entry) => entry.targetId === b.id);
    expect(audit.map((entry) => [entry.actorEmail, entry.detail])).toEqual([
      [attorney, 'phase intake -> closed; closed with the limitation deadline 2027-09-15 open, confirmed'],
    ]);
  });

  it('refuses an unknown phase and a forged cursor with messages a person reads', async () => {
    const unknown = await stack.graphql(MattersDocument, { phase: 'appeal' }, signedIn.staffToken);
    expect(errorOf(unknown.body)).toBe(MATTER_MESSAGES.unknownPhase);
    const forged = await stack.graphql(MattersDocument, { cursor: 'not-a-cursor' }, signedIn.staffToken);
    expect(errorOf(forged.body)).toBe(INVALID_CURSOR_MESSAGE);
    const deadlines = await stack.graphql(
      CriticalDeadlinesDocument,
      { cursor: 'not-a-cursor' },
      signedIn.staffToken,
    );
    expect(errorOf(deadlines.body)).toBe(INVALID_CURSOR_MESSAGE);
  });
});

describe('the deadlines staff add', () => {
  it('are added, listed by date among the limitation deadlines, changed, acknowledged, completed and removed, each audited', async () => {
    const lead = await clearedLead();
    const opened = dataOf((await openMatter(opening(lead._id))).body).openMatter;
    const save = (
      version: number,
      input: { kind: string; title: string; date: string; note?: string },
      deadlineId?: string,
    ) =>
      stack.graphql(
        SaveDeadlineDocument,
        { matterId: opened.id, version, deadlineId, input },
        signedIn.staffToken,
      );
    // 1999: before every limitation deadline the other tests open, so it heads the list.
    const answer = { kind: 'filing', title: 'Answer due', date: '1999-03-01', note: 'Served on 2 Feb.' };
    expect(errorOf((await save(opened.version, { ...answer, kind: 'hearing' })).body)).toBe(
      MATTER_MESSAGES.unknownDeadlineKind,
    );
    expect(errorOf((await save(opened.version + 5, answer)).body)).toBe(MATTER_MESSAGES.changedBySomeoneElse);
    const added = dataOf((await save(opened.version, answer)).body).saveDeadline;
    const [deadline] = added.deadlines;
    expect(deadline).toMatchObject({
      ...answer,
      open: true,
      addedBy: signedIn.staff.email,
      completedAt: null,
    });

    const first = async () =>
      dataOf((await stack.graphql(CriticalDeadlinesDocument, {}, signedIn.staffToken)).body).criticalDeadlines
        .items[0];
    expect(await first()).toEqual({
      matterId: opened.id,
      clientName: opened.clientName,
      responsibleAttorney: TEST_ADMIN.email,
      deadlineId: deadline!.id,
      kind: 'filing',
      title: 'Answer due',
      date: '1999-03-01',
      verified: true,
      phase: 'intake',
    });

    const moved = dataOf(
      (await save(added.version, { ...answer, date: '1999-03-08' }, deadline!.id)).body,
    ).saveDeadline;
    expect((await first())?.date).toBe('1999-03-08');
    const acknowledge = (token: string) =>
      stack.graphql(
        AcknowledgeDeadlineDocument,
        { matterId: opened.id, date: '1999-03-08', deadlineId: deadline!.id },
        token,
      );
    expect(errorOf((await acknowledge(signedIn.staffToken)).body)).toBe(MATTER_MESSAGES.notAcknowledger);
    const acknowledged = dataOf((await acknowledge(signedIn.adminToken)).body).acknowledgeDeadline;
    expect(acknowledged.deadlines[0]?.acknowledgement).toMatchObject({
      date: '1999-03-08',
      by: TEST_ADMIN.email,
    });

    const close = (version: number, outcome: string) =>
      stack.graphql(
        CloseDeadlineDocument,
        { matterId: opened.id, version, deadlineId: deadline!.id, outcome },
        signedIn.staffToken,
      );
    const completed = dataOf((await close(acknowledged.version, 'completed')).body).closeDeadline;
    expect(completed.deadlines[0]).toMatchObject({ open: false, completedBy: signedIn.staff.email });
    expect((await first())?.deadlineId).not.toBe(deadline!.id);
    const removed = dataOf((await close(completed.version, 'removed')).body).closeDeadline;
    expect(removed.deadlines).toEqual([]);
    expect(moved.version).toBe(added.version + 1);

    const audit = dataOf(
      (await stack.graphql(MatterTimelineDocument, { matterId: opened.id }, signedIn.staffToken)).body,
    ).matterTimeline.items.map((entry) => [entry.action, entry.detail]);
    expect(audit.slice(0, 5)).toEqual([
      ['matters.deadline-removed', 'Filing "Answer due" 1999-03-08 (completed)'],
      ['matters.deadline-completed', 'Filing "Answer due" 1999-03-08'],
      ['matters.deadline-acknowledged', 'Answer due: acknowledged 1999-03-08'],
      ['matters.deadline-changed', 'Filing "Answer due" 1999-03-01: date 1999-03-01 -> 1999-03-08'],
      ['matters.deadline-added', 'Filing "Answer due" 1999-03-01'],
    ]);
  });

  it('keep a matter from closing while one is open, unless confirmed', async () => {
    const lead = await clearedLead();
    const opened = dataOf((await openMatter(opening(lead._id))).body).openMatter;
    const sued = dataOf(
      (
        await stack.graphql(
          ChangeMatterPhaseDocument,
          { matterId: opened.id, version: opened.version, phase: 'litigation' },
          signedIn.staffToken,
        )
      ).body,
    ).changeMatterPhase;
    const trial = { kind: 'trial', title: 'Jury trial', date: '2027-09-14' };
    const added = dataOf(
      (
        await stack.graphql(
          SaveDeadlineDocument,
          { matterId: opened.id, version: sued.version, input: trial },
          signedIn.staffToken,
        )
      ).body,
    ).saveDeadline;
    const close = (confirmOpenDeadline?: boolean) =>
      stack.graphql(
        ChangeMatterPhaseDocument,
        { matterId: opened.id, version: added.version, phase: 'closed', confirmOpenDeadline },
        signedIn.staffToken,
      );
    expect(errorOf((await close()).body)).toBe(MATTER_MESSAGES.closingWithOpenDeadlines([trial]));
    const closed = dataOf((await close(true)).body).changeMatterPhase;
    expect(closed.deadlines[0]?.open).toBe(false);
  });
});

describe('settling before suit', () => {
  it('asks for the same confirmation as closing: the limitation deadline ends unmet', async () => {
    const lead = await clearedLead();
    const opened = dataOf((await openMatter(opening(lead._id))).body).openMatter;
    const move = (version: number, phase: string, confirmOpenDeadline?: boolean) =>
      stack.graphql(
        ChangeMatterPhaseDocument,
        { matterId: opened.id, version, phase, confirmOpenDeadline },
        signedIn.staffToken,
      );
    const negotiating = dataOf((await move(opened.version, 'negotiation')).body).changeMatterPhase;
    expect(errorOf((await move(negotiating.version, 'settlement')).body)).toBe(
      MATTER_MESSAGES.leavingWithOpenDeadline('2028-06-01', 'Settlement'),
    );
    const settled = dataOf((await move(negotiating.version, 'settlement', true)).body).changeMatterPhase;
    expect(settled).toMatchObject({ phase: 'settlement', deadlineOpen: false });
  });
});

describe('every matter operation refuses', () => {
  type Operation = () => [query: string, variables: Record<string, unknown>];
  const facts = { incidentDate: '2025-06-01', defendantKind: 'private' };
  const operations: [name: string, operation: Operation][] = [
    ['matter', () => [MatterDocument, { id: 'any' }]],
    ['openMatter', () => [OpenMatterDocument, { input: opening('any') }]],
    ['changeMatterFacts', () => [ChangeMatterFactsDocument, { matterId: 'any', version: 1, facts }]],
    [
      'verifyLimitation',
      () => [VerifyLimitationDocument, { matterId: 'any', proposedDate: '2028-06-01', date: '2028-06-01' }],
    ],
    ['acknowledgeDeadline', () => [AcknowledgeDeadlineDocument, { matterId: 'any', date: '2028-06-01' }]],
    [
      'saveDeadline',
      () => [
        SaveDeadlineDocument,
        { matterId: 'any', version: 1, input: { kind: 'trial', title: 'Trial', date: '2028-06-01' } },
      ],
    ],
    [
      'closeDeadline',
      () => [CloseDeadlineDocument, { matterId: 'any', version: 1, deadlineId: 'any', outcome: 'removed' }],
    ],
    ['matters', () => [MattersDocument, { phase: 'intake' }]],
    ['criticalDeadlines', () => [CriticalDeadlinesDocument, {}]],
    ['matterTimeline', () => [MatterTimelineDocument, { matterId: 'any' }]],
    [
      'changeMatterPhase',
      () => [
        ChangeMatterPhaseDocument,
        { matterId: 'any', version: 1, phase: 'closed', confirmOpenDeadline: true },
      ],
    ],
  ];

  it.each(operations)('%s without a token, and with a first-stage token', async (_, operation) => {
    const [query, variables] = operation();
    for (const token of ['', await newFirstStageToken(stack)]) {
      const { body } = await stack.graphql(query, variables, token);
      expect(errorOf(body)).toBe(authMessages.notSignedIn);
      expect(body.data ?? null).toBeNull();
    }
  });

  it.each(operations)(
    '%s with a session of someone who is not staff, or is disabled (401)',
    async (_, operation) => {
      const [query, variables] = operation();
      for (const token of [await nonStaffToken(), await disabledUserToken(stack)]) {
        const { status, body } = await stack.graphql(query, variables, token);
        expect(status).toBe(401);
        expect(body.data ?? null).toBeNull();
      }
    },
  );
});
