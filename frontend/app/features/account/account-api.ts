/** /account's own calls (name, password, sign-ins, other devices), with the session token. */
import {
  ChangeMyNameDocument,
  ChangeMyPasswordDocument,
  MySignInsDocument,
  SignOutEverywhereElseDocument,
} from '#contract/graphql/account.generated';
import { callGraphql } from '../../lib/graphql';
import { sessionToken, storeSession } from '../../lib/session';

export const mySignIns = () => callGraphql(MySignInsDocument, {}, sessionToken());

/** The answers carry a fresh session token (new name or token version): this tab keeps going with it. */
export async function changeMyName(firstName: string, lastName: string) {
  storeSession((await callGraphql(ChangeMyNameDocument, { firstName, lastName }, sessionToken())).token);
}

export async function changeMyPassword(input: {
  currentPassword: string;
  password: string;
  confirmNewPassword: string;
}) {
  storeSession((await callGraphql(ChangeMyPasswordDocument, input, sessionToken())).token);
}

export async function signOutEverywhereElse() {
  storeSession((await callGraphql(SignOutEverywhereElseDocument, {}, sessionToken())).token);
}
