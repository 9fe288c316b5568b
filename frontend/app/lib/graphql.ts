/**
 * Calls the GraphQL API. Sends `Authorization: Bearer <token>` with the session token, otherwise the
 * first-stage token, otherwise nothing after the word (spec section 6). Failures become an ApiError whose
 * message is the server's text, ready for the red error box.
 */
import { ENROLMENT_REQUIRED_MESSAGE, MFA_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '#contract/limits';
import { answerOf, type Answer, type TypedDocument } from '#contract/graphql/typed-document';
import { NOT_SIGNED_IN_MESSAGE } from '#contract/staff';
import { isStepUpRequired } from '#contract/sessions';
import { paths } from '../config/paths';
import { askForStepUp } from './step-up';

export class ApiError extends Error {
  override name = 'ApiError';
}

export const NETWORK_ERROR_MESSAGE =
  'We could not reach the server. Please check your connection and try again.';

function storedToken(): string {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) || localStorage.getItem(MFA_TOKEN_STORAGE_KEY) || '';
  } catch {
    return '';
  }
}

function messageOf(error: unknown): string {
  const errors = (error as { errors?: { message?: string }[] } | undefined)?.errors;
  const first = errors?.find((entry) => entry.message)?.message;
  if (first) return first;
  return NETWORK_ERROR_MESSAGE;
}

/**
 * The server no longer accepts this session: the authorizer refused the token (401: disabled account,
 * sessions ended, password changed) or a resolver found no live session behind it.
 */
function isSessionRefused(error: unknown): boolean {
  type Entry = {
    message?: string;
    errorType?: string;
    originalError?: { $metadata?: { httpStatusCode?: number } };
  };
  const errors = (error as { errors?: Entry[] } | undefined)?.errors ?? [];
  return errors.some(
    (entry) =>
      entry.originalError?.$metadata?.httpStatusCode === 401 ||
      entry.errorType === 'UnauthorizedException' ||
      entry.message === NOT_SIGNED_IN_MESSAGE,
  );
}

/** One place for every staff call: a refused session signs the browser out and goes to /login. */
function endRefusedSession(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(MFA_TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing to remove.
  }
  window.location.assign(paths.login);
}

/** Where the firm's policy sends a person with no strong factor: My account, which says why. */
export const ENROLMENT_PATH = `${paths.account}?enrol=required`;

function sendToEnrolment(): void {
  if (window.location.pathname !== paths.account) window.location.assign(ENROLMENT_PATH);
}

/**
 * One call. When the server asks for a recent second factor (STEP_UP_REQUIRED_MESSAGE), the staff layout's
 * prompt asks for it and the call is made once more; cancelling leaves the refusal's message for the screen.
 */
export async function callGraphql<Result extends object, Variables>(
  document: TypedDocument<Result, Variables>,
  variables: Variables,
  token: string = storedToken(),
): Promise<Answer<Result>> {
  try {
    return await callOnce(document, variables, token);
  } catch (error) {
    if (!(error instanceof ApiError) || !isStepUpRequired(error.message) || !(await askForStepUp()))
      throw error;
    return callOnce(document, variables, token);
  }
}

async function callOnce<Result extends object, Variables>(
  document: TypedDocument<Result, Variables>,
  variables: Variables,
  token: string,
): Promise<Answer<Result>> {
  const { client } = await import('./amplify-client');
  try {
    const result = (await client.graphql<unknown>({
      query: document,
      variables: variables as Record<string, unknown>,
      authMode: 'lambda',
      authToken: `Bearer ${token}`.trim(),
    })) as { data: Result };
    return answerOf(result.data);
  } catch (error) {
    const usedSession = token !== '' && token === localStorage.getItem(TOKEN_STORAGE_KEY);
    if (usedSession && isSessionRefused(error)) endRefusedSession();
    const message = messageOf(error);
    if (usedSession && message === ENROLMENT_REQUIRED_MESSAGE) sendToEnrolment();
    throw new ApiError(message, { cause: error });
  }
}
