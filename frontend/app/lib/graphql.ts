/**
 * Calls the GraphQL API. Sends `Authorization: Bearer <token>` with the session token, otherwise the
 * first-stage token, otherwise nothing after the word (spec section 6). Failures become an ApiError whose
 * message is the server's text, ready for the red error box.
 */
import { MFA_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '#contract/limits';
import type { OperationResults } from '#contract/operations';

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

export async function callGraphql<Field extends keyof OperationResults>(
  field: Field,
  query: string,
  variables: Record<string, unknown> = {},
  token: string = storedToken(),
): Promise<OperationResults[Field]> {
  const { client } = await import('./amplify-client');
  try {
    const result = (await client.graphql({
      query,
      variables,
      authMode: 'lambda',
      authToken: `Bearer ${token}`.trim(),
    })) as { data: Record<string, unknown> };
    return result.data[field] as OperationResults[Field];
  } catch (error) {
    throw new ApiError(messageOf(error), { cause: error });
  }
}
