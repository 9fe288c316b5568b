/** The client portal's calls. Each sends the client's token only; a refused session is forgotten here. */
import {
  ClientMatterDocument,
  ClientMattersDocument,
  RequestClientSignInDocument,
  SignInClientDocument,
  SignOutClientDocument,
  type ClientMatterFieldsFragment,
} from '#contract/graphql/client-portal.generated';
import { NOT_SIGNED_IN_MESSAGE } from '#contract/staff';
import { ApiError, callGraphql } from '../../lib/graphql';
import { clientToken, endClientSession, keepClientSession } from './client-session';

export type ClientMatter = ClientMatterFieldsFragment;

/** The session is gone (signed out, idle, too old, access removed): the screen asks to sign in again. */
export class ClientSignedOut extends Error {
  override name = 'ClientSignedOut';
}

function isRefusal(error: unknown): boolean {
  const cause = (error as { cause?: { errors?: { message?: string; errorType?: string }[] } }).cause;
  return (cause?.errors ?? []).some(
    (entry) => entry.errorType === 'UnauthorizedException' || entry.message === NOT_SIGNED_IN_MESSAGE,
  );
}

async function asClient<Result>(call: (token: string) => Promise<Result>): Promise<Result> {
  const token = clientToken();
  if (!token) throw new ClientSignedOut();
  try {
    return await call(token);
  } catch (error) {
    if (error instanceof ApiError && isRefusal(error)) {
      endClientSession();
      throw new ClientSignedOut();
    }
    throw error;
  }
}

/** No session is sent: the address is the only thing asked. */
export const requestSignInLink = (email: string) => callGraphql(RequestClientSignInDocument, { email }, '');

export async function signInWithLink(token: string) {
  const session = await callGraphql(SignInClientDocument, { token }, '');
  keepClientSession(session.token, session.language);
  return session;
}

export const loadClientMatters = () => asClient((token) => callGraphql(ClientMattersDocument, {}, token));

export const loadClientMatter = (matterId: string) =>
  asClient((token) => callGraphql(ClientMatterDocument, { matterId }, token));

export async function signOutClient() {
  try {
    await asClient((token) => callGraphql(SignOutClientDocument, {}, token));
  } finally {
    endClientSession();
  }
}
