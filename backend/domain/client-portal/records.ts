/** What the client portal keeps, as the domain knows it (the DynamoDB adapter owns the keys). */
import type { ClientRole } from '../../contract/client-portal';
import type { Locale } from '../../contract/locale';

/** A client's account: apart from staff accounts, keyed by the normalised email. */
export interface ClientAccount {
  email: string;
  name: string;
  language: Locale;
  /** Bumped when the last invitation is removed: every token of the account then stops working. */
  tokenVersion: number;
  createdAt: string;
}

/** One person invited to one matter. */
export interface ClientInvitation {
  matterId: string;
  email: string;
  name: string;
  role: ClientRole;
  language: Locale;
  invitedBy: string;
  invitedAt: string;
}

/** A sign-in link, kept as its keyed hash; taken (deleted) when used. */
export interface ClientSignInLink {
  tokenHash: string;
  email: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/** A signed-in client's session: its id is the token's `sid`. */
export interface ClientSession {
  id: string;
  email: string;
  createdAt: string;
  lastSeenAt: string;
  /** Epoch seconds: the absolute end (the table's TTL). */
  expiresAt: number;
}
