import { describe, expect, it } from 'vitest';
import type { ConflictState } from '../../contract/conflicts';
import { MATTER_LIMITS, MATTER_MESSAGES, MATTER_PHASES, type MatterPhase } from '../../contract/matters';
import { MemoryAuditStore } from '../../testing/memory-audit-store';
import { storedUser } from '../../testing/memory-auth';
import { MemoryMatterStore } from '../../testing/memory-matter-store';
import { createAuditLog } from '../audit/audit-log';
import type { StaffActor } from '../auth/callers';
import { SILENT_LOG } from '../log';
import { isDeadlineOpen, limitationDeadline } from './deadlines';
import {
  acknowledgeDeadline,
  changeMatterFacts,
  changeMatterPhase,
  listCriticalDeadlines,
  listMatters,
  listMatterTimeline,
  openMatter,
  verifyLimitation,
  type OpenMatterInput,
} from './matters';
import type { MatterDependencies, MatterLead } from './ports';

const staff = (email: string, isAdmin = false): StaffActor => ({
  kind: 'staff',
  user: storedUser(email, { isAdmin }),
  sourceIp: '192.0.2.70',
  sessionId: `session-${email}`,
});
const paralegal = staff('pat@brandtokafor.example');
const attorney = staff('eleanor@brandtokafor.example');
const administrator = staff('admin@brandtokafor.example', true);

function setUp(conflictState: ConflictState = 'cleared') {
  const matters = new MemoryMatterStore();
  const auditStore = new MemoryAuditStore();
  const updated: string[] = [];
  const leads = new Map<string, MatterLead>([
    ['lead-1', { id: 'lead-1', firstName: 'Ana', lastName: 'Lopez', conflictState }],
  ]);
  const deps: MatterDependencies = {
    matters,
    leads: { lead: async (id) => leads.get(id) },
    clientFolder: async (_actor, name) => ({ id: `folder-${name}`, name }),
    isActiveStaff: async (email) => email.endsWith('@brandtokafor.example'),
    audit: createAuditLog(auditStore, { log: SILENT_LOG }),
    auditEntries: auditStore,
    now: () => new Date('2026-11-29T18:00:00Z'),
    clientUpdates: { phaseChanged: async (matter) => void updated.push(matter.id) },
    today: async () => '2026-11-29',
  };
  return { deps, matters, auditStore, updated };
}

type Flat = Omit<OpenMatterInput, 'facts'> & OpenMatterInput['facts'];

const flat = (overrides: Partial<Flat> = {}): Flat => ({
  leadId: 'lead-1',
  claimType: 'Car crash',
  incidentDate: '2026-03-14',
  clientBirthDate: '1990-05-02',
  defendantKind: 'private',
  responsibleAttorney: 'Eleanor@BrandtOkafor.example',
  ...overrides,
});

const opening = (overrides: Partial<Flat> = {}) => {
  const { leadId, claimType, responsibleAttorney, ...facts } = flat(overrides);
  return { input: { leadId, claimType, responsibleAttorney, facts } };
};

