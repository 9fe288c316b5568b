/**
 * The browser's side of passkeys (@simplewebauthn/browser). Safari lets WebAuthn run only inside the
 * person's gesture, so where the screen can, it fetches the server's challenge before the click
 * (usePrefetchedChallenge) and the click calls the browser at once.
 *
 * The library loads with the first challenge, not with the screen: the step-up dialog sits in every staff
 * screen, and most step-ups are not by passkey (the size guard holds every staff screen's first load).
 */
import { useCallback } from 'react';
import { useQuery } from './use-query';

type WebAuthnBrowser = typeof import('@simplewebauthn/browser');
let loaded: WebAuthnBrowser | undefined;

/** The library, loaded once; fetched with the challenge, so a click finds it already here. */
async function webAuthn(): Promise<WebAuthnBrowser> {
  loaded ??= await import('@simplewebauthn/browser');
  return loaded;
}

export interface PasskeyChallenge {
  challengeId: string;
  /** WebAuthn's options in their JSON form, as the server made them. */
  options: string;
}

const CANCELLED_MESSAGE = 'The passkey prompt was closed or timed out. Please try again.';

/** A failed ceremony as a person reads it: a closed prompt says so; anything else keeps its message. */
export function passkeyError(error: unknown): Error {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return new Error(CANCELLED_MESSAGE);
  }
  return error instanceof Error ? error : new Error(CANCELLED_MESSAGE);
}

/** navigator.credentials.get for `challenge`; resolves to the response the server verifies, as JSON. */
export async function answerWithPasskey({ challengeId, options }: PasskeyChallenge) {
  try {
    const { startAuthentication } = loaded ?? (await webAuthn());
    const response = await startAuthentication({ optionsJSON: JSON.parse(options) as never });
    return { challengeId, response: JSON.stringify(response) };
  } catch (error) {
    throw passkeyError(error);
  }
}

/** navigator.credentials.create for `challenge`. */
export async function createPasskey({ challengeId, options }: PasskeyChallenge) {
  try {
    const { startRegistration } = loaded ?? (await webAuthn());
    const response = await startRegistration({ optionsJSON: JSON.parse(options) as never });
    return { challengeId, response: JSON.stringify(response) };
  } catch (error) {
    throw passkeyError(error);
  }
}

/**
 * A challenge fetched ahead of the click, and fetched again after each use (a challenge works once). `take`
 * hands over the current one, or undefined while none has arrived yet.
 */
export function usePrefetchedChallenge(fetch: () => Promise<PasskeyChallenge>) {
  const read = useCallback(async () => (await Promise.all([fetch(), webAuthn()]))[0], [fetch]);
  const { data: challenge, setData, reload, error } = useQuery(read);
  const take = useCallback(() => {
    if (challenge) {
      setData(undefined);
      void reload();
    }
    return challenge;
  }, [challenge, setData, reload]);
  return { ready: challenge !== undefined, error, take };
}
