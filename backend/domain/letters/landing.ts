/**
 * Where a signed letter lands. When the last signer signs: the signed PDF (the PDF as sent, a signature page
 * and the signing certificate) sealed by the firm's key, stored with its SHA-256 (which the seal check
 * finds), put in the client's folder in the File Manager, audited, on the lead's timeline, mailed to the
 * responsible attorney, and the matter opened by itself when it is not open yet (openMatter's rules: a
 * cleared conflict check, the facts as the limitation rules take them, an active responsible attorney). A
 * countersignature re-seals the letter with the attorney's stamp added.
 */
import { isConflictCleared } from '../../contract/conflicts';
import { FIRM_IDENTITY } from '../../contract/firm';
import {
  LETTER_MESSAGES as messages,
  SIGNER_ROLES,
  SHA256_PATTERN,
  SIGNING_CONSENT_TEXT,
  sealedFileName,
  type SealStage,
} from '../../contract/letters';
import type { StaffActor, Visitor } from '../auth/callers';
import { UserFacingError } from '../errors';
import { checkedFacts } from '../matters/matters';
import { proposeLimitationDeadline } from '../matters/limitations';
import type { MatterRecord } from '../matters/records';
import { firmNoticeEmail } from './emails';
import { firmAddressLine } from './merge';
import type { LandingDependencies, LetterDependencies, StoredLetterObject } from './ports';
import type { SignatureStamp, SigningCertificate } from './pdf-types';
import { allSigned, letterObjectKey, type LetterRecord } from './records';
import {
  firmRecipients,
  firmToday,
  letterAudit,
  letterEvent,
  letterOf,
  letterStaffLink,
  letterView,
  maskedEmail,
  saveLetterChange,
  sha256Hex,
  storeNext,
  type LetterView,
} from './shared';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** The signers' stamps, each with their drawn signature when they drew one. */
async function signerStamps(deps: LandingDependencies, letter: LetterRecord): Promise<SignatureStamp[]> {
  const stamps: SignatureStamp[] = [];
  for (const signer of letter.signers) {
    stamps.push({
      signerName: signer.name,
      role: SIGNER_ROLES[signer.role],
      typedName: signer.typedName ?? signer.name,
      ...(signer.drawnKey ? { drawnPng: await deps.objects.get(signer.drawnKey) } : {}),
      signedAt: signer.signedAt ?? '',
    });
  }
  return stamps;
}

function certificateOf(letter: LetterRecord): SigningCertificate {
  return {
    letterId: letter.id,
    title: letter.title,
    language: letter.language,
    sentSha256: letter.sentSha256,
    consent: {
      version: letter.signers[0]?.consentVersion ?? '',
      sha256: sha256Hex(utf8(SIGNING_CONSENT_TEXT[letter.language])),
    },
    identityCheck: letter.signers.map((signer) => `one-time code to ${maskedEmail(signer.email)}`).join('; '),
    signers: letter.signers.map(({ name, email, role }) => ({ name, email, role: SIGNER_ROLES[role] })),
    events: letter.events.map(({ kind, at, by, network, browser, note }) => ({
      kind,
      at,
      by,
      ...(network ? { network } : {}),
      ...(browser ? { browser } : {}),
      ...(note ? { note } : {}),
    })),
    firm: { name: FIRM_IDENTITY.name, address: firmAddressLine(), phone: FIRM_IDENTITY.phoneDisplay },
  };
}

/** Builds, seals and stores the signed PDF; records its hash for the seal check. */
async function sealedPdf(
  deps: LandingDependencies,
  letter: LetterRecord,
  stamps: SignatureStamp[],
  stage: SealStage,
) {
  const sent = await deps.objects.get(letter.sentKey);
  const signed = await deps.pdfs.signed(sent, stamps, certificateOf(letter));
  const at = deps.now();
  const sealed = await deps.sealer.seal(signed, {
    reason:
      stage === 'signed'
        ? `Signed by ${stamps.map((stamp) => stamp.signerName).join(', ')}`
        : 'Countersigned',
    name: FIRM_IDENTITY.name,
    location: `${FIRM_IDENTITY.address.city}, ${FIRM_IDENTITY.address.region}`,
    contactInfo: FIRM_IDENTITY.phoneDisplay,
    at,
  });
  const sha256 = sha256Hex(sealed);
  const key = letterObjectKey(letter.id, `sealed-${stage}.pdf`);
  const object = await deps.objects.put(key, sealed, 'application/pdf');
  await deps.store.recordSeal({ sha256, letterId: letter.id, stage, sealedAt: at.toISOString() });
  return { size: sealed.length, object, sha256, key, sealedAt: at.toISOString() };
}

