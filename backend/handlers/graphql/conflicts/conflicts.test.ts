/**
 * The conflict check against the real local stack: a new lead's client is filed and checked by the job the
 * form starts, a party added on one lead is found from another (declined leads included), a person decides
 * with a reason on the check as it was, and every refusal a staff screen relies on.
 */
import { describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGES } from '../../../contract/conflicts';
import {
  AddPartyDocument,
  CasePartiesDocument,
  DecideConflictCheckDocument,
  RemovePartyDocument,
  RoutinePartiesDocument,
  SetRoutinePartiesDocument,
  type PartyInput,
} from '../../../contract/graphql/conflicts.generated';
import { AuditEntriesDocument } from '../../../contract/graphql/staff.generated';
import { errorOf } from '../../../testing/auth-test-helpers';
import { dataOf } from '../../../testing/test-stack';
import { useInbox } from '../../../testing/use-inbox';

const { stack, signedIn, submit, inbox, open, update } = useInbox();

const partiesOf = async (caseId: string, token = signedIn.staffToken) =>
  dataOf((await stack.graphql(CasePartiesDocument, { caseId }, token)).body).caseParties;

/** The check of a new lead, once the job the form started has filed its client. */
async function checkedLead(firstName: string, lastName: string, email: string, phone: string) {
  const lead = await submit({ firstName, lastName, email, phone });
  await expect
    .poll(async () => (await partiesOf(lead._id)).check.state, { timeout: 10_000 })
    .not.toBe('pending');
  return { lead, view: await partiesOf(lead._id) };
}

const add = (caseId: string, party: PartyInput, token = signedIn.staffToken) =>
  stack.graphql(AddPartyDocument, { caseId, party }, token);