describe('opening a matter', () => {
  it('links the client’s folder in the File Manager, named after the client', async () => {
    const { deps } = setUp();
    const opened = await openMatter(paralegal, opening(), deps);
    expect(opened.clientFolder).toEqual({ id: 'folder-Ana Lopez', name: 'Ana Lopez' });
  });

  it.each<ConflictState>(['pending', 'possible', 'flagged', 'declined'])(
    'is refused while the conflict check is %s, and nothing is kept',
    async (state) => {
      const { deps, matters, auditStore } = setUp(state);
      await expect(openMatter(paralegal, opening(), deps)).rejects.toThrow(MATTER_MESSAGES.notCleared);
      expect(matters.matters.size).toBe(0);
      expect(auditStore.entries).toEqual([]);
    },
  );

  it('opens a cleared lead in intake, with the deadline proposed and not verified, and audits who did', async () => {
    const { deps, auditStore } = setUp('clear');
    const matter = await openMatter(paralegal, opening(), deps);
    expect(matter).toMatchObject({
      id: 'lead-1',
      clientName: 'Ana Lopez',
      phase: 'intake',
      responsibleAttorney: 'eleanor@brandtokafor.example',
      openedBy: paralegal.user.email,
      version: 1,
    });
    expect(matter.limitation.date).toBe('2029-03-14');
    expect(limitationDeadline(matter)).toMatchObject({ date: '2029-03-14', verified: false });
    expect(auditStore.entries.map((entry) => [entry.action, entry.targetId, entry.detail])).toEqual([
      ['matters.opened', 'lead-1', 'Car crash; limitation proposed 2029-03-14'],
    ]);
  });

  it('opens a lead once', async () => {
    const { deps } = setUp();
    await openMatter(paralegal, opening(), deps);
    await expect(openMatter(paralegal, opening(), deps)).rejects.toThrow(MATTER_MESSAGES.alreadyOpen);
  });

  it.each([
    ['a date that is not one', { incidentDate: '2026-02-30' }, MATTER_MESSAGES.badDate],
    ['an incident in the future', { incidentDate: '2026-11-30' }, MATTER_MESSAGES.futureIncident],
    ['a birth after the incident', { clientBirthDate: '2026-04-01' }, MATTER_MESSAGES.birthAfterIncident],
    ['an unknown defendant', { defendantKind: 'martian' }, MATTER_MESSAGES.unknownDefendant],
    ['no claim type', { claimType: '   ' }, MATTER_MESSAGES.claimTypeRequired],
    ['an attorney who is not staff', { responsibleAttorney: 'someone@else.example' }, 'firm’s staff'],
  ])('refuses %s with a message a person reads', async (_, overrides, message) => {
    const { deps, matters } = setUp();
    await expect(openMatter(paralegal, opening(overrides), deps)).rejects.toThrow(message);
    expect(matters.matters.size).toBe(0);
  });
});

describe('the matter’s timeline', () => {
  it('is its audited changes with who made them, and none of another matter’s; an unknown matter is refused', async () => {
    const { deps } = setUp();
    const matter = await openMatter(paralegal, opening(), deps);
    await verifyLimitation(
      attorney,
      { matterId: matter.id, proposedDate: '2029-03-14', date: '2029-03-14' },
      deps,
    );
    await deps.audit.record({
      action: 'matters.opened',
      actor: 'system',
      target: { type: 'matter', id: 'lead-2' },
    });
    const timeline = await listMatterTimeline(paralegal, { matterId: matter.id }, deps);
    expect(timeline.items.map((entry) => [entry.action, entry.actorEmail]).sort()).toEqual([
      ['matters.limitation-verified', attorney.user.email],
      ['matters.opened', paralegal.user.email],
    ]);
    await expect(listMatterTimeline(paralegal, { matterId: 'lead-9' }, deps)).rejects.toThrow(
      MATTER_MESSAGES.notFound,
    );
  });
});

describe('verifying the limitation deadline', () => {
  it('is the responsible attorney’s or an administrator’s, never another staff member’s', async () => {
    const { deps } = setUp();
    const matter = await openMatter(paralegal, opening(), deps);
    const asProposed = { matterId: matter.id, proposedDate: '2029-03-14', date: '2029-03-14' };
    await expect(verifyLimitation(paralegal, asProposed, deps)).rejects.toThrow(MATTER_MESSAGES.notVerifier);
    const verified = await verifyLimitation(attorney, asProposed, deps);
    expect(verified.verification).toEqual({
      date: '2029-03-14',
      proposedDate: '2029-03-14',
      by: attorney.user.email,
      at: '2026-11-29T18:00:00.000Z',
    });
    expect(limitationDeadline(verified)).toMatchObject({ date: '2029-03-14', verified: true });
    await expect(verifyLimitation(administrator, asProposed, deps)).resolves.toBeDefined();
  });

  it('takes another date only with a note, and refuses a proposal that changed since it was read', async () => {
    const { deps } = setUp();
    const matter = await openMatter(paralegal, opening(), deps);
    const earlier = { matterId: matter.id, proposedDate: '2029-03-14', date: '2029-03-01' };
    await expect(verifyLimitation(attorney, earlier, deps)).rejects.toThrow(
      MATTER_MESSAGES.overrideNeedsNote,
    );
    const noted = await verifyLimitation(attorney, { ...earlier, note: 'File before the holidays.' }, deps);
    expect(limitationDeadline(noted).date).toBe('2029-03-01');
    const stale = { matterId: matter.id, proposedDate: '2029-03-15', date: '2029-03-15' };
    await expect(verifyLimitation(attorney, stale, deps)).rejects.toThrow(MATTER_MESSAGES.changedSince);
  });
});