/** Puts the sealed PDF in the client's folder (a copy inside the bucket). */
function fileInClientFolder(
  deps: LandingDependencies,
  letter: LetterRecord,
  sealed: { size: number; key: string; object: StoredLetterObject },
  stage: SealStage,
) {
  return deps.files.addSealed({
    folderId: letter.folderId,
    name: sealedFileName(letter.title, letter.merge.clientName, stage),
    ...sealed,
    uploadedBy: `${FIRM_IDENTITY.shortName} (sealed)`,
  });
}

/**
 * Opens the lead's matter from what the letter kept, when no matter is open yet and the lead's conflict
 * check is still cleared; nothing when the letter kept nothing to open it with.
 */
async function openMatterBySigning(
  deps: LandingDependencies,
  letter: LetterRecord,
): Promise<MatterRecord | undefined> {
  if (!letter.matter || (await deps.cases.matter(letter.caseId))) return undefined;
  const lead = await deps.cases.lead(letter.caseId);
  if (!lead || !isConflictCleared(lead.conflictState)) return undefined;
  if (!(await deps.cases.staffName(letter.matter.responsibleAttorney))) return undefined;
  const facts = checkedFacts(letter.matter.facts, await firmToday(deps));
  const matter: MatterRecord = {
    id: lead.id,
    clientName: `${lead.firstName} ${lead.lastName}`.trim(),
    claimType: letter.matter.claimType,
    phase: 'intake',
    responsibleAttorney: letter.matter.responsibleAttorney,
    facts,
    limitation: proposeLimitationDeadline(facts),
    openedAt: deps.now().toISOString(),
    openedBy: letter.sentBy.email,
    version: 1,
  };
  // Audited before it is kept, as openMatter does: no matter exists without the record of how it opened.
  await deps.audit.record({
    action: 'matters.opened',
    actor: 'system',
    target: { type: 'matter', id: matter.id, label: matter.clientName },
    detail: `${matter.claimType}; limitation proposed ${matter.limitation.date}; opened when "${letter.title}" was signed`,
  });
  return (await deps.cases.createMatter(matter)) ? matter : undefined;
}

/** Lands a letter every signer signed; answers the letter as stored after. */
export async function landSignedLetter(
  deps: LandingDependencies,
  letter: LetterRecord,
): Promise<LetterRecord> {
  const sealed = await sealedPdf(deps, letter, await signerStamps(deps, letter), 'signed');
  const { sha256, key, sealedAt } = sealed;
  const filed = await fileInClientFolder(deps, letter, sealed, 'signed');
  const landed = await storeNext(deps, letter, {
    state: 'signed',
    sealedKey: key,
    sealedSha256: sha256,
    sealedAt,
    documentId: filed.documentId,
  });
  // Another caller landed it first (the sweeper, a second tab): theirs stands.
  if (!landed) return (await deps.store.getLetter(letter.id)) ?? letter;
  await deps.audit.recordAfter(letterAudit({ kind: 'system' }, 'letters.sealed', landed, `sha256 ${sha256}`));
  const names = letter.signers.map((signer) => signer.name).join(' and ');
  await deps.timeline(letter.caseId, {
    at: sealedAt,
    kind: 'letter',
    actorEmail: null,
    text: `${letter.title} signed by ${names} at ${sealedAt}; the sealed PDF is in the client's folder`,
  });
  const link = letterStaffLink(deps.siteUrl, letter);
  for (const to of firmRecipients(letter)) await deps.sendMail(firmNoticeEmail(landed, to, link, 'signed'));
  const matter = await openMatterBySigning(deps, landed);
  if (matter) {
    await deps.audit.recordAfter(
      letterAudit({ kind: 'system' }, 'letters.matter-opened', landed, matter.claimType),
    );
  }
  return landed;
}

