/**
 * The client portal's operations: staff invite a matter's client (or a minor's guardian) and remove access;
 * the client asks for a sign-in link, signs in with it, reads the matters they are invited to and signs out.
 * A client operation takes the matter from the caller's own invitations, read on every call: an id of a
 * matter the client is not invited to is not on file for them, whoever's it is.
 */
import {
  CLIENT_INVITE_MESSAGES,
  CLIENT_LIMITS,
  CLIENT_PORTAL_TEXT,
  CLIENT_SESSION_ABSOLUTE_SECONDS,
  CLIENT_SIGN_IN_ATTEMPTS_PER_NETWORK_PER_HOUR,
  CLIENT_SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR,
  CLIENT_SIGN_IN_LINK_SECONDS,
  CLIENT_SIGN_IN_REQUESTS_PER_NETWORK_PER_HOUR,
  CLIENT_PORTAL_PATHS,
  clientMatterLink,
  clientSignInLink,
  isClientLanguage,
  isClientRole,
} from '../../contract/client-portal';
import { EMAIL_PATTERN_SOURCE } from '../../contract/consultation';
import { MATTER_MESSAGES } from '../../contract/matters';
import { clientFields, staffEvent, type ClientInfo } from '../audit/audit-context';
import type { AuditEvent } from '../audit/audit-log';
import type { ClientActor, StaffActor, Visitor } from '../auth/callers';
import { epochSeconds, isExpired, keyedHash, newSecretToken } from '../auth/one-time-secrets';
import { normaliseEmail } from '../auth/user';
import { clientNetwork } from '../client-network';
import { UserFacingError } from '../errors';
import type { MatterRecord } from '../matters/records';
import { invitationEmail, signInEmail, updateEmail } from './emails';
import type { ClientPortalDependencies, ClientSessionDependencies } from './ports';
import type { ClientAccount, ClientInvitation } from './records';
import { newClientSession } from './sessions';

const HOUR = 60 * 60;
const EMAIL = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, 'u');
const CLIENT_TARGET_TYPE = 'client';
const MATTER_TARGET_TYPE = 'matter';

/** A matter as its client reads it: the phase (the screen words it), when it last changed and the firm's note. */
export interface ClientMatterView {
  id: string;
  claimType: string;
  phase: MatterRecord['phase'];
  lastUpdateAt: string;
  note?: string;
}

export function clientMatterView(matter: MatterRecord): ClientMatterView {
  return {
    id: matter.id,
    claimType: matter.claimType,
    phase: matter.phase,
    lastUpdateAt: matter.phaseChangedAt ?? matter.openedAt,
    ...(matter.clientNote ? { note: matter.clientNote } : {}),
  };
}

function checkedEmail(raw: string): string {
  const email = normaliseEmail(raw);
  if (email.length > CLIENT_LIMITS.emailMaxLength || !EMAIL.test(email))
    throw new UserFacingError(CLIENT_INVITE_MESSAGES.badEmail);
  return email;
}

function checkedName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw new UserFacingError(CLIENT_INVITE_MESSAGES.nameRequired);
  if (name.length > CLIENT_LIMITS.nameMaxLength)
    throw new UserFacingError(CLIENT_INVITE_MESSAGES.nameTooLong);
  return name;
}

async function existingMatter(deps: Pick<ClientPortalDependencies, 'matters'>, id: string) {
  const matter = id.length <= 64 ? await deps.matters.get(id) : undefined;
  if (!matter) throw new UserFacingError(MATTER_MESSAGES.notFound, 'NotFound');
  return matter;
}

/** A fresh sign-in link for `email`: its hash is kept, the link is mailed. */
async function issueLink(deps: ClientPortalDependencies, email: string) {
  const { token, tokenHash } = newSecretToken(await deps.linkKey());
  await deps.clients.saveLink({
    tokenHash,
    email,
    expiresAt: epochSeconds(deps.now()) + CLIENT_SIGN_IN_LINK_SECONDS,
  });
  return clientSignInLink(deps.siteUrl, token);
}

/**
 * Invites someone to a matter (staff), or invites them again: the invitation is saved with the role and
 * language given, and they are mailed a sign-in link. Audited on the matter.
 */
