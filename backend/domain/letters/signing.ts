/**
 * The signer's side of a letter, reached by the link alone: the page, consent to do business electronically
 * (the version shown and the word printed in the consent PDF), a one-time code to the signer's email, then
 * the signature (the typed name must match; a drawn one is optional) or a refusal with a reason. The server
 * holds the order: no code before consent, no signature before the code. Every operation starts from the
 * token: a wrong, revoked or unknown one gets the same NotFound answer after the same work; an expired one
 * its own. Each event keeps the time, the network address and the browser. The signing page touches the
 * letters alone: the lead's timeline hears of a signature from the sealing job, which lands the letter.
 */
import { randomInt } from 'node:crypto';
import { FIRM_IDENTITY } from '../../contract/firm';
import {
  LETTER_LIMITS,
  SIGNING_ACTIONS_PER_LINK_PER_HOUR,
  SIGNING_CHECKS_PER_NETWORK_PER_HOUR,
  SIGNING_CODES_PER_LINK_PER_DAY,
  SIGNING_CODE_DIGITS,
  SIGNING_CODE_MINUTES,
  SIGNING_CODE_TRIES,
  SIGNING_CONSENT_TEXT,
  SIGNING_CONSENT_VERSION,
  SIGNING_MESSAGES,
  type LetterLanguage,
} from '../../contract/letters';
import type { ClientInfo } from '../audit/audit-context';
import type { AuditAction } from '../../contract/audit';
import type { Visitor } from '../auth/callers';
import { keyedHash, matchesHash, normaliseSecurityCode } from '../auth/one-time-secrets';
import { clientNetwork } from '../client-network';
import { UserFacingError } from '../errors';
import { ConflictError } from '../documents/ports';
import { codeEmail, firmNoticeEmail } from './emails';
import type { SigningDependencies } from './ports';
import {
  allSigned,
  isPastExpiry,
  letterObjectKey,
  type LetterEventRecord,
  type LetterRecord,
  type LetterSignerRecord,
} from './records';
import {
  firmRecipients,
  letterAudit,
  letterEvent,
  letterStaffLink,
  maskedEmail,
  storeNext,
  tokenHashOf,
} from './shared';

const HOUR_SECONDS = 60 * 60;

/** The answer for a link that opens nothing: the language is not known, so both. */
export const SIGNING_NOT_FOUND = `${SIGNING_MESSAGES.en.notFound} ${SIGNING_MESSAGES.es.notFound}`;
const notFound = () => new UserFacingError(SIGNING_NOT_FOUND, 'NotFound');

interface Opened {
  letter: LetterRecord;
  index: number;
  signer: LetterSignerRecord;
  language: LetterLanguage;
}

/**
 * The letter and signer behind a token whose letter was not revoked, expired or not; NotFound for any other
 * token. Every path does the same work (one throttle count, one hash, one lookup) before it answers.
 */
async function openedBy(deps: SigningDependencies, client: ClientInfo, token: string): Promise<Opened> {
  const allowed = await deps.rateLimiter.tryConsume(
    `signing-link#${clientNetwork(client.sourceIp)}`,
    { limit: SIGNING_CHECKS_PER_NETWORK_PER_HOUR, windowSeconds: HOUR_SECONDS },
    deps.now(),
  );
  if (!allowed)
    throw new UserFacingError(
      `${SIGNING_MESSAGES.en.tooManyRequests} ${SIGNING_MESSAGES.es.tooManyRequests}`,
      'TooManyRequests',
    );
  const found = await deps.store.findByTokenHash(await tokenHashOf(deps, token));
  if (!found || found.letter.state === 'revoked') throw notFound();
  const { letter, signer: index } = found;
  return { letter, index, signer: letter.signers[index]!, language: letter.language };
}

const isExpiredFor = (opened: Opened, now: Date) =>
  opened.letter.state === 'sent' && opened.signer.state !== 'signed' && isPastExpiry(opened.letter, now);

/** A signer who may still act: the letter out, not expired, and this signer not done. */
async function actingSigner(deps: SigningDependencies, client: ClientInfo, token: string): Promise<Opened> {
  const opened = await openedBy(deps, client, token);
  const words = SIGNING_MESSAGES[opened.language];
  if (isExpiredFor(opened, deps.now())) throw new UserFacingError(words.expired, 'Forbidden');
  if (opened.signer.state === 'signed') throw new UserFacingError(words.alreadySigned);
  if (opened.letter.state !== 'sent') throw new UserFacingError(words.closed, 'Forbidden');
  const allowed = await deps.rateLimiter.tryConsume(
    `signing-action#${opened.letter.id}#${opened.index}`,
    { limit: SIGNING_ACTIONS_PER_LINK_PER_HOUR, windowSeconds: HOUR_SECONDS },
    deps.now(),
  );
  if (!allowed) throw new UserFacingError(words.tooManyRequests, 'TooManyRequests');
  return opened;
}

