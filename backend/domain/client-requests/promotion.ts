/**
 * Quarantine before trust: a client's file reaches the firm's folder only when its bytes are what its name
 * says (content sniffing with `file-type`) and the malware scan reported "no threats found" for exactly those
 * bytes. The scan's result event drives this (GuardDuty Malware Protection for S3 in AWS, the local stand-in
 * scanner locally). It names the object it scanned (its ETag, and its version in AWS), and only that object
 * is read, checked and copied (the copy conditioned on its ETag), never whatever the key holds by then: a
 * client's upload permission lasts minutes and may be used again on the same key. Each file is one object,
 * pinned when the client confirms it or else by the first result; a result for another object under its key
 * is refused (audited, never used). A file of a revoked request is held. The event may come twice, so the
 * file's state changes by a conditional write and only the winner acts. Anything else is held with its
 * reason, for staff to look at and release.
 */
import { fileTypeFromBuffer } from 'file-type';
import { extensionOf } from '../../contract/documents';
import type { ClientFileState } from '../../contract/client-requests';
import type { ClientRequestDependencies, InspectedObject, ScanResult } from './ports';
import {
  parseQuarantineKey,
  sameObject,
  type ClientFileRecord,
  type ClientRequestRecord,
  type QuarantineObject,
} from './records';
import { markActivity, placeInFolder, requestEvent } from './shared';

export type PromotionDependencies = Pick<
  ClientRequestDependencies,
  'store' | 'quarantine' | 'files' | 'audit' | 'now'
>;

/** What content sniffing may find for each allowed extension (`undefined`: no binary signature, as text). */
const SNIFFED_AS: Readonly<Record<string, readonly (string | undefined)[]>> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  webp: ['webp'],
  zip: ['zip'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  msg: ['cfb'],
  rtf: ['rtf', undefined],
  txt: [undefined],
  csv: [undefined],
  eml: [undefined],
};

/** Why the bytes do not match the file's name, or undefined when they do. */
export async function contentMismatch(name: string, head: Uint8Array): Promise<string | undefined> {
  const extension = extensionOf(name);
  const found = (await fileTypeFromBuffer(head))?.ext;
  if ((SNIFFED_AS[extension] ?? []).includes(found)) return undefined;
  const looksLike = found ? `it looks like a .${found} file` : 'its content has no known type';
  return `Its content does not match its name (.${extension}): ${looksLike}.`;
}

const SCAN_REASONS: Record<Exclude<ScanResult['status'], 'NO_THREATS_FOUND'>, string> = {
  THREATS_FOUND: 'The malware scan found a threat',
  UNSUPPORTED: 'The malware scan could not read it (an encrypted or password-protected file, for example)',
  ACCESS_DENIED: 'The malware scan could not reach it',
  FAILED: 'The malware scan failed',
};

function scanReason(result: ScanResult): string | undefined {
  if (result.status === 'NO_THREATS_FOUND') return undefined;
  const threats = result.threats?.length ? `: ${result.threats.join(', ')}` : '';
  return `${SCAN_REASONS[result.status] ?? SCAN_REASONS.FAILED}${threats}.`;
}

const REPLACED_REASON =
  'Another upload replaced this file in quarantine before it could be checked, so it was not placed in the folder.';
const REVOKED_REASON =
  'The request was revoked before this file was checked, so it was not placed in the folder.';
const SIZE_REASON = 'The file that arrived is not the size the upload announced.';

/** The states in which a file waits for its scan's verdict: an unscanned one too, so a late result decides. */
const AWAITING_VERDICT = ['uploading', 'checking', 'unscanned'] as const satisfies readonly ClientFileState[];

const awaitsVerdict = (state: ClientFileState) =>
  (AWAITING_VERDICT as readonly ClientFileState[]).includes(state);

export type PromotionOutcome = 'promoted' | 'held' | 'ignored' | 'refused';

const system = { kind: 'system' } as const;

/**
 * A result for another object than the one the file is: the upload permission was used again on the same
 * key. That object is not used (not read, not placed, not released); the audit log says so.
 */
async function refuse(
  deps: PromotionDependencies,
  file: ClientFileRecord,
  result: ScanResult & { object: QuarantineObject },
): Promise<PromotionOutcome> {
  const request = await deps.store.get(file.requestId);
  if (request) {
    await deps.audit.recordAfter(
      requestEvent(
        system,
        'client-requests.object-refused',
        request,
        `${file.name}; another object sent under its key (ETag ${result.object.eTag}); scan: ${result.status}; not used`,
      ),
    );
  }
  return 'refused';
}

