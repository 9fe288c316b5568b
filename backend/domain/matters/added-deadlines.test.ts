import { describe, expect, it } from 'vitest';
import { MATTER_LIMITS, MATTER_MESSAGES } from '../../contract/matters';
import { MemoryAuditStore } from '../../testing/memory-audit-store';
import { storedUser } from '../../testing/memory-auth';
import { MemoryMatterStore } from '../../testing/memory-matter-store';
import { createAuditLog } from '../audit/audit-log';
import type { StaffActor } from '../auth/callers';
import { SILENT_LOG } from '../log';
import { closeDeadline, saveDeadline, type DeadlineInput } from './added-deadlines';
import { acknowledgeDeadline, changeMatterPhase, listCriticalDeadlines, openMatter } from './matters';
import type { MatterDependencies } from './ports';
import type { MatterView } from './records';

const staff = (email: string, isAdmin = false): StaffActor => ({
  kind: 'staff',
  user: storedUser(email, { isAdmin }),
  sourceIp: '192.0.2.71',
  sessionId: `session-${email}`,
});
const paralegal = staff('pat@brandtokafor.example');
const attorney = staff('eleanor@brandtokafor.example');

async function setUp() {
  const matters = new MemoryMatterStore();
  const auditStore = new MemoryAuditStore();
  const deps: MatterDependencies = {
    matters,
    leads: {
      lead: async (id) =>
        id === 'lead-1'
          ? { id, firstName: 'Ana', lastName: 'Lopez', conflictState: 'cleared' as const }
          : undefined,
    },
    clientFolder: async (_actor, name) => ({ id: `folder-${name}`, name }),
    isActiveStaff: async () => true,
    audit: createAuditLog(auditStore, { log: SILENT_LOG }),
    auditEntries: auditStore,
    now: () => new Date('2026-11-29T18:00:00Z'),
    today: async () => '2026-11-29',
    clientUpdates: { phaseChanged: async () => undefined },
  };
  // The limitation deadline the rules propose: 2029-03-14.
  const opened = await openMatter(
    paralegal,
    {
      input: {
        leadId: 'lead-1',
        claimType: 'Car crash',
        responsibleAttorney: 'eleanor@brandtokafor.example',
        facts: { incidentDate: '2026-03-14', clientBirthDate: '1990-05-02', defendantKind: 'private' },
      },
    },
    deps,
  );
  return { deps, matters, auditStore, opened };
}

const trial: DeadlineInput = {
  kind: 'trial',
  title: '  Jury   trial ',
  date: '2028-09-14',
  note: 'Dept. 12',
};

const add = (matter: MatterView, deps: MatterDependencies, input: DeadlineInput = trial) =>
  saveDeadline(paralegal, { matterId: matter.id, version: matter.version, input }, deps);

const actions = (auditStore: MemoryAuditStore) =>
  auditStore.entries.map((entry) => [entry.action, entry.detail]);

