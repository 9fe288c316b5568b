/** The inbox's calls to the API (each throws ApiError with the server's message). */
import type { InboxFilter } from '#contract/consultation-inbox';
import {
  ADD_CONSULTATION_NOTE,
  ASSIGNABLE_STAFF,
  EXPORT_CONSULTATIONS,
  LIST_CONSULTATIONS,
  OPEN_CONSULTATION,
  RESEND_CONSULTATION_NOTICE,
  UPDATE_CONSULTATION,
} from '#contract/operations';
import { callGraphql } from '../../lib/graphql';

export const listConsultations = (filter: InboxFilter, cursor: string | null) =>
  callGraphql('consultations', LIST_CONSULTATIONS, { ...filter, cursor });

export const openConsultation = (id: string) => callGraphql('consultation', OPEN_CONSULTATION, { id });

export const updateConsultation = (change: {
  id: string;
  version: number;
  leadStatus: string;
  assigneeEmail: string;
  followUpOn: string;
}) => callGraphql('updateConsultation', UPDATE_CONSULTATION, change);

export const addConsultationNote = (id: string, text: string) =>
  callGraphql('addConsultationNote', ADD_CONSULTATION_NOTE, { id, text });

export const resendConsultationNotice = (id: string) =>
  callGraphql('resendConsultationNotice', RESEND_CONSULTATION_NOTICE, { id });

export const exportConsultations = (filter: InboxFilter) =>
  callGraphql('exportConsultations', EXPORT_CONSULTATIONS, { ...filter });

export const listAssignableStaff = (cursor: string | null) =>
  callGraphql('assignableStaff', ASSIGNABLE_STAFF, { cursor });