export async function inviteClient(
  actor: StaffActor,
  args: { matterId: string; name: string; email: string; role: string; language: string },
  deps: ClientPortalDependencies,
): Promise<ClientInvitation> {
  const name = checkedName(args.name);
  const email = checkedEmail(args.email);
  if (!isClientRole(args.role)) throw new UserFacingError(CLIENT_INVITE_MESSAGES.unknownRole);
  if (!isClientLanguage(args.language)) throw new UserFacingError(CLIENT_INVITE_MESSAGES.unknownLanguage);
  const matter = await existingMatter(deps, args.matterId);
  const now = deps.now().toISOString();
  const previous = await deps.clients.account(email);
  const account: ClientAccount = {
    email,
    name,
    language: args.language,
    tokenVersion: previous?.tokenVersion ?? 1,
    createdAt: previous?.createdAt ?? now,
  };
  await deps.clients.saveAccount(account);
  const invitation: ClientInvitation = {
    matterId: matter.id,
    email,
    name,
    role: args.role,
    language: args.language,
    invitedBy: actor.user.email,
    invitedAt: now,
  };
  const again = (await deps.clients.invitationsOf(email)).some((held) => held.matterId === matter.id);
  await deps.clients.saveInvitation(invitation);
  await deps.audit.record(
    staffEvent(actor, 'clients.invited', {
      target: { type: MATTER_TARGET_TYPE, id: matter.id, label: matter.clientName },
      detail: `${again ? 'invited again' : 'invited'}: ${email} (${args.role}, ${args.language})`,
    }),
  );
  const link = await issueLink(deps, email);
  await deps.sendMail(invitationEmail(account, link, `${deps.siteUrl}${CLIENT_PORTAL_PATHS.home}`));
  return invitation;
}

/**
 * Ends one person's access to one matter (staff). Without any matter left, every token of the account
 * stops working at once.
 */
export async function removeClientAccess(
  actor: StaffActor,
  args: { matterId: string; email: string },
  deps: ClientPortalDependencies,
): Promise<boolean> {
  const email = normaliseEmail(args.email);
  const matter = await existingMatter(deps, args.matterId);
  if (!(await deps.clients.removeInvitation(matter.id, email)))
    throw new UserFacingError(CLIENT_INVITE_MESSAGES.notInvited, 'NotFound');
  const account = await deps.clients.account(email);
  if (account && (await deps.clients.invitationsOf(email)).length === 0)
    await deps.clients.saveAccount({ ...account, tokenVersion: account.tokenVersion + 1 });
  await deps.audit.record(
    staffEvent(actor, 'clients.access-removed', {
      target: { type: MATTER_TARGET_TYPE, id: matter.id, label: matter.clientName },
      detail: email,
    }),
  );
  return true;
}

/** Who is invited to a matter (staff). */
export async function matterClients(
  _actor: StaffActor,
  { matterId }: { matterId: string },
  deps: ClientPortalDependencies,
): Promise<ClientInvitation[]> {
  const matter = await existingMatter(deps, matterId);
  const invitations = await deps.clients.invitationsOn(matter.id);
  return invitations.sort((a, b) => a.name.localeCompare(b.name));
}

function tooMany(): never {
  throw new UserFacingError(CLIENT_PORTAL_TEXT.en.tooMany, 'TooManyRequests');
}

/**
 * Mails a sign-in link to an invited address. The answer is the same whether or not the address is
 * invited, and past the address's hourly limit nothing more is sent (still the same answer), so nobody
 * learns who is a client or fills a client's mailbox; a network asking too often is told so.
 */
export async function requestClientSignIn(
  actor: Visitor,
  args: { email: string },
  deps: ClientPortalDependencies,
): Promise<boolean> {
  const now = deps.now();
  const network = clientNetwork(actor.sourceIp);
  const limit = (count: number) => ({ limit: count, windowSeconds: HOUR });
  if (
    !(await deps.rateLimiter.tryConsume(
      `client-sign-in#net#${network}`,
      limit(CLIENT_SIGN_IN_REQUESTS_PER_NETWORK_PER_HOUR),
      now,
    ))
  )
    tooMany();
  const email = normaliseEmail(args.email);
  if (email.length > CLIENT_LIMITS.emailMaxLength || !EMAIL.test(email)) return true;
  const addressKey = `client-sign-in#to#${keyedHash(email, await deps.linkKey())}`;
  if (!(await deps.rateLimiter.tryConsume(addressKey, limit(CLIENT_SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR), now)))
    return true;
  const account = await deps.clients.account(email);
  if (!account || (await deps.clients.invitationsOf(email)).length === 0) return true;
  await deps.sendMail(signInEmail(account, await issueLink(deps, email)));
  return true;
}

