/**
 * Quarantine before trust: a client's file reaches the firm's folder only when its bytes are what its name
 * says (content sniffing with `file-type`) and the malware scan reported "no threats found". The scan's result
 * event drives this (GuardDuty Malware Protection for S3 in AWS, the local stand-in scanner locally); the
 * event may come twice, so the file's state changes by a conditional write and only the winner acts.
 * Anything else is held with its reason, for staff to look at and release.
 */
import { fileTypeFromBuffer } from 'file-type';
import { extensionOf } from '../../contract/documents';
import type { ClientRequestDependencies, ScanResult } from './ports';
import { parseQuarantineKey, type ClientFileRecord } from './records';
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

export type PromotionOutcome = 'promoted' | 'held' | 'ignored';

/** Acts on one scan result: promote or hold the file it names; a repeated or foreign event changes nothing. */
export async function handleScanResult(
  result: ScanResult,
  deps: PromotionDependencies,
): Promise<PromotionOutcome> {
  const ids = parseQuarantineKey(result.key);
  if (!ids) return 'ignored';
  const request = await deps.store.get(ids.requestId);
  const file = await deps.store.getFile(ids.requestId, ids.fileId);
  if (!request || !file || (file.state !== 'uploading' && file.state !== 'checking')) return 'ignored';
  const stored = await deps.quarantine.head(file.quarantineKey);
  if (!stored) return 'ignored';
  const { sha256, head } = await deps.quarantine.inspect(file.quarantineKey);
  const reason =
    scanReason(result) ??
    (stored.size !== file.size ? 'The file that arrived is not the size the upload announced.' : undefined) ??
    (await contentMismatch(file.name, head));
  const verdict: ClientFileRecord = reason
    ? { ...file, state: 'held', heldReason: reason, sha256 }
    : { ...file, state: 'accepted', sha256 };
  if (!(await deps.store.saveFile(verdict, ['uploading', 'checking']))) return 'ignored';
  const facts = `${file.name}; ${file.size} bytes; SHA-256 ${sha256}`;
  const system = { kind: 'system' } as const;
  await deps.audit.recordAfter(
    requestEvent(system, 'client-requests.file-scanned', request, `${facts}; scan: ${result.status}`),
  );
  if (reason) {
    await deps.audit.recordAfter(
      requestEvent(system, 'client-requests.file-held', request, `${facts}; ${reason}`),
    );
  } else {
    const placed = await placeInFolder(deps, request, verdict);
    await deps.audit.recordAfter(
      requestEvent(system, 'client-requests.file-promoted', request, `${facts}; as ${placed.storedName}`),
    );
  }
  await markActivity(deps, request);
  return reason ? 'held' : 'promoted';
}
