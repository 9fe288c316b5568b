/**
 * The client's session in this browser: the client token and the client's language, under keys of their own
 * (a staff session in the same browser is never sent from the portal, nor the client's from a staff screen).
 * The server checks the token on every call; this only decides what to show.
 */
import type { Locale } from '#contract/locale';

const TOKEN_KEY = 'client-portal-token';
const LANGUAGE_KEY = 'client-portal-language';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export const clientToken = () => storage()?.getItem(TOKEN_KEY) ?? '';

export function keepClientSession(token: string, language: string) {
  storage()?.setItem(TOKEN_KEY, token);
  storage()?.setItem(LANGUAGE_KEY, language);
}

export function endClientSession() {
  storage()?.removeItem(TOKEN_KEY);
}

export const clientLanguage = (): Locale => (storage()?.getItem(LANGUAGE_KEY) === 'es' ? 'es' : 'en');

export function chooseClientLanguage(language: Locale) {
  storage()?.setItem(LANGUAGE_KEY, language);
}
