/**
 * The requests' schedule: the firm's activity digest (one email per ACTIVITY_DIGEST_MINUTES of a client's
 * activity, to whoever asked and the lead's assignee), the client's reminder after REMINDER_AFTER_DAYS while
 * items are outstanding (stopped by "I'm done", revoke or expiry), the expiry's audit entry, and a scan
 * result that never came: a confirmed file still being checked SCAN_RESULT_TIMEOUT_MINUTES after the
 * client confirmed it becomes `unscanned` ("scan did not finish", where held files show), and the firm's
 * digest goes out at once to say so. Each request is due at `sweepDueOf`; the store lists the due ones from
 * an index.
 */
import {
  SCAN_DID_NOT_FINISH,
  clientRequestStaffLink,
  type ClientFileState,
} from '../../contract/client-requests';
import { activityEmail, reminderEmail } from './emails';
import type { ClientRequestDependencies } from './ports';
import { isExpired, scanOverdueAt, type ClientFileRecord, type ClientRequestRecord } from './records';
import { filesOf, firmRecipients, isReceived, requestEvent, saveRequest } from './shared';

const system = { kind: 'system' } as const;

/** What the schedule uses: no links are minted, no files placed, nothing throttled. */
export type ClientRequestSweepDependencies = Pick<
  ClientRequestDependencies,
  'store' | 'leads' | 'sendMail' | 'siteUrl' | 'audit' | 'now' | 'log'
>;

/**
 * Marks each of the request's files still being checked past its bound as `unscanned`; answers how many, and
 * the next time one may be overdue (undefined when no file is being checked).
 */
async function markOverdueScans(
  deps: ClientRequestSweepDependencies,
  request: ClientRequestRecord,
  files: ClientFileRecord[],
  at: string,
): Promise<{ unscanned: number; scanDueAt?: string }> {
  let unscanned = 0;
  const stillChecking: string[] = [];
  for (const [index, file] of files.entries()) {
    if (file.state !== 'checking') continue;
    const overdueAt = scanOverdueAt(file);
    if (overdueAt > at) {
      stillChecking.push(overdueAt);
      continue;
    }
    const overdue = { ...file, state: 'unscanned' as const, heldReason: SCAN_DID_NOT_FINISH };
    // A verdict that came meanwhile wins (the file is no longer `checking`).
    if (!(await deps.store.saveFile(overdue, ['checking']))) continue;
    files[index] = overdue;
    unscanned += 1;
    await deps.audit.recordAfter(
      requestEvent(
        system,
        'client-requests.scan-overdue',
        request,
        `${file.name}; ${file.size} bytes; no scan result since ${file.confirmedAt ?? file.uploadedAt}`,
      ),
    );
  }
  return { unscanned, scanDueAt: stillChecking.sort()[0] };
}

const countOf = (files: ClientFileRecord[], state: ClientFileState) =>
  files.filter((file) => file.state === state).length;

async function sweepOne(
  deps: ClientRequestSweepDependencies,
  request: ClientRequestRecord,
  now: Date,
  tally: { unscanned: number },
) {
  const changes: Partial<ClientRequestRecord> = {};
  const at = now.toISOString();
  const expired = isExpired(request, now);
  const files = await filesOf(deps, request.id);
  let unscanned = 0;
  if (request.scanDueAt && request.scanDueAt <= at) {
    const overdue = await markOverdueScans(deps, request, files, at);
    unscanned = overdue.unscanned;
    // Counted at once: the files are marked even if saving the request below loses a race.
    tally.unscanned += unscanned;
    changes.scanDueAt = overdue.scanDueAt;
  }
  if ((request.activityDueAt && request.activityDueAt <= at) || unscanned > 0) {
    const counts = {
      received: files.filter(isReceived).length,
      held: countOf(files, 'held'),
      unscanned: countOf(files, 'unscanned'),
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

/**
 * Acts on every request due by now; one that fails is logged and tried again on the next run. Answers how
 * many requests it swept and how many files it found whose scan did not finish (the operators' metric).
 */
export async function sweepClientRequests(
  deps: ClientRequestSweepDependencies,
): Promise<{ swept: number; unscanned: number }> {
  const now = deps.now();
  let swept = 0;
  const tally = { unscanned: 0 };
  for (const request of (await deps.store.due(now.toISOString())).items) {
    try {
      await sweepOne(deps, request, now, tally);
      swept += 1;
    } catch (error) {
      deps.log.error('client-request-sweep-failed', { id: request.id, error: String(error) });
    }
  }
  return { swept, unscanned: tally.unscanned };
}