function linkNotValid(): never {
  throw new UserFacingError(CLIENT_PORTAL_TEXT.en.linkNotValid, 'NotFound');
}

/**
 * Signs a client in with a sign-in link's token: the link is taken (it works once), must not have expired
 * and its address must still be invited to a matter. Answers the client's token, which expires with the
 * session.
 */
export async function signInClient(
  actor: Visitor,
  args: { token: string },
  deps: ClientPortalDependencies,
): Promise<{ token: string; name: string; language: string; expiresAt: string }> {
  const now = deps.now();
  const allowed = await deps.rateLimiter.tryConsume(
    `client-sign-in-link#net#${clientNetwork(actor.sourceIp)}`,
    { limit: CLIENT_SIGN_IN_ATTEMPTS_PER_NETWORK_PER_HOUR, windowSeconds: HOUR },
    now,
  );
  if (!allowed) tooMany();
  if (!args.token || args.token.length > 100) linkNotValid();
  const link = await deps.clients.takeLink(keyedHash(args.token, await deps.linkKey()));
  if (!link || isExpired(link, now)) linkNotValid();
  const account = await deps.clients.account(link.email);
  if (!account || (await deps.clients.invitationsOf(account.email)).length === 0) linkNotValid();
  const session = newClientSession(account.email, now);
  await deps.clients.createSession(session);
  const expiresAt = epochSeconds(new Date(session.createdAt)) + CLIENT_SESSION_ABSOLUTE_SECONDS;
  const token = await deps.tokens.sign(
    { sub: account.email, ver: account.tokenVersion, sid: session.id },
    now,
    expiresAt,
  );
  await deps.audit.record(clientEvent(actor, account, 'clients.signed-in'));
  return {
    token,
    name: account.name,
    language: account.language,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

function clientEvent(
  client: ClientInfo,
  account: Pick<ClientAccount, 'email' | 'name'>,
  action: AuditEvent['action'],
): AuditEvent {
  return {
    action,
    actor: 'visitor',
    target: { type: CLIENT_TARGET_TYPE, id: account.email, label: account.name },
    ...clientFields(client),
  };
}

/** Ends the caller's own session (client). */
export async function signOutClient(
  actor: ClientActor,
  _args: unknown,
  deps: ClientSessionDependencies,
): Promise<boolean> {
  await deps.clients.endSession(actor.sessionId);
  await deps.audit.record(clientEvent(actor, actor.account, 'clients.signed-out'));
  return true;
}

/** The matters the caller is invited to, as they read them (client). */
export async function clientMatters(
  actor: ClientActor,
  _args: unknown,
  deps: ClientSessionDependencies,
): Promise<ClientMatterView[]> {
  const invitations = await deps.clients.invitationsOf(actor.account.email);
  const matters = await Promise.all(invitations.map((invitation) => deps.matters.get(invitation.matterId)));
  return matters
    .filter((matter): matter is MatterRecord => Boolean(matter))
    .map(clientMatterView)
    .sort((a, b) => b.lastUpdateAt.localeCompare(a.lastUpdateAt));
}

/**
 * One matter the caller is invited to (client). The id names which of the caller's own invitations to
 * read; any other id, a real matter of someone else's or none at all, is not on file alike.
 */
export async function clientMatter(
  actor: ClientActor,
  { matterId }: { matterId: string },
  deps: ClientSessionDependencies,
): Promise<ClientMatterView> {
  const invitation = (await deps.clients.invitationsOf(actor.account.email)).find(
    (held) => held.matterId === matterId,
  );
  const matter = invitation ? await deps.matters.get(invitation.matterId) : undefined;
  if (!matter) throw new UserFacingError(CLIENT_PORTAL_TEXT[actor.account.language].notFound, 'NotFound');
  return clientMatterView(matter);
}

/** Tells everyone invited to `matter` that there is news: the mail says only that, and links to the page. */
export async function tellClientsOfUpdate(
  matter: Pick<MatterRecord, 'id'>,
  deps: Pick<ClientPortalDependencies, 'clients' | 'sendMail' | 'siteUrl'>,
): Promise<void> {
  const invitations = await deps.clients.invitationsOn(matter.id);
  for (const invitation of invitations) {
    const account = await deps.clients.account(invitation.email);
    if (!account) continue;
    await deps.sendMail(updateEmail(account, clientMatterLink(deps.siteUrl, matter.id)));
  }
}
