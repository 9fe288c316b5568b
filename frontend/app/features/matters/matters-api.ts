/** Matters and their limitation deadlines, through the API (each call throws ApiError with the server's message). */
import {
  AcknowledgeDeadlineDocument,
  ChangeMatterFactsDocument,
  ChangeMatterPhaseDocument,
  CloseDeadlineDocument,
  CriticalDeadlinesDocument,
  MattersDocument,
  MatterDocument,
  MatterPartiesDocument,
  MatterTimelineDocument,
  OpenMatterDocument,
  SaveDeadlineDocument,
  VerifyLimitationDocument,
  type DeadlineInput,
  type MatterFactsInput,
  type MatterFieldsFragment,
  type MatterTimelineQuery,
  type OpenMatterInput,
} from '#contract/graphql/matters.generated';
import {
  InviteClientDocument,
  MatterClientsDocument,
  RemoveClientAccessDocument,
  type ClientInvitationFieldsFragment,
} from '#contract/graphql/client-portal.generated';
import { callGraphql } from '../../lib/graphql';

export type Matter = MatterFieldsFragment;

/** The deadline the matter keeps to: the date a lawyer verified, else the proposed one (as the server counts it). */
export const deadlineDateOf = (matter: Pick<Matter, 'limitation' | 'verification'>) =>
  matter.verification?.date ?? matter.limitation.date;
export type MatterFacts = MatterFactsInput;

export const loadMatter = (id: string) => callGraphql(MatterDocument, { id });

export const openMatter = (input: OpenMatterInput) => callGraphql(OpenMatterDocument, { input });

export const changeMatterFacts = (matter: Pick<Matter, 'id' | 'version'>, facts: MatterFactsInput) =>
  callGraphql(ChangeMatterFactsDocument, { matterId: matter.id, version: matter.version, facts });

export const verifyLimitation = (
  matter: Pick<Matter, 'id' | 'limitation'>,
  verdict: { date: string; note: string },
) =>
  callGraphql(VerifyLimitationDocument, {
    matterId: matter.id,
    proposedDate: matter.limitation.date,
    date: verdict.date,
    note: verdict.note.trim() || null,
  });

export const listMatters = (
  filter: { phase: string | null; responsibleAttorney: string | null },
  cursor: string | null,
) => callGraphql(MattersDocument, { ...filter, cursor });

export const listCriticalDeadlines = (cursor: string | null) =>
  callGraphql(CriticalDeadlinesDocument, { cursor });

export const changeMatterPhase = (
  matter: Pick<Matter, 'id' | 'version'>,
  phase: string,
  confirmOpenDeadline: boolean,
  clientNote = '',
) =>
  callGraphql(ChangeMatterPhaseDocument, {
    matterId: matter.id,
    version: matter.version,
    phase,
    confirmOpenDeadline,
    clientNote: clientNote.trim() || null,
  });

/** Someone invited to the matter's client portal. */
export type ClientInvitation = ClientInvitationFieldsFragment;

export const loadMatterClients = (matterId: string) => callGraphql(MatterClientsDocument, { matterId });

export const inviteClient = (
  matterId: string,
  invitee: { name: string; email: string; role: string; language: string },
) => callGraphql(InviteClientDocument, { matterId, ...invitee });

export const removeClientAccess = (matterId: string, email: string) =>
  callGraphql(RemoveClientAccessDocument, { matterId, email });

/** Acknowledges the deadline as shown (the verified date, else the proposed one): the escalation stops. */
export const acknowledgeDeadline = (matter: Pick<Matter, 'id' | 'limitation' | 'verification'>) =>
  callGraphql(AcknowledgeDeadlineDocument, {
    matterId: matter.id,
    date: deadlineDateOf(matter),
  });

/** The matter's parties: its lead's, as the conflict check reads them. */
export const loadMatterParties = async (matterId: string) =>
  (await callGraphql(MatterPartiesDocument, { caseId: matterId })).parties;

export type AddedDeadline = Matter['deadlines'][number];

/** Adds a deadline to the matter, or changes `deadlineId`'s. */
export const saveDeadline = (
  matter: Pick<Matter, 'id' | 'version'>,
  input: DeadlineInput,
  deadlineId?: string,
) =>
  callGraphql(SaveDeadlineDocument, {
    matterId: matter.id,
    version: matter.version,
    deadlineId: deadlineId ?? null,
    input: { ...input, note: input.note?.trim() || null },
  });

/** Completes a deadline staff added (kept as met), or removes it. */
export const closeDeadline = (
  matter: Pick<Matter, 'id' | 'version'>,
  deadlineId: string,
  outcome: 'completed' | 'removed',
) =>
  callGraphql(CloseDeadlineDocument, { matterId: matter.id, version: matter.version, deadlineId, outcome });

/** Acknowledges a deadline staff added, at the date shown. */
export const acknowledgeAddedDeadline = (matter: Pick<Matter, 'id'>, deadline: AddedDeadline) =>
  callGraphql(AcknowledgeDeadlineDocument, {
    matterId: matter.id,
    date: deadline.date,
    deadlineId: deadline.id,
  });

export type TimelineEntry = MatterTimelineQuery['matterTimeline']['items'][number];

export const loadMatterTimeline = (matterId: string, cursor: string | null) =>
  callGraphql(MatterTimelineDocument, { matterId, cursor });