/** What a change to the signer leaves: the signer's new fields, the letter's, and the events. */
interface SignerChange {
  signer?: Partial<LetterSignerRecord>;
  letter?: Partial<LetterRecord>;
  events: LetterEventRecord[];
}

/** Applies a change to the signer, re-reading and trying again when another change got there first. */
async function changeSigner(
  deps: SigningDependencies,
  opened: Opened,
  change: (signer: LetterSignerRecord, letter: LetterRecord) => SignerChange | undefined,
): Promise<LetterRecord> {
  let letter = opened.letter;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const signer = letter.signers[opened.index]!;
    const made = change(signer, letter);
    if (!made) return letter;
    const signers = letter.signers.map((each, index) =>
      index === opened.index ? { ...each, ...made.signer } : each,
    );
    const next = await storeNext(deps, letter, { ...made.letter, signers }, made.events);
    if (next) return next;
    const fresh = await deps.store.getLetter(letter.id);
    if (!fresh) throw notFound();
    letter = fresh;
  }
  throw new ConflictError('The letter kept changing');
}

const signerActor = (opened: Opened, client: ClientInfo) =>
  ({ kind: 'signer', email: opened.signer.email, client }) as const;

async function audited(
  deps: SigningDependencies,
  opened: Opened,
  client: ClientInfo,
  action: AuditAction,
  letter: LetterRecord,
  detail?: string,
) {
  await deps.audit.recordAfter(letterAudit(signerActor(opened, client), action, letter, detail));
}

/** The page as the signer sees it now. */
async function pageOf(deps: SigningDependencies, letter: LetterRecord, index: number) {
  const signer = letter.signers[index]!;
  const now = deps.now();
  const expired = letter.state === 'sent' && signer.state !== 'signed' && isPastExpiry(letter, now);
  const status = expired
    ? 'expired'
    : signer.state === 'signed'
      ? 'signed'
      : letter.state === 'declined'
        ? 'declined'
        : 'open';
  const verified = signer.state === 'verified' || signer.state === 'signed';
  const codeSent = Boolean(
    signer.codeHash && signer.codeExpiresAt && signer.codeExpiresAt > now.toISOString(),
  );
  const sealed = (letter.state === 'signed' || letter.state === 'countersigned') && letter.sealedKey;
  const open = status === 'open';
  return {
    status,
    language: letter.language,
    firmName: FIRM_IDENTITY.name,
    firmPhone: FIRM_IDENTITY.phoneDisplay,
    firmEmail: FIRM_IDENTITY.infoEmail,
    documentTitle: letter.title,
    signerName: signer.name,
    maskedEmail: maskedEmail(signer.email),
    consentVersion: SIGNING_CONSENT_VERSION,
    consentText: SIGNING_CONSENT_TEXT[letter.language],
    consentPdfUrl: open ? await deps.objects.link(signer.consentKey, 'consent.pdf', 'inline') : '',
    consented: signer.state !== 'waiting',
    codeSent,
    identityVerified: verified,
    ...(verified && open
      ? { documentUrl: await deps.objects.link(letter.sentKey, 'document.pdf', 'inline') }
      : {}),
    ...(verified && open ? { pageCount: letter.pageCount } : {}),
    ...(sealed && signer.state === 'signed'
      ? { signedUrl: await deps.objects.link(letter.sealedKey!, 'signed.pdf', 'attachment') }
      : {}),
    expiresOn: letter.expiresOn,
  };
}
export type SigningPageView = Awaited<ReturnType<typeof pageOf>>;

/** The signer's page; the first opening is an event of the letter. */
export async function signingPage(actor: Visitor, { token }: { token: string }, deps: SigningDependencies) {
  const opened = await openedBy(deps, actor, token);
  const now = deps.now();
  if (isExpiredFor(opened, now) || opened.signer.openedAt || opened.letter.state !== 'sent')
    return pageOf(deps, opened.letter, opened.index);
  const letter = await changeSigner(deps, opened, (signer, current) =>
    signer.openedAt
      ? undefined
      : {
          signer: { openedAt: now.toISOString() },
          letter: current.openedAt ? {} : { openedAt: now.toISOString() },
          events: [letterEvent('opened', now, signer.email, actor)],
        },
  );
  await audited(deps, opened, actor, 'letters.opened', letter);
  return pageOf(deps, letter, opened.index);
}