/**
 * The responsible attorney (of the matter, else the one the letter names) or an administrator countersigns:
 * recorded and audited here, then sealed again by the sealing job, which alone may use the firm's key. The
 * letter reads `signed` until the job has filed the countersigned PDF, then `countersigned`.
 */
export async function countersignLetter(
  actor: StaffActor,
  { id, version }: { id: string; version: number },
  deps: Pick<LetterDependencies, 'store' | 'cases' | 'audit' | 'now' | 'startLanding'>,
): Promise<LetterView> {
  const letter = await letterOf(deps, id);
  if (letter.version !== version) throw new UserFacingError(messages.letterChanged, 'Conflict');
  if (letter.state === 'countersigned' || letter.countersign)
    throw new UserFacingError(messages.alreadyCountersigned);
  if (letter.state !== 'signed') throw new UserFacingError(messages.notSigned);
  const matter = await deps.cases.matter(letter.caseId);
  const attorney = matter?.responsibleAttorney ?? letter.attorneyEmail;
  if (actor.user.email !== attorney && !actor.user.isAdmin)
    throw new UserFacingError(messages.notYourMatter, 'Forbidden');
  const now = deps.now();
  await deps.audit.record(letterAudit(actor, 'letters.countersigned', letter));
  const next = await saveLetterChange(deps, letter, {
    countersign: {
      name: `${actor.user.firstName} ${actor.user.lastName}`.trim(),
      event: letterEvent('countersigned', now, actor.user.email, actor),
    },
  });
  await deps.startLanding(letter.id);
  return letterView(next, now);
}

/** The sealing job's part of a countersignature: the PDF sealed again with the attorney's stamp, and filed. */
async function sealCountersigned(deps: LandingDependencies, letter: LetterRecord): Promise<void> {
  const { name, event } = letter.countersign!;
  const withEvent: LetterRecord = { ...letter, events: [...letter.events, event] };
  const stamps = [
    ...(await signerStamps(deps, letter)),
    { signerName: name, role: `Attorney, ${FIRM_IDENTITY.name}`, typedName: name, signedAt: event.at },
  ];
  const sealed = await sealedPdf(deps, withEvent, stamps, 'countersigned');
  const filed = await fileInClientFolder(deps, letter, sealed, 'countersigned');
  const next = await storeNext(
    deps,
    letter,
    {
      state: 'countersigned',
      countersignedBy: event.by,
      countersign: undefined,
      sealedKey: sealed.key,
      sealedSha256: sealed.sha256,
      sealedAt: sealed.sealedAt,
      documentId: filed.documentId,
    },
    [event],
  );
  if (!next) return;
  await deps.audit.recordAfter(
    letterAudit({ kind: 'system' }, 'letters.sealed', next, `countersigned; sha256 ${sealed.sha256}`),
  );
  await deps.timeline(letter.caseId, {
    at: sealed.sealedAt,
    kind: 'letter',
    actorEmail: event.by,
    text: `${letter.title} countersigned by ${name}`,
  });
}

/** Whether a SHA-256 is one of a PDF the firm sealed; nothing of its content. */
export async function checkSeal(
  _actor: Visitor,
  { sha256 }: { sha256: string },
  deps: Pick<LandingDependencies, 'store'>,
) {
  const hash = typeof sha256 === 'string' ? sha256.trim() : '';
  if (!SHA256_PATTERN.test(hash)) throw new UserFacingError(messages.notASha256);
  const seal = await deps.store.findSeal(hash.toLowerCase());
  return seal ? { result: 'sealed', sealedAt: seal.sealedAt, stage: seal.stage } : { result: 'unknown' };
}

/**
 * The sealing job's work: lands a letter every signer signed, or seals a countersigned one again; nothing
 * when another run did it first.
 */
export async function landLetter({ letterId }: { letterId: string }, deps: LandingDependencies) {
  const letter = await deps.store.getLetter(letterId);
  if (letter?.state === 'sent' && allSigned(letter)) await landSignedLetter(deps, letter);
  else if (letter?.state === 'signed' && letter.countersign) await sealCountersigned(deps, letter);
}