describe('a deadline staff add', () => {
  it('is kept on the matter, open, listed by date with the limitation deadline, and audited', async () => {
    const { deps, auditStore, opened } = await setUp();
    const matter = await add(opened, deps);
    expect(matter.version).toBe(opened.version + 1);
    expect(matter.deadlines).toEqual([
      {
        id: expect.any(String),
        kind: 'trial',
        title: 'Jury trial',
        date: '2028-09-14',
        note: 'Dept. 12',
        addedBy: paralegal.user.email,
        addedAt: '2026-11-29T18:00:00.000Z',
        revision: 1,
        open: true,
      },
    ]);
    const listed = await listCriticalDeadlines(paralegal, {}, deps);
    expect(listed.items.map((deadline) => [deadline.title, deadline.date, deadline.verified])).toEqual([
      ['Jury trial', '2028-09-14', true],
      ['Statute of limitations', '2029-03-14', false],
    ]);
    expect(actions(auditStore).at(-1)).toEqual(['matters.deadline-added', 'Trial "Jury trial" 2028-09-14']);
  });

  it.each<[string, Partial<DeadlineInput>, string]>([
    ['an unknown kind', { kind: 'hearing' }, MATTER_MESSAGES.unknownDeadlineKind],
    ['no title', { title: '   ' }, MATTER_MESSAGES.deadlineTitleRequired],
    [
      'a long title',
      { title: 'x'.repeat(MATTER_LIMITS.deadlineTitleMaxLength + 1) },
      MATTER_MESSAGES.deadlineTitleTooLong,
    ],
    ['a date that is not one', { date: '2028-02-30' }, MATTER_MESSAGES.badDate],
    ['a long note', { note: 'x'.repeat(MATTER_LIMITS.noteMaxLength + 1) }, MATTER_MESSAGES.noteTooLong],
  ])('is refused with %s, with a message a person reads, and nothing is kept', async (_, change, message) => {
    const { deps, matters, auditStore, opened } = await setUp();
    const before = actions(auditStore);
    await expect(add(opened, deps, { ...trial, ...change })).rejects.toThrow(message);
    expect((await matters.get(opened.id))?.deadlines).toBeUndefined();
    expect(actions(auditStore)).toEqual(before);
  });

  it('is refused on an older version of the matter, on a closed matter, and past the limit a matter keeps', async () => {
    const { deps, opened } = await setUp();
    const once = await add(opened, deps);
    await expect(add(opened, deps)).rejects.toThrow(MATTER_MESSAGES.changedBySomeoneElse);
    const closed = await changeMatterPhase(
      paralegal,
      { matterId: once.id, version: once.version, phase: 'closed', confirmOpenDeadline: true },
      deps,
    );
    await expect(add(closed, deps)).rejects.toThrow(MATTER_MESSAGES.deadlineOnClosedMatter);
    let matter = await changeMatterPhase(
      paralegal,
      { matterId: closed.id, version: closed.version, phase: 'intake' },
      deps,
    );
    for (let count = 1; count < MATTER_LIMITS.deadlinesPerMatter; count += 1)
      matter = await add(matter, deps);
    await expect(add(matter, deps)).rejects.toThrow(MATTER_MESSAGES.tooManyDeadlines);
  });

  it('is changed, the audit naming what changed; a complete one is not', async () => {
    const { deps, auditStore, opened } = await setUp();
    const added = await add(opened, deps);
    const id = added.deadlines[0]!.id;
    const moved = await saveDeadline(
      paralegal,
      {
        matterId: added.id,
        version: added.version,
        deadlineId: id,
        input: { ...trial, date: '2028-10-05', note: '' },
      },
      deps,
    );
    expect(moved.deadlines[0]).toMatchObject({ date: '2028-10-05', revision: 2, open: true });
    expect(moved.deadlines[0]).not.toHaveProperty('note');
    expect(actions(auditStore).at(-1)).toEqual([
      'matters.deadline-changed',
      'Trial "Jury trial" 2028-09-14: date 2028-09-14 -> 2028-10-05; note changed',
    ]);
    const done = await closeDeadline(
      attorney,
      { matterId: moved.id, version: moved.version, deadlineId: id, outcome: 'completed' },
      deps,
    );
    expect(done.deadlines[0]).toMatchObject({
      completedBy: attorney.user.email,
      completedAt: '2026-11-29T18:00:00.000Z',
      open: false,
    });
    await expect(
      saveDeadline(
        paralegal,
        { matterId: done.id, version: done.version, deadlineId: id, input: trial },
        deps,
      ),
    ).rejects.toThrow(MATTER_MESSAGES.deadlineCompleted);
    await expect(
      closeDeadline(
        paralegal,
        { matterId: done.id, version: done.version, deadlineId: id, outcome: 'completed' },
        deps,
      ),
    ).rejects.toThrow(MATTER_MESSAGES.deadlineCompleted);
    expect((await listCriticalDeadlines(paralegal, {}, deps)).items.map((item) => item.deadlineId)).toEqual([
      'limitation',
    ]);
  });

  it('is removed, leaves the lists, and the audit keeps what it was; an unknown one is refused', async () => {
    const { deps, auditStore, opened } = await setUp();
    const added = await add(opened, deps);
    const id = added.deadlines[0]!.id;
    await expect(
      closeDeadline(
        paralegal,
        { matterId: added.id, version: added.version, deadlineId: 'nope', outcome: 'removed' },
        deps,
      ),
    ).rejects.toThrow(MATTER_MESSAGES.deadlineNotFound);
    await expect(
      closeDeadline(
        paralegal,
        { matterId: added.id, version: added.version, deadlineId: id, outcome: 'lost' },
        deps,
      ),
    ).rejects.toThrow(MATTER_MESSAGES.unknownDeadlineOutcome);
    const removed = await closeDeadline(
      paralegal,
      { matterId: added.id, version: added.version, deadlineId: id, outcome: 'removed' },
      deps,
    );
    expect(removed.deadlines).toEqual([]);
    expect((await listCriticalDeadlines(paralegal, {}, deps)).items).toHaveLength(1);
    expect(actions(auditStore).at(-1)).toEqual(['matters.deadline-removed', 'Trial "Jury trial" 2028-09-14']);
  });

  it('is acknowledged for its date by the attorney, and a changed date needs it again', async () => {
    const { deps, opened } = await setUp();
    const added = await add(opened, deps);
    const id = added.deadlines[0]!.id;
    await expect(
      acknowledgeDeadline(paralegal, { matterId: added.id, date: '2028-09-14', deadlineId: id }, deps),
    ).rejects.toThrow(MATTER_MESSAGES.notAcknowledger);
    await expect(
      acknowledgeDeadline(attorney, { matterId: added.id, date: '2028-09-15', deadlineId: id }, deps),
    ).rejects.toThrow(MATTER_MESSAGES.acknowledgedDateChanged);
    const acknowledged = await acknowledgeDeadline(
      attorney,
      { matterId: added.id, date: '2028-09-14', deadlineId: id },
      deps,
    );
    expect(acknowledged.deadlines[0]?.acknowledgement).toEqual({
      date: '2028-09-14',
      by: attorney.user.email,
      at: '2026-11-29T18:00:00.000Z',
    });
    expect(acknowledged.deadlineAcknowledgement).toBeUndefined();
    const listed = await listCriticalDeadlines(paralegal, {}, deps);
    expect(listed.items.find((item) => item.deadlineId === id)?.acknowledged).toBe(true);
    const moved = await saveDeadline(
      paralegal,
      {
        matterId: added.id,
        version: acknowledged.version,
        deadlineId: id,
        input: { ...trial, date: '2028-09-20' },
      },
      deps,
    );
    expect(moved.deadlines[0]?.acknowledgement).toBeUndefined();
  });
});