describe('acknowledging the deadline', () => {
  it('is the responsible attorney’s or an administrator’s, of the date they saw, and is audited', async () => {
    const { deps, auditStore } = setUp();
    const matter = await openMatter(paralegal, opening(), deps);
    const seen = { matterId: matter.id, date: '2029-03-14' };
    await expect(acknowledgeDeadline(paralegal, seen, deps)).rejects.toThrow(MATTER_MESSAGES.notAcknowledger);
    await expect(acknowledgeDeadline(attorney, { ...seen, date: '2029-03-15' }, deps)).rejects.toThrow(
      MATTER_MESSAGES.acknowledgedDateChanged,
    );
    const acknowledged = await acknowledgeDeadline(attorney, seen, deps);
    expect(acknowledged).toMatchObject({
      deadlineAcknowledgement: {
        date: '2029-03-14',
        by: attorney.user.email,
        at: '2026-11-29T18:00:00.000Z',
      },
      version: matter.version + 1,
    });
    // Acknowledging it again changes nothing and records nothing more.
    expect(await acknowledgeDeadline(administrator, seen, deps)).toEqual(acknowledged);
    expect(
      auditStore.entries
        .filter((entry) => entry.action === 'matters.deadline-acknowledged')
        .map((entry) => [entry.actorEmail, entry.detail]),
    ).toEqual([[attorney.user.email, 'acknowledged 2029-03-14 (not verified)']]);
  });

  it('no longer holds once the date changes, and the new date can be acknowledged', async () => {
    const { deps } = setUp();
    const matter = await openMatter(paralegal, opening(), deps);
    await acknowledgeDeadline(administrator, { matterId: matter.id, date: '2029-03-14' }, deps);
    const earlier = await verifyLimitation(
      attorney,
      { matterId: matter.id, proposedDate: '2029-03-14', date: '2029-03-01', note: 'File early.' },
      deps,
    );
    expect(earlier.deadlineAcknowledgement).toBeUndefined();
    await expect(
      acknowledgeDeadline(attorney, { matterId: matter.id, date: '2029-03-14' }, deps),
    ).rejects.toThrow(MATTER_MESSAGES.acknowledgedDateChanged);
    const again = await acknowledgeDeadline(attorney, { matterId: matter.id, date: '2029-03-01' }, deps);
    expect(again.deadlineAcknowledgement).toMatchObject({ date: '2029-03-01', by: attorney.user.email });
  });

  it('is refused once suit is filed: the deadline is closed', async () => {
    const { deps } = setUp();
    const matter = await openMatter(paralegal, opening(), deps);
    await changeMatterPhase(
      attorney,
      { matterId: matter.id, version: matter.version, phase: 'litigation' },
      deps,
    );
    await expect(
      acknowledgeDeadline(attorney, { matterId: matter.id, date: '2029-03-14' }, deps),
    ).rejects.toThrow(MATTER_MESSAGES.nothingToAcknowledge);
  });
});

describe('changing a fact the deadline was proposed from', () => {
  async function verifiedMatter() {
    const context = setUp();
    const matter = await openMatter(paralegal, opening(), context.deps);
    const verified = await verifyLimitation(
      attorney,
      { matterId: matter.id, proposedDate: '2029-03-14', date: '2029-03-14' },
      context.deps,
    );
    return { ...context, verified };
  }
  const factsOf = (overrides: Partial<Flat>) => opening(overrides).input.facts;

  it('drops the verification when the incident date changes, and audits that it did', async () => {
    const { deps, verified, auditStore } = await verifiedMatter();
    const changed = await changeMatterFacts(
      paralegal,
      { matterId: verified.id, version: verified.version, facts: factsOf({ incidentDate: '2026-03-15' }) },
      deps,
    );
    expect(changed.limitation.date).toBe('2029-03-15');
    expect(changed.verification).toBeUndefined();
    expect(auditStore.entries.at(-1)?.detail).toBe(
      'limitation proposed 2029-03-14 -> 2029-03-15; verification dropped',
    );
  });

  it('drops it when the claim turns out to be against a city (a rule the proposal did not use now applies)', async () => {
    const { deps, verified } = await verifiedMatter();
    const changed = await changeMatterFacts(
      paralegal,
      {
        matterId: verified.id,
        version: verified.version,
        facts: factsOf({ defendantKind: 'local-government' }),
      },
      deps,
    );
    expect(changed.limitation.rules).toContain('localGovernmentClaim');
    expect(changed.verification).toBeUndefined();
  });

  it('keeps it when the facts the proposal used are the same', async () => {
    const { deps, verified } = await verifiedMatter();
    const changed = await changeMatterFacts(
      paralegal,
      { matterId: verified.id, version: verified.version, facts: factsOf({}) },
      deps,
    );
    expect(changed.verification).toEqual(verified.verification);
    expect(changed.version).toBe(verified.version + 1);
  });

  it('refuses a change made on an older version of the matter', async () => {
    const { deps, verified } = await verifiedMatter();
    await expect(
      changeMatterFacts(paralegal, { matterId: verified.id, version: 1, facts: factsOf({}) }, deps),
    ).rejects.toThrow(MATTER_MESSAGES.changedBySomeoneElse);
  });
});

