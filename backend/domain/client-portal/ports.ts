/** What the client portal needs from storage and the rest of the firm, in its own words. */
import type { AuditLog } from '../audit/audit-log';
import type { RateLimiter, SendMail } from '../auth/ports';
import type { MatterRecord } from '../matters/records';
import type { ClientAccount, ClientInvitation, ClientSession, ClientSignInLink } from './records';

export interface ClientAccountStore {
  account(email: string): Promise<ClientAccount | undefined>;
  saveAccount(account: ClientAccount): Promise<void>;
  /** The matters `email` is invited to. */
  invitationsOf(email: string): Promise<ClientInvitation[]>;
  /** Who is invited to `matterId`. */
  invitationsOn(matterId: string): Promise<ClientInvitation[]>;
  saveInvitation(invitation: ClientInvitation): Promise<void>;
  /** False when there was no such invitation. */
  removeInvitation(matterId: string, email: string): Promise<boolean>;
  saveLink(link: ClientSignInLink): Promise<void>;
  /** Deletes the link and answers it, once: a second call for the same hash answers undefined. */
  takeLink(tokenHash: string): Promise<ClientSignInLink | undefined>;
  createSession(session: ClientSession): Promise<void>;
  session(id: string): Promise<ClientSession | undefined>;
  touchSession(id: string, at: string): Promise<void>;
  endSession(id: string): Promise<void>;
}

/** The client token's signing key and name (a key of its own, and an audience of its own). */
export interface ClientTokenSigner {
  sign(claims: { sub: string; ver: number; sid: string }, now: Date, expiresAt: number): Promise<string>;
}

export interface ClientPortalDependencies {
  clients: ClientAccountStore;
  matters: { get(id: string): Promise<MatterRecord | undefined> };
  rateLimiter: Pick<RateLimiter, 'tryConsume'>;
  sendMail: SendMail;
  /** The sign-in links' hash key (the public-function secret's, never the signing secret's). */
  linkKey(): Promise<Uint8Array>;
  tokens: ClientTokenSigner;
  audit: AuditLog;
  siteUrl: string;
  now: () => Date;
}

/** What a signed-in client's own operations use: no mail, no secret. */
export type ClientSessionDependencies = Pick<ClientPortalDependencies, 'clients' | 'matters' | 'audit'>;