/** Consent to do business electronically: the version shown, and the word printed in the consent PDF. */
export async function giveSigningConsent(
  actor: Visitor,
  args: { token: string; consentVersion: string; accessWord: string },
  deps: SigningDependencies,
) {
  const opened = await actingSigner(deps, actor, args.token);
  const words = SIGNING_MESSAGES[opened.language];
  if (opened.signer.state !== 'waiting') return pageOf(deps, opened.letter, opened.index);
  if (args.consentVersion !== SIGNING_CONSENT_VERSION) throw new UserFacingError(words.consentVersionChanged);
  if (args.accessWord.trim().toLowerCase() !== opened.signer.accessWord)
    throw new UserFacingError(words.wrongAccessWord);
  const now = deps.now();
  const letter = await changeSigner(deps, opened, (signer) =>
    signer.state !== 'waiting'
      ? undefined
      : {
          signer: {
            state: 'consented',
            consentVersion: SIGNING_CONSENT_VERSION,
            consentedAt: now.toISOString(),
          },
          events: [letterEvent('consented', now, signer.email, actor, `consent ${SIGNING_CONSENT_VERSION}`)],
        },
  );
  await audited(deps, opened, actor, 'letters.consented', letter, `consent ${SIGNING_CONSENT_VERSION}`);
  return pageOf(deps, letter, opened.index);
}

const codeHashOf = async (deps: SigningDependencies, opened: Opened, code: string) =>
  keyedHash(`${opened.letter.id}#${opened.index}#${code}`, await deps.codeKey());

/** Mails the signer a one-time code (after consent; a few a day per link). */
export async function sendSigningCode(
  actor: Visitor,
  { token }: { token: string },
  deps: SigningDependencies,
) {
  const opened = await actingSigner(deps, actor, token);
  const words = SIGNING_MESSAGES[opened.language];
  if (opened.signer.state === 'waiting') throw new UserFacingError(words.consentFirst);
  if (opened.signer.state !== 'consented') return pageOf(deps, opened.letter, opened.index);
  const now = deps.now();
  const allowed = await deps.rateLimiter.tryConsume(
    `signing-code#${opened.letter.id}#${opened.index}`,
    { limit: SIGNING_CODES_PER_LINK_PER_DAY, windowSeconds: 24 * HOUR_SECONDS },
    now,
  );
  if (!allowed) throw new UserFacingError(words.tooManyCodes, 'TooManyRequests');
  const code = String(randomInt(0, 10 ** SIGNING_CODE_DIGITS)).padStart(SIGNING_CODE_DIGITS, '0');
  const codeHash = await codeHashOf(deps, opened, code);
  const letter = await changeSigner(deps, opened, (signer) =>
    signer.state !== 'consented'
      ? undefined
      : {
          signer: {
            codeHash,
            codeExpiresAt: new Date(now.getTime() + SIGNING_CODE_MINUTES * 60_000).toISOString(),
            codeTries: 0,
          },
          events: [letterEvent('code-sent', now, signer.email, actor, maskedEmail(signer.email))],
        },
  );
  await deps.sendMail(codeEmail(letter, letter.signers[opened.index]!, code));
  await audited(deps, opened, actor, 'letters.code-sent', letter);
  return pageOf(deps, letter, opened.index);
}

/** Checks the code: a wrong one is counted, and after SIGNING_CODE_TRIES the code is void. */
export async function checkSigningCode(
  actor: Visitor,
  { token, code }: { token: string; code: string },
  deps: SigningDependencies,
) {
  const opened = await actingSigner(deps, actor, token);
  const words = SIGNING_MESSAGES[opened.language];
  const { signer } = opened;
  if (signer.state === 'waiting') throw new UserFacingError(words.consentFirst);
  if (signer.state !== 'consented') return pageOf(deps, opened.letter, opened.index);
  const now = deps.now();
  if (!signer.codeHash || !signer.codeExpiresAt) throw new UserFacingError(words.codeExpired);
  if ((signer.codeTries ?? 0) >= SIGNING_CODE_TRIES) throw new UserFacingError(words.codeUsedUp);
  if (signer.codeExpiresAt <= now.toISOString()) throw new UserFacingError(words.codeExpired);
  const typed = normaliseSecurityCode(typeof code === 'string' ? code.slice(0, 20) : '');
  const key = await deps.codeKey();
  if (!matchesHash(`${opened.letter.id}#${opened.index}#${typed}`, signer.codeHash, key)) {
    const letter = await changeSigner(deps, opened, (current) => {
      const tries = (current.codeTries ?? 0) + 1;
      return {
        signer: { codeTries: tries },
        events: [
          letterEvent('code-failed', now, current.email, actor, `try ${tries} of ${SIGNING_CODE_TRIES}`),
        ],
      };
    });
    const tries = letter.signers[opened.index]!.codeTries ?? 0;
    await audited(
      deps,
      opened,
      actor,
      'letters.code-failed',
      letter,
      `try ${tries} of ${SIGNING_CODE_TRIES}`,
    );
    throw new UserFacingError(tries >= SIGNING_CODE_TRIES ? words.codeUsedUp : words.codeWrong);
  }
  const letter = await changeSigner(deps, opened, (current) =>
    current.state !== 'consented'
      ? undefined
      : {
          signer: {
            state: 'verified',
            verifiedAt: now.toISOString(),
            codeHash: undefined,
            codeExpiresAt: undefined,
          },
          events: [letterEvent('identity-verified', now, current.email, actor, 'one-time code by email')],
        },
  );
  await audited(deps, opened, actor, 'letters.identity-verified', letter);
  return pageOf(deps, letter, opened.index);
}