describe('the limitation deadline', () => {
  const openIn: Record<MatterPhase, boolean> = {
    intake: true,
    treatment: true,
    'records-and-bills': true,
    demand: true,
    negotiation: true,
    litigation: false,
    settlement: false,
    closed: false,
  };

  it.each(Object.entries(openIn) as [MatterPhase, boolean][])(
    'in %s is open: %s (open until suit is filed)',
    (phase, open) => {
      expect(isDeadlineOpen({ phase })).toBe(open);
    },
  );

  it('is decided for every phase a matter can be in', () => {
    expect(Object.keys(openIn).sort()).toEqual(Object.keys(MATTER_PHASES).sort());
  });
});

describe('changing the phase', () => {
  /** A matter opened and moved to `phase` directly in the store, as if earlier changes had happened. */
  async function matterIn(phase: MatterPhase, options: { verifiedOn?: string } = {}) {
    const context = setUp();
    const opened = await openMatter(paralegal, opening(), context.deps);
    let matter = { ...opened, phase };
    if (options.verifiedOn) {
      matter = {
        ...matter,
        verification: {
          date: options.verifiedOn,
          proposedDate: '2029-03-14',
          by: attorney.user.email,
          at: '2026-11-29T18:00:00.000Z',
        },
      };
    }
    const { deadlineOpen: _view, ...record } = matter;
    context.matters.matters.set(record.id, record);
    context.auditStore.entries.length = 0;
    return { ...context, matter: record };
  }
  const change = (phase: string, version = 1, confirmOpenDeadline?: boolean) => ({
    matterId: 'lead-1',
    version,
    phase,
    confirmOpenDeadline,
  });

  it('moves the matter, bumps its version, answers whether its deadline is open, and audits from and to', async () => {
    const { deps, auditStore, matters } = await matterIn('intake');
    const moved = await changeMatterPhase(paralegal, change('treatment'), deps);
    expect(moved).toMatchObject({ phase: 'treatment', version: 2, deadlineOpen: true });
    expect((await matters.get('lead-1'))?.phase).toBe('treatment');
    const sued = await changeMatterPhase(paralegal, change('litigation', 2), deps);
    expect(sued.deadlineOpen).toBe(false);
    expect(auditStore.entries.map((entry) => [entry.action, entry.targetId, entry.detail])).toEqual([
      ['matters.phase-changed', 'lead-1', 'phase intake -> treatment'],
      ['matters.phase-changed', 'lead-1', 'phase treatment -> litigation'],
    ]);
  });

  it.each<MatterPhase>(['intake', 'treatment', 'records-and-bills', 'demand', 'negotiation'])(
    'refuses to close a matter in %s without a confirmation, naming the deadline, and keeps nothing',
    async (phase) => {
      const { deps, auditStore, matters } = await matterIn(phase);
      for (const confirm of [undefined, false]) {
        await expect(changeMatterPhase(paralegal, change('closed', 1, confirm), deps)).rejects.toThrow(
          MATTER_MESSAGES.closingWithOpenDeadline('2029-03-14'),
        );
      }
      expect(MATTER_MESSAGES.closingWithOpenDeadline('2029-03-14')).toContain('March 14, 2029');
      expect((await matters.get('lead-1'))?.phase).toBe(phase);
      expect(auditStore.entries).toEqual([]);
    },
  );

  it('names the verified date, not the proposed one, when a lawyer set another', async () => {
    const { deps } = await matterIn('demand', { verifiedOn: '2029-03-01' });
    await expect(changeMatterPhase(paralegal, change('closed'), deps)).rejects.toThrow(
      MATTER_MESSAGES.closingWithOpenDeadline('2029-03-01'),
    );
  });

  it('closes a matter with an open deadline once confirmed, and the audit says so', async () => {
    const { deps, auditStore } = await matterIn('negotiation');
    const closed = await changeMatterPhase(paralegal, change('closed', 1, true), deps);
    expect(closed).toMatchObject({ phase: 'closed', deadlineOpen: false });
    expect(auditStore.entries.map((entry) => entry.detail)).toEqual([
      'phase negotiation -> closed; closed with the limitation deadline 2029-03-14 open, confirmed',
    ]);
  });

  it.each<MatterPhase>(['litigation', 'settlement'])(
    'closes a matter in %s (suit filed or settled) without a confirmation',
    async (phase) => {
      const { deps, auditStore } = await matterIn(phase);
      await expect(changeMatterPhase(paralegal, change('closed'), deps)).resolves.toMatchObject({
        phase: 'closed',
      });
      expect(auditStore.entries.map((entry) => entry.detail)).toEqual([`phase ${phase} -> closed`]);
    },
  );

  it('reopens a closed matter, and its deadline is open again', async () => {
    const { deps } = await matterIn('closed');
    expect(await changeMatterPhase(paralegal, change('intake'), deps)).toMatchObject({ deadlineOpen: true });
  });

  it.each([
    ['an unknown phase', change('appeal'), MATTER_MESSAGES.unknownPhase],
    ['the phase it is in', change('demand'), MATTER_MESSAGES.alreadyInPhase],
    ['a change made on an older version', change('treatment', 0), MATTER_MESSAGES.changedBySomeoneElse],
    ['an unknown matter', { ...change('treatment'), matterId: 'nobody' }, MATTER_MESSAGES.notFound],
  ])('refuses %s, and keeps nothing', async (_, args, message) => {
    const { deps, auditStore, matters } = await matterIn('demand');
    await expect(changeMatterPhase(paralegal, args, deps)).rejects.toThrow(message);
    expect(await matters.get('lead-1')).toMatchObject({ phase: 'demand', version: 1 });
    expect(auditStore.entries).toEqual([]);
  });
});

