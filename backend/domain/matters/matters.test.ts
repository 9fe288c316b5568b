import { describe, expect, it } from 'vitest';
import type { ConflictState } from '../../contract/conflicts';
import { MATTER_MESSAGES } from '../../contract/matters';
import { MemoryAuditStore } from '../../testing/memory-audit-store';
import { storedUser } from '../../testing/memory-auth';
import { MemoryMatterStore } from '../../testing/memory-matter-store';
import { createAuditLog } from '../audit/audit-log';
import type { StaffActor } from '../auth/callers';
import { SILENT_LOG } from '../log';
import {
  changeMatterFacts,
  limitationDeadline,
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
  const leads = new Map<string, MatterLead>([
    ['lead-1', { id: 'lead-1', firstName: 'Ana', lastName: 'Lopez', conflictState }],
  ]);
  const deps: MatterDependencies = {
    matters,
    leads: { lead: async (id) => leads.get(id) },
    isActiveStaff: async (email) => email.endsWith('@brandtokafor.example'),
    audit: createAuditLog(auditStore, { log: SILENT_LOG }),
    now: () => new Date('2026-11-29T18:00:00Z'),
    today: async () => '2026-11-29',
  };
  return { deps, matters, auditStore };
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