/** A result for a file staff released before any scan answered: put on record, nothing else to do. */
async function afterUnscannedRelease(
  deps: PromotionDependencies,
  file: ClientFileRecord,
  result: ScanResult,
): Promise<PromotionOutcome> {
  if (file.state !== 'released' || file.scanStatus) return 'ignored';
  const request = await deps.store.get(file.requestId);
  if (request) {
    await deps.audit.recordAfter(
      requestEvent(
        system,
        'client-requests.file-scanned',
        request,
        `${file.name}; ${file.size} bytes; scan: ${result.status}; after staff released it unscanned`,
      ),
    );
  }
  return 'ignored';
}

/** Why a clean object is still held: its request was revoked, or its bytes are not what was announced. */
async function checkReason(
  request: ClientRequestRecord,
  file: ClientFileRecord,
  inspected: InspectedObject,
): Promise<string | undefined> {
  if (request.state === 'revoked') return REVOKED_REASON;
  if (inspected.size !== file.size) return SIZE_REASON;
  return contentMismatch(file.name, inspected.head);
}

/**
 * Acts on one scan result: promote or hold exactly the object it names; a repeated event changes nothing,
 * and a result for another object under the same key is refused.
 */
export async function handleScanResult(
  result: ScanResult,
  deps: PromotionDependencies,
): Promise<PromotionOutcome> {
  const ids = parseQuarantineKey(result.key);
  // A result that names no object cannot be tied to any bytes: it decides nothing (the file's scan runs
  // overdue, and staff are told then).
  if (!ids || !result.object) return 'ignored';
  const scanned = { ...result, object: result.object };
  const file = await deps.store.getFile(ids.requestId, ids.fileId);
  if (!file) return 'ignored';
  if (file.pinnedObject && !sameObject(file.pinnedObject, scanned.object)) return refuse(deps, file, scanned);
  if (!awaitsVerdict(file.state)) return afterUnscannedRelease(deps, file, scanned);
  const inspected = await deps.quarantine.inspect(file.quarantineKey, scanned.object);
  // Replaced before it could be read, where the bucket keeps no versions (the local stack): the newer
  // object's own result decides this file.
  if (!inspected && !file.pinnedObject) return 'ignored';
  // Read after the object: a revocation while it was read counts.
  const request = await deps.store.get(ids.requestId);
  if (!request) return 'ignored';
  const reason =
    scanReason(scanned) ?? (inspected ? await checkReason(request, file, inspected) : REPLACED_REASON);
  const verdict: ClientFileRecord & { pinnedObject: QuarantineObject } = {
    ...file,
    pinnedObject: scanned.object,
    scanStatus: scanned.status,
    sha256: inspected?.sha256,
    state: reason ? 'held' : 'accepted',
    heldReason: reason,
  };
  if (!(await deps.store.saveFile(verdict, AWAITING_VERDICT, scanned.object))) {
    // Another writer got there first: this result delivered again, another object's result or the
    // client's confirmation pinning another object, or staff.
    const now = await deps.store.getFile(ids.requestId, ids.fileId);
    if (now?.pinnedObject && !sameObject(now.pinnedObject, scanned.object)) return refuse(deps, now, scanned);
    return now ? afterUnscannedRelease(deps, now, scanned) : 'ignored';
  }
  const facts = `${file.name}; ${file.size} bytes; SHA-256 ${inspected?.sha256 ?? 'not read (the object is gone)'}`;
  await deps.audit.recordAfter(
    requestEvent(system, 'client-requests.file-scanned', request, `${facts}; scan: ${scanned.status}`),
  );
  const hold = async (why: string) => {
    await deps.audit.recordAfter(
      requestEvent(system, 'client-requests.file-held', request, `${facts}; ${why}`),
    );
    await markActivity(deps, request);
    return 'held' as const;
  };
  if (reason) return hold(reason);
  const placed = await placeInFolder(deps, request, verdict);
  if (!placed) {
    // The copy names the scanned object and S3 refused it: another upload took its place after the check
    // where the bucket keeps no versions (locally), or that version was deleted. Nothing reached the folder.
    await deps.store.saveFile({ ...verdict, state: 'held', heldReason: REPLACED_REASON }, ['accepted']);
    return hold(REPLACED_REASON);
  }
  await deps.audit.recordAfter(
    requestEvent(system, 'client-requests.file-promoted', request, `${facts}; as ${placed.storedName}`),
  );
  await markActivity(deps, request);
  return 'promoted';
}
