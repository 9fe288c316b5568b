/** The /staff and /audit calls, each with the session token (the server checks every one). */
import {
  AuditEntriesDocument,
  EndStaffSessionsDocument,
  ExportAuditDocument,
  FactorPolicyDocument,
  SetFactorPolicyDocument,
  ResetStaffFactorsDocument,
  SendStaffResetLinkDocument,
  SetStaffAdministratorDocument,
  SetStaffDisabledDocument,
  StaffUsersDocument,
  UnlockStaffDocument,
} from '#contract/graphql/staff.generated';
import type { AuditFilter } from '#contract/staff';
import { callGraphql } from '../../lib/graphql';
import { sessionToken } from '../../lib/session';

export const listStaff = (cursor: string | null) =>
  callGraphql(StaffUsersDocument, { cursor }, sessionToken());

/** Each action on one staff account, by name, as the /staff screen offers them. */
export const staffActions = {
  disable: (email: string) =>
    callGraphql(SetStaffDisabledDocument, { email, disabled: true }, sessionToken()),
  enable: (email: string) =>
    callGraphql(SetStaffDisabledDocument, { email, disabled: false }, sessionToken()),
  makeAdministrator: (email: string) =>
    callGraphql(SetStaffAdministratorDocument, { email, isAdmin: true }, sessionToken()),
  removeAdministrator: (email: string) =>
    callGraphql(SetStaffAdministratorDocument, { email, isAdmin: false }, sessionToken()),
  endSessions: (email: string) => callGraphql(EndStaffSessionsDocument, { email }, sessionToken()),
  unlock: (email: string) => callGraphql(UnlockStaffDocument, { email }, sessionToken()),
  sendResetLink: (email: string) => callGraphql(SendStaffResetLinkDocument, { email }, sessionToken()),
  resetFactors: (email: string) => callGraphql(ResetStaffFactorsDocument, { email }, sessionToken()),
};

export const listAudit = (filter: AuditFilter, cursor: string | null) =>
  callGraphql(AuditEntriesDocument, { filter, cursor }, sessionToken());

export const exportAudit = (filter: AuditFilter) =>
  callGraphql(ExportAuditDocument, { filter }, sessionToken());

/** The firm's rule on strong sign-in factors (administrators). */
export const readFactorPolicy = () => callGraphql(FactorPolicyDocument, {}, sessionToken());

export const saveFactorPolicy = (require: string, graceDays: number) =>
  callGraphql(SetFactorPolicyDocument, { require, graceDays }, sessionToken());
