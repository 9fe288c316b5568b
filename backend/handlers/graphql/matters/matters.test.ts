/**
 * Matters against the real local stack: a matter opens only from a lead whose conflict check is cleared (the
 * server refuses otherwise), its limitation deadline is verified by the responsible attorney or an
 * administrator, a changed incident date drops the verification, and every operation refuses a caller who is
 * not signed-in staff.
 */
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../domain/auth/policy';
import {
  AddPartyDocument,
  DecideConflictCheckDocument,
  CasePartiesDocument,
} from '../../../contract/graphql/conflicts.generated';
import {
  ChangeMatterFactsDocument,
  MatterDocument,
  OpenMatterDocument,
  VerifyLimitationDocument,
  type OpenMatterInput,
} from '../../../contract/graphql/matters.generated';
import { MATTER_MESSAGES } from '../../../contract/matters';
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
    });
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
