/**
 * The ALTCHA widget, loaded only once the visitor starts filling in the form (bot-check.tsx imports this
 * module then): its script, its styles and its PBKDF2 worker are chunks of their own, served from the
 * site, so the first load carries none of them and no third party is asked for anything. The challenge
 * comes from the API (consultationChallenge) through the widget's `fetch` hook, so an expired challenge is
 * fetched again the same way; the proof of work runs in the worker, off the main thread.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { BOT_CHECK, BOT_CHECK_FIELD } from '#contract/consultation';
import { ConsultationChallengeDocument } from '#contract/graphql/public.generated';
import { callGraphql } from '../../lib/graphql';
import type { BotCheckLanguage } from '../../content/consultation-text';

$altcha.algorithms.set(BOT_CHECK.algorithm, () => new Pbkdf2Worker());

/** The widget's challenge "URL": its fetch hook answers it from the API. */
const CHALLENGE_URL = '/graphql#consultationChallenge';

async function challengeResponse(): Promise<Response> {
  const challenge = await callGraphql(ConsultationChallengeDocument, {});
  return new Response(challenge, { headers: { 'content-type': 'application/json' } });
}

/** The element's methods exist once its component has mounted, a task after it joined the page. */
async function mounted(widget: HTMLElementTagNameMap['altcha-widget']): Promise<void> {
  for (let tick = 0; tick < 50 && typeof widget.configure !== 'function'; tick++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Puts the widget into `container` and starts the proof of work: resolves to the widget and the work,
 * which settles with the solution (null when the work failed).
 */
export async function mountBotCheck(
  container: HTMLElement,
  language?: BotCheckLanguage,
): Promise<{ widget: HTMLElement; solving: Promise<string | null> }> {
  // The widget's words in the page's language (its own English otherwise), registered before it starts.
  if (language) $altcha.i18n.set(language.code, language.strings);
  const widget = document.createElement('altcha-widget');
  container.append(widget);
  await mounted(widget);
  await widget.configure({
    challenge: CHALLENGE_URL,
    fetch: challengeResponse,
    name: BOT_CHECK_FIELD,
    auto: 'off',
    hideFooter: true,
    hideLogo: true,
    humanInteractionSignature: false,
    workers: 1,
    ...(language && { language: language.code }),
  });
  const solving = widget
    .verify()
    .then((result) => result?.payload ?? null)
    .catch(() => null);
  return { widget, solving };
}