/** A name as it is compared: case, spacing and accents' composition do not matter. */
export const comparableName = (name: string) =>
  name.normalize('NFC').toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim();

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG bytes of a drawn signature's data URL, or the message saying it cannot be used. */
function drawnPng(dataUrl: string, message: string): Uint8Array {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl.trim());
  const maxChars = Math.ceil((LETTER_LIMITS.maxDrawnSignatureBytes * 4) / 3) + 4;
  if (!match || match[1]!.length > maxChars) throw new UserFacingError(message);
  const bytes = new Uint8Array(Buffer.from(match[1]!, 'base64'));
  if (
    bytes.length > LETTER_LIMITS.maxDrawnSignatureBytes ||
    !PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)
  )
    throw new UserFacingError(message);
  return bytes;
}

/** Signs: after consent and the code, with the signer's own name typed; the last signer's signature seals it. */
export async function signLetter(
  actor: Visitor,
  args: { token: string; typedName: string; drawnSignature?: string | null },
  deps: SigningDependencies,
) {
  const opened = await actingSigner(deps, actor, args.token);
  const words = SIGNING_MESSAGES[opened.language];
  const { signer } = opened;
  if (signer.state === 'waiting') throw new UserFacingError(words.consentFirst);
  if (signer.state === 'consented') throw new UserFacingError(words.codeFirst);
  const typedName = args.typedName.replace(/\s+/g, ' ').trim();
  if (comparableName(typedName) !== comparableName(signer.name))
    throw new UserFacingError(words.nameMismatch);
  const drawn = args.drawnSignature ? drawnPng(args.drawnSignature, words.drawnInvalid) : undefined;
  const drawnKey = drawn ? letterObjectKey(opened.letter.id, `signature-${opened.index + 1}.png`) : undefined;
  if (drawn && drawnKey) await deps.objects.put(drawnKey, drawn, 'image/png');
  const now = deps.now();
  const letter = await changeSigner(deps, opened, (current) =>
    current.state !== 'verified'
      ? undefined
      : {
          signer: {
            state: 'signed',
            signedAt: now.toISOString(),
            typedName,
            ...(drawnKey ? { drawnKey } : {}),
          },
          events: [letterEvent('signed', now, current.email, actor, drawn ? 'typed and drawn' : 'typed')],
        },
  );
  await audited(deps, opened, actor, 'letters.signed', letter, signer.role);
  // The sealing job (its own function, which alone may seal and file) lands it; the sweeper retries.
  if (allSigned(letter) && letter.state === 'sent') await deps.startLanding(letter.id);
  return pageOf(deps, letter, opened.index);
}

/** Declines with a reason: the letter is closed and the firm hears of it. */
export async function declineLetter(
  actor: Visitor,
  { token, reason }: { token: string; reason: string },
  deps: SigningDependencies,
) {
  const opened = await actingSigner(deps, actor, token);
  const words = SIGNING_MESSAGES[opened.language];
  const why = reason.replace(/\s+/g, ' ').trim();
  if (!why) throw new UserFacingError(words.reasonRequired);
  if (why.length > LETTER_LIMITS.declineReasonMaxLength) throw new UserFacingError(words.reasonTooLong);
  const now = deps.now();
  const letter = await changeSigner(deps, opened, (current, currentLetter) =>
    currentLetter.state !== 'sent'
      ? undefined
      : {
          signer: { state: 'declined' },
          letter: { state: 'declined', declineReason: why },
          events: [letterEvent('declined', now, current.email, actor, why)],
        },
  );
  await audited(deps, opened, actor, 'letters.declined', letter);
  const link = letterStaffLink(deps.siteUrl, letter);
  for (const to of firmRecipients(letter)) await deps.sendMail(firmNoticeEmail(letter, to, link, 'declined'));
  return pageOf(deps, letter, opened.index);
}