describe('the conflict check', () => {
  it("files a new lead's client by itself and finds nothing for a stranger", async () => {
    const { lead, view } = await checkedLead(
      'Imogen',
      'Thistlewaite',
      'imogen.t@example.com',
      '(206) 555-0101',
    );
    expect(view.parties).toEqual([
      expect.objectContaining({
        name: 'Imogen Thistlewaite',
        role: 'client',
        kind: 'person',
        email: 'imogen.t@example.com',
        addedBy: 'visitor',
      }),
    ]);
    expect(view.check).toMatchObject({ state: 'clear', hits: [], moreHits: 0 });
    expect((await inbox({ search: 'Thistlewaite' })).items[0]).toMatchObject({
      _id: lead._id,
      conflictState: 'clear',
    });
  });

  it('flags a caller who is the other driver of a declined lead, naming that lead and the role there', async () => {
    const first = await checkedLead('Marisol', 'Quintanilla', 'marisol.q@example.com', '(206) 555-0102');
    const added = await add(first.lead._id, {
      kind: 'person',
      name: 'Robert Vandersloot',
      role: 'adverse-driver',
      phone: '+1 (425) 555-0177',
    });
    expect(errorOf(added.body)).toBeUndefined();
    // Turned away: a prospective client's matter stays protected (RPC 1.18), so its parties are still searched.
    const { version } = (await open(first.lead._id)).consultation;
    await update({ id: first.lead._id, version, leadStatus: 'declined' });

    const second = await checkedLead('Bob', 'Vandersloot', 'bobv@example.com', '425.555.0177');
    expect(second.view.check.state).toBe('possible');
    expect(second.view.check.hits).toEqual([
      expect.objectContaining({
        partyName: 'Bob Vandersloot',
        caseId: first.lead._id,
        caseLabel: 'Lead: Marisol Quintanilla',
        caseStatus: 'Declined',
        otherPartyName: 'Robert Vandersloot',
        otherPartyRole: 'adverse-driver',
        reasons: expect.arrayContaining(['same phone', 'nickname']),
      }),
    ]);
    expect(
      (await inbox({ search: 'Vandersloot' })).items.find((item) => item._id === second.lead._id),
    ).toMatchObject({ conflictState: 'possible' });

    // The first lead's own check, run again when a party changes, finds the new caller from the other side.
    const again = dataOf(
      (
        await add(first.lead._id, {
          kind: 'organisation',
          name: 'Evergreen Mutual Insurance Company',
          role: 'adverse-insurer',
        })
      ).body,
    ).addParty;
    expect(again.check.hits.map((hit) => [hit.partyName, hit.caseId])).toContainEqual([
      'Robert Vandersloot',
      second.lead._id,
    ]);
  });

  it('takes a decision only with a reason and on the check as it was, and audits it with the hits', async () => {
    const first = await checkedLead('Perpetua', 'Okonkwo-Laird', 'perpetua@example.com', '(206) 555-0103');
    await add(first.lead._id, {
      kind: 'organisation',
      name: 'Cascadia Freight Lines, LLC',
      role: 'adverse-company',
    });
    const second = await checkedLead('Hollis', 'Brandeis', 'hollis@example.com', '(206) 555-0104');
    const listed = dataOf(
      (
        await add(second.lead._id, {
          kind: 'organisation',
          name: 'Cascadia Freight Lines Inc.',
          role: 'adverse-company',
        })
      ).body,
    ).addParty;
    expect(listed.check.state).toBe('possible');
    const checkedAt = listed.check.checkedAt!;

    const decide = (reason: string, at = checkedAt, token = signedIn.staffToken) =>
      stack.graphql(
        DecideConflictCheckDocument,
        { caseId: second.lead._id, outcome: 'cleared', reason, checkedAt: at },
        token,
      );
    expect(errorOf((await decide('   ')).body)).toBe(CONFLICT_MESSAGES.reasonRequired);
    expect(
      errorOf(
        (await decide('Same defendant, both our clients: no conflict', '2020-01-01T00:00:00.000Z')).body,
      ),
    ).toBe(CONFLICT_MESSAGES.changedMeanwhile);
    const decided = dataOf(
      (await decide('Same defendant, both our clients: no conflict')).body,
    ).decideConflictCheck;
    expect(decided.check).toMatchObject({
      state: 'cleared',
      decision: {
        outcome: 'cleared',
        reason: 'Same defendant, both our clients: no conflict',
        by: signedIn.staff.email,
      },
    });
    expect((await partiesOf(second.lead._id)).check.state).toBe('cleared');

    const audit = dataOf(
      (
        await stack.graphql(
          AuditEntriesDocument,
          { filter: { action: 'conflicts.decided' } },
          signedIn.adminToken,
        )
      ).body,
    ).auditEntries.items;
    expect(audit.find((entry) => entry.targetId === second.lead._id)?.detail).toMatch(
      /Cleared after the check of .*Cascadia Freight Lines Inc\. ~ Cascadia Freight Lines, LLC/,
    );

    // A party that matches nobody new leaves the decision standing: the person saw every hit there is.
    const witnessed = dataOf(
      (
        await add(second.lead._id, {
          kind: 'person',
          name: 'Wilhelmina Ostrowski-Pryce',
          role: 'witness',
        })
      ).body,
    ).addParty;
    expect(witnessed.check).toMatchObject({ state: 'cleared', decision: { outcome: 'cleared' } });

    // A change that leaves other hits runs the check again; the decision on the old result is dropped.
    const party = witnessed.parties.find((each) => each.name === 'Cascadia Freight Lines Inc.')!;
    const removed = dataOf(
      (
        await stack.graphql(
          RemovePartyDocument,
          { caseId: second.lead._id, partyId: party.id },
          signedIn.staffToken,
        )
      ).body,
    ).removeParty;
    expect(removed.check).toMatchObject({ state: 'clear', hits: [] });
    expect(removed.check.decision).toBeNull();
    expect(errorOf((await decide('again')).body)).toBe(CONFLICT_MESSAGES.changedMeanwhile);
  });

  it('refuses a party it cannot file, and a lead that does not exist', async () => {
    const { lead } = await checkedLead('Ottoline', 'Farquharson', 'ottoline@example.com', '(206) 555-0105');
    const refused = async (party: PartyInput) => errorOf((await add(lead._id, party)).body);
    expect(await refused({ kind: 'person', name: ' ', role: 'witness' })).toBe(
      CONFLICT_MESSAGES.nameRequired,
    );
    expect(await refused({ kind: 'robot', name: 'R2', role: 'witness' })).toBe(CONFLICT_MESSAGES.kindInvalid);
    expect(await refused({ kind: 'person', name: 'Al', role: 'judge' })).toBe(CONFLICT_MESSAGES.roleInvalid);
    expect(await refused({ kind: 'person', name: 'Al', role: 'witness', email: 'not-an-email' })).toBe(
      CONFLICT_MESSAGES.emailInvalid,
    );
    expect(await refused({ kind: 'person', name: 'Al', role: 'witness', phone: '12' })).toBe(
      CONFLICT_MESSAGES.phoneInvalid,
    );
    const missing = await add('00000000-0000-4000-8000-000000000000', {
      kind: 'person',
      name: 'Al',
      role: 'witness',
    });
    expect(errorOf(missing.body)).toBe(CONFLICT_MESSAGES.leadNotFound);
    expect((await partiesOf(lead._id)).parties).toHaveLength(1);
  });

  it("shows a match with an insurer on the firm's routine list without flagging it, and searches no routine party", async () => {
    const setList = (names: string[], token = signedIn.adminToken) =>
      stack.graphql(SetRoutinePartiesDocument, { names }, token);
    const saved = await setList([
      '  Olympic Peninsula Casualty Co. ',
      '',
      'Olympic Peninsula Casualty, Inc.',
    ]);
    expect(dataOf(saved.body).setRoutineParties).toEqual(['Olympic Peninsula Casualty Co.']);
    expect(
      dataOf((await stack.graphql(RoutinePartiesDocument, {}, signedIn.staffToken)).body).routineParties,
    ).toEqual(['Olympic Peninsula Casualty Co.']);

    const first = await checkedLead('Ignatius', 'Pemberton-Lowe', 'ignatius@example.com', '(206) 555-0106');
    await add(first.lead._id, {
      kind: 'organisation',
      name: 'Olympic Peninsula Casualty',
      role: 'adverse-insurer',
    });
    const second = await checkedLead('Cordelia', 'Fairweather', 'cordelia@example.com', '(206) 555-0107');
    const own = dataOf(
      (
        await add(second.lead._id, {
          kind: 'organisation',
          name: 'Olympic Peninsula Casualty Company',
          role: 'own-insurer',
        })
      ).body,
    ).addParty;
    const insurer = own.parties.find((party) => party.role === 'own-insurer')!;
    expect(own.check).toMatchObject({ state: 'clear', hits: [], notSearched: [insurer.id] });

    // A spelling that is not on the list is searched: its hit on the listed insurer is shown, and does not flag.
    const misspelt = dataOf(
      (
        await add(second.lead._id, {
          kind: 'organisation',
          name: 'Olimpic Peninsula Casualty',
          role: 'adverse-insurer',
        })
      ).body,
    ).addParty;
    expect(misspelt.check.state).toBe('clear');
    expect(misspelt.check.hits).toEqual([
      expect.objectContaining({
        caseId: first.lead._id,
        otherPartyName: 'Olympic Peninsula Casualty',
        routine: true,
      }),
    ]);

    const audit = dataOf(
      (
        await stack.graphql(
          AuditEntriesDocument,
          { filter: { action: 'conflicts.routine-changed' } },
          signedIn.adminToken,
        )
      ).body,
    ).auditEntries.items;
    expect(audit[0]?.detail).toBe('1 name(s); added: Olympic Peninsula Casualty Co.; removed: none');
  });
});
