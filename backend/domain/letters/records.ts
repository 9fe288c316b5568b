/**
 * Engagement letters as the firm keeps them: template versions (each save a new one, never changed after),
 * letters (the exact template version they were made from, the signers, the events, the PDFs' keys and
 * hashes) and the seals the firm recorded. How they are stored is the adapter's business
 * (adapters/dynamodb/letters.ts).
 */
import type {
  FeeTerms,
  LetterEventKind,
  LetterKind,
  LetterLanguage,
  SealStage,
  SignerRole,
  SignerState,
} from '../../contract/letters';

export interface LetterTemplateRecord {
  id: string;
  version: number;
  name: string;
  kind: LetterKind;
  language: LetterLanguage;
  body: string;
  feeTerms?: FeeTerms;
  savedAt: string;
  /** The administrator's email, or "system" for the samples made on first use. */
  savedBy: string;
  retired: boolean;
}

export interface LetterEventRecord {
  kind: LetterEventKind;
  at: string;
  /** The signer's email, the staff member's, or "system". */
  by: string;
  /** The network address (as the edge saw it) and the browser, for what a signer did. */
  network?: string;
  browser?: string;
  note?: string;
}

export interface LetterSignerRecord {
  name: string;
  email: string;
  role: SignerRole;
  state: SignerState;
  /** The keyed hash of this signer's link token; the token itself is only in the signer's email. */
  tokenHash: string;
  /** The word printed in this signer's consent PDF, typed back to consent. */
  accessWord: string;
  /** The consent PDF made for this signer (letters/ prefix). */
  consentKey: string;
  /** When this signer first opened their page. */
  openedAt?: string;
  consentVersion?: string;
  consentedAt?: string;
  /** The keyed hash of the one-time code in force, when it lapses, and the wrong tries made on it. */
  codeHash?: string;
  codeExpiresAt?: string;
  codeTries?: number;
  verifiedAt?: string;
  signedAt?: string;
  typedName?: string;
  /** The drawn signature's PNG (letters/ prefix), when one was drawn. */
  drawnKey?: string;
}

/** What a letter sent from a lead without a matter needs to open the matter by itself once signed. */
export interface LetterMatterRecord {
  claimType: string;
  responsibleAttorney: string;
  facts: {
    incidentDate: string;
    clientBirthDate?: string | null;
    defendantKind: string;
    claimPresentedOn?: string | null;
  };
}

export interface LetterMergeRecord {
  clientName: string;
  clientEmail: string;
  clientAddress?: string;
  claimType?: string;
  incidentDate?: string;
  attorneyName?: string;
}

/** What the letter's state is kept as; `opened`, `consented` and `expired` are read off signers and dates. */
export type StoredLetterState = 'sent' | 'signed' | 'countersigned' | 'declined' | 'revoked';

export interface LetterRecord {
  id: string;
  /** The lead's id (a matter's id is its lead's). */
  caseId: string;
  clientName: string;
  templateId: string;
  templateVersion: number;
  title: string;
  kind: LetterKind;
  language: LetterLanguage;
  feeTerms?: FeeTerms;
  signers: LetterSignerRecord[];
  /** The last civil day (firm's zone) the links work. */
  expiresOn: string;
  /** The instant that day ends in the firm's zone: past it, the letter is expired. */
  expiresAt: string;
  sentAt: string;
  sentBy: { email: string; name: string };
  /** The PDF as sent (letters/ prefix), its SHA-256 and pages. */
  sentKey: string;
  sentSha256: string;
  pageCount: number;
  state: StoredLetterState;
  /** When a signer first opened their page. */
  openedAt?: string;
  /** What the merge fields were filled from (today aside), so a letter sent again reads the same. */
  merge: LetterMergeRecord;
  /** The sealed PDF (signed, then countersigned), its SHA-256 and when it was sealed. */
  sealedKey?: string;
  sealedSha256?: string;
  sealedAt?: string;
  /** The client's folder in the File Manager (found or made when the letter was sent), and the sealed PDF's file there. */
  folderId: string;
  documentId?: string;
  countersignedBy?: string;
  /** A countersignature recorded and waiting for the sealing job: the attorney's name and the event. */
  countersign?: { name: string; event: LetterEventRecord };
  declineReason?: string;
  revokeReason?: string;
  /** The letter this one was sent again from. */
  resentFrom?: string;
  /** From a lead without a matter: the matter it opens once signed. */
  matter?: LetterMatterRecord;
  /** The responsible attorney the signed letter is mailed to (the matter's, or the one named to open it). */
  attorneyEmail?: string;
  events: LetterEventRecord[];
  /** Reminders sent so far (LETTER_REMINDER_DAYS), and whether the expiry is on record. */
  remindersSent: number;
  expiryRecorded?: boolean;
  /** Bumped on every write; a write expecting an older version fails. */
  version: number;
}

/** A PDF the firm sealed: its hash, the letter and the stage. */
export interface SealRecord {
  sha256: string;
  letterId: string;
  stage: SealStage;
  sealedAt: string;
}

/** The key prefix of the documents bucket that letters' PDFs live under; no staff listing shows it. */
export const LETTERS_PREFIX = 'letters/';

/** Previews, which expire by the bucket's lifecycle after a day (infra/documents.ts). */
export const LETTER_PREVIEWS_PREFIX = `${LETTERS_PREFIX}previews/`;

export const letterObjectKey = (letterId: string, name: string) => `${LETTERS_PREFIX}${letterId}/${name}`;

export const allSigned = (letter: Pick<LetterRecord, 'signers'>) =>
  letter.signers.every((signer) => signer.state === 'signed');

export const isPastExpiry = (letter: Pick<LetterRecord, 'expiresAt'>, now: Date) =>
  new Date(letter.expiresAt).getTime() <= now.getTime();

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the sealing job has before the sweeper starts it again. */
const SEALING_GRACE_MS = 5 * 60 * 1000;
const sealingOverdueAt = (from: string) =>
  new Date(new Date(from).getTime() + SEALING_GRACE_MS).toISOString();

/**
 * The earliest time the sweeper has something to do for this letter (the next reminder while unsigned, the
 * expiry's record), or undefined when nothing is left: the sparse index holds only letters with work.
 */
export function sweepDueOf(letter: LetterRecord, reminderDays: readonly number[]): string | undefined {
  // Every signer signed, or an attorney countersigned, and the sealing job has not finished a while later:
  // the sweeper starts it again (not sooner, so it does not race the job the signature started).
  if (letter.state === 'signed' && letter.countersign) return sealingOverdueAt(letter.countersign.event.at);
  if (letter.state !== 'sent') return undefined;
  if (allSigned(letter)) {
    const lastSignedAt = letter.signers
      .map((signer) => signer.signedAt ?? letter.sentAt)
      .sort()
      .at(-1)!;
    return sealingOverdueAt(lastSignedAt);
  }
  if (letter.expiryRecorded) return undefined;
  const next = reminderDays[letter.remindersSent];
  const reminderAt =
    next === undefined
      ? undefined
      : new Date(new Date(letter.sentAt).getTime() + next * DAY_MS).toISOString();
  return reminderAt && reminderAt < letter.expiresAt ? reminderAt : letter.expiresAt;
}
