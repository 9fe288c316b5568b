/**
 * The facts every audit entry of a staff or sign-in action shares: who acted, on which account, and from
 * which client (network and browser as the edge saw them). One home, so every feature fills them alike.
 */
import { STAFF_ACCOUNT_TARGET } from '../../contract/audit';
import { clientNetwork } from '../client-network';
import type { StoredUser } from '../auth/user';
import type { AuditActor, AuditEvent } from './audit-log';

/** The calling client: its address (reduced to a network in the entry) and its User-Agent header. */
export interface ClientInfo {
  sourceIp: string;
  userAgent?: string;
}

export function actorOf(user: Pick<StoredUser, '_id' | 'email'>): AuditActor {
  return { userId: user._id, email: user.email };
}

/** A staff account as an entry's target: keyed by email, labelled with the name it had at the time. */
export function userTarget(user: Pick<StoredUser, 'email' | 'firstName' | 'lastName'>): AuditEvent['target'] {
  return { type: STAFF_ACCOUNT_TARGET, id: user.email, label: `${user.firstName} ${user.lastName}` };
}

/**
 * The entry of a staff member's action: who (the signed-in member), from which network, on what and with
 * which detail. Every staff feature builds its entries here, so they read alike in the audit screen.
 */
export function staffEvent(
  actor: { user: Pick<StoredUser, '_id' | 'email'>; sourceIp: string },
  action: AuditEvent['action'],
  { target, detail }: Pick<AuditEvent, 'target' | 'detail'> = {},
): AuditEvent {
  return {
    action,
    actor: actorOf(actor.user),
    network: clientNetwork(actor.sourceIp),
    ...(target ? { target } : {}),
    ...(detail ? { detail } : {}),
  };
}

export function clientFields(client: ClientInfo): Pick<AuditEvent, 'network' | 'userAgent'> {
  return { network: clientNetwork(client.sourceIp), userAgent: client.userAgent };
}
