/** A lead's parties and its conflict check, through the API (each call throws ApiError with the server's message). */
import {
  AddPartyDocument,
  CasePartiesDocument,
  DecideConflictCheckDocument,
  RemovePartyDocument,
  RoutinePartiesDocument,
  SetRoutinePartiesDocument,
  type CasePartiesFieldsFragment,
  type PartyInput,
} from '#contract/graphql/conflicts.generated';
import { callGraphql } from '../../lib/graphql';

export type CaseParties = CasePartiesFieldsFragment;

export const loadCaseParties = (caseId: string) => callGraphql(CasePartiesDocument, { caseId });

export const addParty = (caseId: string, party: PartyInput) =>
  callGraphql(AddPartyDocument, { caseId, party });

export const removeParty = (caseId: string, partyId: string) =>
  callGraphql(RemovePartyDocument, { caseId, partyId });

export const decideConflictCheck = (
  caseId: string,
  decision: { outcome: string; reason: string; checkedAt: string },
) => callGraphql(DecideConflictCheckDocument, { caseId, ...decision });

export const loadRoutineParties = () => callGraphql(RoutinePartiesDocument, {});

export const saveRoutineParties = (names: string[]) => callGraphql(SetRoutinePartiesDocument, { names });
