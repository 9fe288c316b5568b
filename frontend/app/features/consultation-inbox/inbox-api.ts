/** The inbox's calls to the API (each throws ApiError with the server's message). */
import type { ConsultationInboxPage, ConsultationView, InboxFilter } from '#contract/consultation-inbox';
import {
  AddConsultationNoteDocument,
  ConsultationDocument,
  ConsultationsDocument,
  ExportConsultationsDocument,
  ResendConsultationNoticeDocument,
  UpdateConsultationDocument,
} from '#contract/graphql/consultation-inbox.generated';
import { callGraphql } from '../../lib/graphql';

/*
 * The schema carries a lead's status and its notice state as Strings (their values, such as 'referred-out',
 * are not GraphQL enum names) and the server writes only the contract's values, so the screens read the
 * answers as the contract's views.
 */
const asView = (answer: Promise<object>) => answer as Promise<ConsultationView>;

export const listConsultations = (filter: InboxFilter, cursor: string | null) =>
  callGraphql(ConsultationsDocument, { ...filter, cursor }) as Promise<ConsultationInboxPage>;

export const openConsultation = (id: string) => asView(callGraphql(ConsultationDocument, { id }));

export const updateConsultation = (change: {
  id: string;
  version: number;
  leadStatus: string;
  assigneeEmail: string;
  followUpOn: string;
}) => asView(callGraphql(UpdateConsultationDocument, change));

export const addConsultationNote = (id: string, text: string) =>
  asView(callGraphql(AddConsultationNoteDocument, { id, text }));

export const resendConsultationNotice = (id: string) =>
  asView(callGraphql(ResendConsultationNoticeDocument, { id }));

export const exportConsultations = (filter: InboxFilter) =>
  callGraphql(ExportConsultationsDocument, { ...filter });
