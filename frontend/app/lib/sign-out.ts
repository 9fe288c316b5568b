import { SignOutDocument } from '#contract/graphql/account.generated';
import { callGraphql } from './graphql';
import { sessionToken, signOut } from './session';

/**
 * "Sign out": the browser forgets the tokens at once and the server ends the session, so the token is
 * refused from then on even if someone copied it. A failed call (offline) leaves the session to end by
 * itself after its idle time.
 */
export async function signOutOnServer(): Promise<void> {
  const token = sessionToken();
  signOut();
  if (token) await callGraphql(SignOutDocument, {}, token).catch(() => undefined);
}
