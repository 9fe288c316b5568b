/**
 * The requests' schedule: the firm's activity digest (one email per ACTIVITY_DIGEST_MINUTES of a client's
 * activity, to whoever asked and the lead's assignee), the client's reminder after REMINDER_AFTER_DAYS while
 * items are outstanding (stopped by "I'm done", revoke or expiry), and the expiry's audit entry. Each request
 * is due at `sweepDueOf`; the store lists the due ones from an index.
 */
import { clientRequestStaffLink } from '../../contract/client-requests';
import { activityEmail, reminderEmail } from './emails';
import type { ClientRequestDependencies } from './ports';
import { isExpired, type ClientRequestRecord } from './records';
import { filesOf, firmRecipients, isReceived, requestEvent, saveRequest } from './shared';

const system = { kind: 'system' } as const;

/** What the schedule uses: no links are minted, no files placed, nothing throttled. */
export type ClientRequestSweepDependencies = Pick<
  ClientRequestDependencies,
  'store' | 'leads' | 'sendMail' | 'siteUrl' | 'audit' | 'now'
>;

async function sweepOne(deps: ClientRequestSweepDependencies, request: ClientRequestRecord, now: Date) {
  const changes: Partial<ClientRequestRecord> = {};
  const at = now.toISOString();
  const expired = isExpired(request, now);
  const files = await filesOf(deps, request.id);
  if (request.activityDueAt && request.activityDueAt <= at) {
    const counts = {
      received: files.filter(isReceived).length,
      held: files.filter((file) => file.state === 'held').length,
    };
    const staffLink = clientRequestStaffLink(deps.siteUrl, request.id);
    for (const to of await firmRecipients(deps, request)) {
      await deps.sendMail(activityEmail(request, to, counts, staffLink));
    }
    changes.activityDueAt = undefined;
  }
  if (request.reminderDueAt && request.reminderDueAt <= at) {
    const outstanding = request.items.some(
      (item) => !files.some((file) => file.itemId === item.id && isReceived(file)),
    );
    if (request.state === 'open' && !expired && outstanding) await deps.sendMail(reminderEmail(request));
    changes.reminderDueAt = undefined;
  }
  if (expired && request.state !== 'revoked' && !request.expiryRecorded) {
    changes.expiryRecorded = true;
    changes.reminderDueAt = undefined;
    await deps.audit.recordAfter(requestEvent(system, 'client-requests.expired', request));
  }
  await saveRequest(deps, request, changes);
}

/** Acts on every request due by now; one that fails is logged and tried again on the next run. */
export async function sweepClientRequests(deps: ClientRequestSweepDependencies): Promise<{ swept: number }> {
  const now = deps.now();
  let swept = 0;
  for (const request of (await deps.store.due(now.toISOString())).items) {
    try {
      await sweepOne(deps, request, now);
      swept += 1;
    } catch (error) {
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'client-request-sweep',
          id: request.id,
          error: String(error),
        }),
      );
    }
  }
  return { swept };
}