describe('listing matters', () => {
  it('refuses an unknown phase with the phases a person can choose', async () => {
    const { deps } = setUp();
    await expect(listMatters(paralegal, { phase: 'appeal' }, deps)).rejects.toThrow(
      MATTER_MESSAGES.unknownPhase,
    );
    expect(MATTER_MESSAGES.unknownPhase).toContain('Records and bills');
  });

  it(`asks the store for ${MATTER_LIMITS.pageSize} a page, the attorney as matters keep it, and answers views`, async () => {
    const { deps, matters } = setUp();
    await openMatter(paralegal, opening(), deps);
    const asked: unknown[] = [];
    const list = matters.list.bind(matters);
    matters.list = (filter, page) => {
      asked.push([filter, page]);
      return list(filter, page);
    };
    const page = await listMatters(
      paralegal,
      { phase: 'intake', responsibleAttorney: ' Eleanor@BrandtOkafor.example ', cursor: null },
      deps,
    );
    expect(asked).toEqual([
      [
        { phase: 'intake', responsibleAttorney: 'eleanor@brandtokafor.example' },
        { cursor: null, limit: MATTER_LIMITS.pageSize },
      ],
    ]);
    expect(page).toEqual({
      items: [expect.objectContaining({ id: 'lead-1', deadlineOpen: true })],
      nextCursor: null,
    });
    expect((await listMatters(paralegal, { phase: '', responsibleAttorney: '' }, deps)).items).toHaveLength(
      1,
    );
  });
});

describe('the critical deadlines', () => {
  it('list each open deadline with its client, attorney, date, whether verified, and phase', async () => {
    const { deps } = setUp();
    const matter = await openMatter(paralegal, opening(), deps);
    await verifyLimitation(
      attorney,
      { matterId: matter.id, proposedDate: '2029-03-14', date: '2029-03-01', note: 'Earlier, to be safe.' },
      deps,
    );
    expect(await listCriticalDeadlines(paralegal, {}, deps)).toEqual({
      items: [
        {
          matterId: 'lead-1',
          clientName: 'Ana Lopez',
          claimType: 'Car crash',
          responsibleAttorney: 'eleanor@brandtokafor.example',
          deadlineId: 'limitation',
          kind: 'limitation',
          title: 'Statute of limitations',
          date: '2029-03-01',
          verified: true,
          verifiedBy: 'eleanor@brandtokafor.example',
          proposedDate: '2029-03-14',
          acknowledged: false,
          sequence: 2,
          phase: 'intake',
        },
      ],
      nextCursor: null,
    });
  });
});
