/** What engagement letters need from the outside, in the letters' own terms. */
import type { ConflictState } from '../../contract/conflicts';
import type { TimelineEvent } from '../../contract/consultation-inbox';
import type { LetterLanguage } from '../../contract/letters';
import type { Page } from '../../contract/paging';
import type { AuditLog } from '../audit/audit-log';
import type { StaffActor } from '../auth/callers';
import type { RateLimiter, SendMail } from '../auth/ports';
import type { Log } from '../log';
import type { MatterRecord } from '../matters/records';
import type { ConsentPdfInput, LetterPdfInput, SignatureStamp, SigningCertificate } from './pdf-types';
import type { LetterRecord, LetterTemplateRecord, SealRecord } from './records';

export interface LetterStore {
  /**
   * Stores a new version of a template when its latest stored version is `expectedLatest` (none for a new
   * template); false when another save got there first.
   */
  saveTemplate(template: LetterTemplateRecord, expectedLatest: number | undefined): Promise<boolean>;
  /** One version, or the latest when `version` is absent; the template's retired flag is the latest's. */
  getTemplate(id: string, version?: number): Promise<LetterTemplateRecord | undefined>;
  /** The latest version of every template, by name. */
  listTemplates(cursor?: string | null): Promise<Page<LetterTemplateRecord>>;
  /** Retires or restores a template (every version); false when it is not there. */
  setTemplateRetired(id: string, retired: boolean): Promise<boolean>;

  /** Stores a new letter with each signer's link; fails with ConflictError if its id exists. */
  createLetter(letter: LetterRecord): Promise<void>;
  getLetter(id: string): Promise<LetterRecord | undefined>;
  /** Replaces the letter when its stored version is `expectedVersion`; false when it changed since. */
  saveLetter(letter: LetterRecord, expectedVersion: number): Promise<boolean>;
  /** A case's letters, newest sent first. */
  lettersOfCase(caseId: string, cursor?: string | null): Promise<Page<LetterRecord>>;
  /**
   * The letter and signer a link's token hash opens, whatever the letter's state (the domain decides). A
   * hash no link has costs the same reads as a real one.
   */
  findByTokenHash(tokenHash: string): Promise<{ letter: LetterRecord; signer: number } | undefined>;
  /** Letters the sweeper is due to act on (`sweepDueOf`) at or before `before`, a page. */
  dueLetters(before: string): Promise<Page<LetterRecord>>;
  /** Records a PDF the firm sealed (by its SHA-256). */
  recordSeal(seal: SealRecord): Promise<void>;
  findSeal(sha256: string): Promise<SealRecord | undefined>;
}

/** One stored object: its ETag (no quotes) and, where the bucket keeps versions, its version. */
export interface StoredLetterObject {
  eTag: string;
  versionId?: string;
}

/** The documents bucket's `letters/` prefix: PDFs as sent, consent PDFs, drawn signatures, sealed PDFs. */
export interface LetterObjects {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredLetterObject>;
  get(key: string): Promise<Uint8Array>;
  /** A short-lived link that downloads the object as `fileName` (inline for a PDF a page shows). */
  link(key: string, fileName: string, disposition: 'inline' | 'attachment'): Promise<string>;
}

/** The PDFs (domain/letters/pdf, pure functions over bytes), in the letters' terms. */
export interface LetterPdfs {
  renderLetter(input: LetterPdfInput): Promise<Uint8Array>;
  renderConsent(input: ConsentPdfInput): Promise<Uint8Array>;
  /** The sent PDF, a signature page per the stamps and the certificate page(s); not sealed yet. */
  pageCount(pdf: Uint8Array): Promise<number>;
  signed(sent: Uint8Array, stamps: SignatureStamp[], certificate: SigningCertificate): Promise<Uint8Array>;
}

/** The firm's sealing key (a PAdES signature over the whole file). */
export interface LetterSealer {
  seal(
    pdf: Uint8Array,
    info: { reason: string; name: string; location: string; contactInfo: string; at: Date },
  ): Promise<Uint8Array>;
}

/** The lead a letter is sent from, as letters need it. */
export interface LetterLead {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  language: LetterLanguage;
  conflictState: ConflictState;
  assigneeEmail?: string;
}

/** The firm's leads, matters and staff, as letters read them. */
export interface LetterCases {
  lead(id: string): Promise<LetterLead | undefined>;
  matter(id: string): Promise<MatterRecord | undefined>;
  /** An active staff member's name, or undefined. */
  staffName(email: string): Promise<string | undefined>;
  /** Stores a new matter; false when one with its id is already there. */
  createMatter(matter: MatterRecord): Promise<boolean>;
}

/** The File Manager, where a sealed PDF lands in the client's folder. */
export interface LetterFiles {
  /** The top-level folder of this name: the existing one, or a new one made by `actor` (who sends the letter). */
  clientFolder(actor: StaffActor, name: string): Promise<{ id: string; name: string }>;
  /** Copies exactly `object` of a `letters/` key into the folder as a new ready file (a free name found). */
  addSealed(input: {
    folderId: string;
    name: string;
    size: number;
    key: string;
    object: StoredLetterObject;
    uploadedBy: string;
  }): Promise<{ documentId: string; storedName: string }>;
}

/** Appends to the lead's timeline (the consultation's events). */
export type LeadTimeline = (caseId: string, event: TimelineEvent) => Promise<void>;

export interface LetterDependencies {
  store: LetterStore;
  objects: LetterObjects;
  pdfs: LetterPdfs;
  cases: LetterCases;
  files: LetterFiles;
  timeline: LeadTimeline;
  /** Hands a letter every signer signed to the sealing job (its own function), which lands it. */
  startLanding(letterId: string): Promise<void>;
  rateLimiter: Pick<RateLimiter, 'tryConsume'>;
  sendMail: SendMail;
  /** The keys the links' tokens and the one-time codes are hashed with (public-function secret). */
  tokenKey(): Promise<Uint8Array>;
  codeKey(): Promise<Uint8Array>;
  audit: AuditLog;
  siteUrl: string;
  now: () => Date;
  /** The firm's time zone (settings). */
  timeZone: () => Promise<string>;
  log: Log;
}

/** What the signing page needs: the letter and its links, never the PDFs' renderer, the seal or the File Manager. */
export type SigningDependencies = Pick<
  LetterDependencies,
  | 'store'
  | 'objects'
  | 'startLanding'
  | 'rateLimiter'
  | 'sendMail'
  | 'tokenKey'
  | 'codeKey'
  | 'audit'
  | 'siteUrl'
  | 'now'
  | 'log'
>;

/** What the sweeper needs for letters' reminders and expiry. */
export type LetterSweepDependencies = Pick<
  LetterDependencies,
  'store' | 'timeline' | 'startLanding' | 'sendMail' | 'audit' | 'now' | 'log'
>;

/**
 * What landing and sealing need (the sealing job's function, the one that holds the firm's key): no link
 * keys, throttles or job starts.
 */
export type LandingDependencies = Omit<
  LetterDependencies,
  'startLanding' | 'rateLimiter' | 'tokenKey' | 'codeKey'
> & { sealer: LetterSealer };