describe('a phase change that ends the limitation deadline unmet', () => {
  it('is asked first from negotiation to settlement, and not to litigation (suit filed)', async () => {
    const { deps, auditStore, opened } = await setUp();
    const negotiating = await changeMatterPhase(
      paralegal,
      { matterId: opened.id, version: opened.version, phase: 'negotiation' },
      deps,
    );
    await expect(
      changeMatterPhase(
        paralegal,
        { matterId: opened.id, version: negotiating.version, phase: 'settlement' },
        deps,
      ),
    ).rejects.toThrow(MATTER_MESSAGES.leavingWithOpenDeadline('2029-03-14', 'Settlement'));
    const settled = await changeMatterPhase(
      paralegal,
      { matterId: opened.id, version: negotiating.version, phase: 'settlement', confirmOpenDeadline: true },
      deps,
    );
    expect(settled.deadlineOpen).toBe(false);
    expect(actions(auditStore).at(-1)).toEqual([
      'matters.phase-changed',
      'phase negotiation -> settlement; closed with the limitation deadline 2029-03-14 open, confirmed',
    ]);
    const reopened = await changeMatterPhase(
      paralegal,
      { matterId: opened.id, version: settled.version, phase: 'negotiation' },
      deps,
    );
    const sued = await changeMatterPhase(
      paralegal,
      { matterId: opened.id, version: reopened.version, phase: 'litigation' },
      deps,
    );
    expect(sued.phase).toBe('litigation');
  });
});

describe('closing a matter with deadlines staff added', () => {
  it('is refused while one is open, naming it, and closes them once confirmed', async () => {
    const { deps, auditStore, opened } = await setUp();
    // Suit filed: the limitation deadline is met, the trial date is not.
    const sued = await changeMatterPhase(
      paralegal,
      { matterId: opened.id, version: opened.version, phase: 'litigation' },
      deps,
    );
    const added = await add(sued, deps);
    await expect(
      changeMatterPhase(paralegal, { matterId: added.id, version: added.version, phase: 'closed' }, deps),
    ).rejects.toThrow(
      MATTER_MESSAGES.closingWithOpenDeadlines([{ title: 'Jury trial', date: '2028-09-14' }]),
    );
    const closed = await changeMatterPhase(
      paralegal,
      { matterId: added.id, version: added.version, phase: 'closed', confirmOpenDeadline: true },
      deps,
    );
    expect(closed.deadlines[0]?.open).toBe(false);
    expect((await listCriticalDeadlines(paralegal, {}, deps)).items).toEqual([]);
    expect(actions(auditStore).at(-1)).toEqual([
      'matters.phase-changed',
      'phase litigation -> closed; closed with Jury trial 2028-09-14 open, confirmed',
    ]);
  });

  it('needs no confirmation once every deadline is complete', async () => {
    const { deps, opened } = await setUp();
    const sued = await changeMatterPhase(
      paralegal,
      { matterId: opened.id, version: opened.version, phase: 'litigation' },
      deps,
    );
    const added = await add(sued, deps);
    const done = await closeDeadline(
      paralegal,
      {
        matterId: added.id,
        version: added.version,
        deadlineId: added.deadlines[0]!.id,
        outcome: 'completed',
      },
      deps,
    );
    const closed = await changeMatterPhase(
      paralegal,
      { matterId: done.id, version: done.version, phase: 'closed' },
      deps,
    );
    expect(closed.phase).toBe('closed');
  });
});
