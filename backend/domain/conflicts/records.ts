/** A case's parties and its conflict check as they are kept. */
import type { ConflictOutcome, ConflictState, PartyKindName, PartyRole } from '../../contract/conflicts';
import type { MatchReason } from './matching';

export interface PartyRecord {
  caseId: string;
  id: string;
  kind: PartyKindName;
  name: string;
  role: PartyRole;
  email?: string;
  phone?: string;
  /** The staff member's email, or "visitor" for the client the public form named. */
  addedBy: string;
  addedAt: string;
}

/** A party of some case as a search term finds it. */
export type FiledParty = Pick<PartyRecord, 'caseId' | 'id' | 'kind' | 'name' | 'role' | 'email' | 'phone'>;

export interface HitRecord {
  partyId: string;
  partyName: string;
  caseId: string;
  caseLabel: string;
  caseStatus: string;
  otherPartyId: string;
  otherPartyName: string;
  otherPartyRole: PartyRole;
  reasons: MatchReason[];
  explanation: string;
  /** On the firm's list of routine parties (an insurer or agency met in every case): shown, never flagged. */
  routine: boolean;
}

export interface DecisionRecord {
  outcome: ConflictOutcome;
  reason: string;
  by: string;
  at: string;
}

export interface CheckRecord {
  caseId: string;
  state: ConflictState;
  checkedAt: string;
  /** The search terms the check looked up, as they were: what was searched is part of the record. */
  searchedTerms: string[];
  hits: HitRecord[];
  moreHits: number;
  /** This case's parties on the firm's routine list, which the check did not search. */
  notSearched: string[];
  decision?: DecisionRecord;
}
