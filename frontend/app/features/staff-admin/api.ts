/** The /staff, /account and /audit calls, each with the session token (the server checks every one). */
import {
  AUDIT_ENTRIES,
  CHANGE_MY_NAME,
  CHANGE_MY_PASSWORD,
  END_STAFF_SESSIONS,
  EXPORT_AUDIT,
  MY_SIGN_INS,
  SEND_STAFF_RESET_LINK,
  SET_STAFF_ADMINISTRATOR,
  SET_STAFF_DISABLED,
  SIGN_OUT_EVERYWHERE_ELSE,
  STAFF_USERS,
  UNLOCK_STAFF,
} from '#contract/operations';
import type { AuditFilter } from '#contract/staff';
import { callGraphql } from '../../lib/graphql';
import { sessionToken, storeSession } from '../auth/session';

export const listStaff = (cursor: string | null) =>
  callGraphql('staffUsers', STAFF_USERS, { cursor }, sessionToken());

/** Each action on one staff account, by name, as the /staff screen offers them. */
export const staffActions = {
  disable: (email: string) =>
    callGraphql('setStaffDisabled', SET_STAFF_DISABLED, { email, disabled: true }, sessionToken()),
  enable: (email: string) =>
    callGraphql('setStaffDisabled', SET_STAFF_DISABLED, { email, disabled: false }, sessionToken()),
  makeAdministrator: (email: string) =>
    callGraphql('setStaffAdministrator', SET_STAFF_ADMINISTRATOR, { email, isAdmin: true }, sessionToken()),
  removeAdministrator: (email: string) =>
    callGraphql('setStaffAdministrator', SET_STAFF_ADMINISTRATOR, { email, isAdmin: false }, sessionToken()),
  endSessions: (email: string) =>
    callGraphql('endStaffSessions', END_STAFF_SESSIONS, { email }, sessionToken()),
  unlock: (email: string) => callGraphql('unlockStaff', UNLOCK_STAFF, { email }, sessionToken()),
  sendResetLink: (email: string) =>
    callGraphql('sendStaffResetLink', SEND_STAFF_RESET_LINK, { email }, sessionToken()),
};

export const listAudit = (filter: AuditFilter, cursor: string | null) =>
  callGraphql('auditEntries', AUDIT_ENTRIES, { filter, cursor }, sessionToken());

export const exportAudit = (filter: AuditFilter) =>
  callGraphql('exportAudit', EXPORT_AUDIT, { filter }, sessionToken());

export const mySignIns = () => callGraphql('mySignIns', MY_SIGN_INS, {}, sessionToken());

/** The answers carry a fresh session token (new name or token version): this tab keeps going with it. */
export async function changeMyName(firstName: string, lastName: string) {
  storeSession(
    (await callGraphql('changeMyName', CHANGE_MY_NAME, { firstName, lastName }, sessionToken())).token,
  );
}

export async function changeMyPassword(input: {
  currentPassword: string;
  password: string;
  confirmNewPassword: string;
}) {
  storeSession((await callGraphql('changeMyPassword', CHANGE_MY_PASSWORD, input, sessionToken())).token);
}

export async function signOutEverywhereElse() {
  storeSession(
    (await callGraphql('signOutEverywhereElse', SIGN_OUT_EVERYWHERE_ELSE, {}, sessionToken())).token,
  );
}
