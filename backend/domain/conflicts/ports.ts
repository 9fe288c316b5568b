/**
 * What the conflict check needs from storage, in its own words: a case's parties, the parties of every other
 * case filed under one search term, and the case's last check. The DynamoDB adapter implements it
 * (adapters/dynamodb/parties.ts); its table, keys and index are the adapter's.
 */
import type { ConflictState } from '../../contract/conflicts';
import type { CheckRecord, FiledParty, PartyRecord } from './records';

export interface PartyStore {
  /** The case's parties, oldest first. */
  parties(caseId: string): Promise<PartyRecord[]>;
  /** Stores the party under each of its search terms (the terms replace any it was filed under before). */
  putParty(party: PartyRecord, terms: readonly string[]): Promise<void>;
  /** Removes the party and its search terms; false when it was not there. */
  deleteParty(caseId: string, partyId: string): Promise<boolean>;
  /** Every party of every case filed under `term`, all pages of one index Query. */
  filedUnder(term: string): Promise<FiledParty[]>;
  check(caseId: string): Promise<CheckRecord | undefined>;
  putCheck(check: CheckRecord): Promise<void>;
  /**
   * Stores a decision on the check made at `checkedAt`; false when the check was made again since (the
   * parties changed while a person decided).
   */
  decide(
    caseId: string,
    checkedAt: string,
    decided: Pick<CheckRecord, 'state' | 'decision'>,
  ): Promise<boolean>;
  /** The firm's routine parties (insurers and agencies met in every case), as staff wrote them. */
  routineParties(): Promise<string[]>;
  putRoutineParties(names: readonly string[], by: string, at: string): Promise<void>;
}

/** What the check says of the cases it found, and where it leaves its result for the inbox. */
export interface CaseDirectory {
  /** How staff know each case ("Lead: Dana Whitfield, 3 Nov 2026") and its status, for the ids that exist. */
  describe(caseIds: readonly string[]): Promise<Map<string, { label: string; status: string }>>;
  /** The check's state on the lead itself, so the inbox can mark it without reading the check. */
  setConflictState(caseId: string, state: ConflictState): Promise<void>;
}
