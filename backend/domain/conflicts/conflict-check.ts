/**
 * The conflict check: every party of a case is looked up under each of its search terms, and every party of
 * another case found there (declined and closed cases included: a prospective client turned away is still
 * protected, RPC 1.18) is compared with it. A hit names the other case, the other party's role there and why
 * they matched. Each lookup is one index Query on a term, so the work grows with the case's parties and what
 * they match, not with the number of parties the firm holds.
 */
import { CONFLICT_LIMITS, type ConflictState } from '../../contract/conflicts';
import type { Clock } from '../clock';
import { matchParties, searchTermsOf } from './matching';
import { organisationKey } from './party-names';
import type { CaseDirectory, PartyStore } from './ports';
import type { CheckRecord, FiledParty, HitRecord, PartyRecord } from './records';

export interface CheckDeps {
  parties: PartyStore;
  cases: CaseDirectory;
  now: Clock;
}

interface Found {
  party: PartyRecord;
  other: FiledParty;
  match: NonNullable<ReturnType<typeof matchParties>>;
}

/** The matches of one party among the parties of other cases. */
async function matchesOf(party: PartyRecord, store: PartyStore): Promise<Found[]> {
  const seen = new Set<string>();
  const found: Found[] = [];
  // The terms' Queries at once; their answers are compared in the terms' order.
  const filed = await Promise.all(searchTermsOf(party).map((term) => store.filedUnder(term)));
  for (const others of filed) {
    for (const other of others) {
      const key = `${other.caseId}/${other.id}`;
      if (other.caseId === party.caseId || seen.has(key)) continue;
      seen.add(key);
      const match = matchParties(party, other);
      if (match) found.push({ party, other, match });
    }
  }
  return found;
}

/** Strongest first: more reasons, then an exact contact before a name that only sounds alike. */
const strength = ({ match }: Found) =>
  match.reasons.length * 10 +
  (match.reasons.includes('same email') || match.reasons.includes('same phone') ? 5 : 0);

/** The firm's routine parties as the check compares them: organisation names without Inc., LLC and the like. */
export const routineKeysOf = (names: readonly string[]) =>
  new Set(names.map(organisationKey).filter(Boolean));

const isRoutine = (party: Pick<FiledParty, 'kind' | 'name'>, routine: Set<string>) =>
  party.kind === 'organisation' && routine.has(organisationKey(party.name));

const hitKey = (hit: Pick<HitRecord, 'partyId' | 'otherPartyId'>) => `${hit.partyId}/${hit.otherPartyId}`;

/** A decision still stands when the new result holds no hit the person did not see when deciding. */
function decisionStanding(previous: CheckRecord | undefined, hits: HitRecord[]) {
  const flagging = hits.filter((hit) => !hit.routine);
  if (!previous?.decision || flagging.length === 0) return undefined;
  const seen = new Set(previous.hits.map(hitKey));
  return flagging.every((hit) => seen.has(hitKey(hit))) ? previous : undefined;
}

/**
 * Runs the check on a case's parties as they are now and keeps its record: the state is `clear` without a
 * hit and `possible` with one. A decision made on an earlier result stands only while every hit was in that
 * result (adding a witness does not undo a cleared conflict); a new hit takes the check back to `possible`.
 * Parties on the firm's routine list are not searched, and a hit on one is shown but does not flag.
 */
export async function runConflictCheck(caseId: string, deps: CheckDeps): Promise<CheckRecord> {
  const [parties, previous, routineNames] = await Promise.all([
    deps.parties.parties(caseId),
    deps.parties.check(caseId),
    deps.parties.routineParties(),
  ]);
  const routine = routineKeysOf(routineNames);
  // A party on the routine list is not searched: every case has its State Farm, and none of them flags.
  const notSearched = parties.filter((party) => isRoutine(party, routine)).map(({ id }) => id);
  const searched = parties.filter(({ id }) => !notSearched.includes(id));
  const found = (await Promise.all(searched.map((party) => matchesOf(party, deps.parties)))).flat();
  // Routine parties last: the hits kept are the ones a person must look at.
  const routineOf = ({ party, other }: Found) => isRoutine(party, routine) || isRoutine(other, routine);
  const weight = (each: Found) => strength(each) - (routineOf(each) ? 1000 : 0);
  found.sort((a, b) => weight(b) - weight(a));
  const kept = found.slice(0, CONFLICT_LIMITS.maxHits);
  const cases = await deps.cases.describe([...new Set(kept.map(({ other }) => other.caseId))]);
  const hits: HitRecord[] = kept.map(({ party, other, match }) => ({
    partyId: party.id,
    partyName: party.name,
    caseId: other.caseId,
    caseLabel: cases.get(other.caseId)?.label ?? 'A case no longer on file',
    caseStatus: cases.get(other.caseId)?.status ?? 'unknown',
    otherPartyId: other.id,
    otherPartyName: other.name,
    otherPartyRole: other.role,
    reasons: match.reasons,
    explanation: match.explanation,
    routine: routineOf({ party, other, match }),
  }));
  const standing = decisionStanding(previous, hits);
  const state: ConflictState = standing
    ? standing.state
    : parties.length === 0
      ? 'pending'
      : hits.some((hit) => !hit.routine)
        ? 'possible'
        : 'clear';
  const check: CheckRecord = {
    caseId,
    state,
    checkedAt: deps.now().toISOString(),
    searchedTerms: [...new Set(searched.flatMap((party) => searchTermsOf(party)))],
    notSearched,
    hits,
    moreHits: found.length - kept.length,
    ...(standing?.decision ? { decision: standing.decision } : {}),
  };
  await deps.parties.putCheck(check);
  await deps.cases.setConflictState(caseId, state);
  return check;
}
