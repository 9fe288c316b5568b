/**
 * Staff's side of engagement letters: preview and send from a lead or matter whose conflict check is cleared
 * (the server refuses otherwise), list, read, download, revoke and send again. A letter keeps the exact
 * template version it was made from, the PDF as sent and its SHA-256; each signer gets a 256-bit link of
 * their own (only its keyed hash kept) and a consent PDF printing their access word.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { isConflictCleared } from '../../contract/conflicts';
import {
  ACCESS_WORDS,
  LETTER_LIMITS,
  LETTER_MESSAGES as messages,
  RESENDABLE_LETTER_STATUSES,
  SIGNING_CONSENT_TEXT,
  SIGNING_CONSENT_VERSION,
  isSignerRole,
  signingLink,
  type LetterDownloadKind,
} from '../../contract/letters';
import { CONSULTATION_LIMITS } from '../../contract/consultation';
import { MATTER_LIMITS, MATTER_MESSAGES } from '../../contract/matters';
import type { Page } from '../../contract/paging';
import type { StaffActor } from '../auth/callers';
import { UserFacingError } from '../errors';
import { checkedFacts, type MatterFactsInput } from '../matters/matters';
import { civilDateAfter } from '../matters/reminders';
import { isCivilDate } from '../matters/limitations';
import { fillMergeFields } from './merge';
import type { LetterDependencies, LetterLead } from './ports';
import {
  letterObjectKey,
  LETTER_PREVIEWS_PREFIX,
  type LetterMatterRecord,
  type LetterMergeRecord,
  type LetterRecord,
  type LetterSignerRecord,
  type LetterTemplateRecord,
} from './records';
import {
  endOfDay,
  firmToday,
  letterAudit,
  letterEvent,
  letterOf,
  letterView,
  newToken,
  saveLetterChange,
  sha256Hex,
  statusOf,
  type LetterView,
} from './shared';
import { signingEmail } from './emails';

export interface LetterSignerInput {
  name: string;
  email: string;
  role: string;
}

export interface LetterDraftInput {
  caseId: string;
  templateId: string;
  templateVersion: number;
  signers: LetterSignerInput[];
  expiresOn: string;
  clientAddress?: string | null;
  matter?: { claimType: string; responsibleAttorney: string; facts: MatterFactsInput } | null;
}

const EMAIL = /^[^\s@?#%]+@[^\s@?#%]+\.[^\s@?#%]+$/u;
const cleanText = (text: string) => text.replace(/\s+/g, ' ').trim();

function checkedSigners(input: readonly LetterSignerInput[]) {
  if (input.length === 0) throw new UserFacingError(messages.signersRequired);
  if (input.length > LETTER_LIMITS.maxSigners) throw new UserFacingError(messages.tooManySigners);
  const signers = input.map((signer) => {
    const name = cleanText(signer.name);
    const email = signer.email.trim().toLowerCase();
    if (!name) throw new UserFacingError(messages.signerNameRequired);
    if (name.length > LETTER_LIMITS.signerNameMaxLength)
      throw new UserFacingError(messages.signerNameTooLong);
    if (email.length > CONSULTATION_LIMITS.emailMaxLength || !EMAIL.test(email))
      throw new UserFacingError(messages.signerEmailInvalid);
    if (!isSignerRole(signer.role)) throw new UserFacingError(messages.signerRoleInvalid);
    return { name, email, role: signer.role };
  });
  if (signers.filter((signer) => signer.role === 'client').length !== 1)
    throw new UserFacingError(messages.oneClient);
  if (new Set(signers.map((signer) => signer.email)).size !== signers.length)
    throw new UserFacingError(messages.signersRepeat);
  return signers;
}

/** The lead behind a case id, refused unless its conflict check is cleared (the message says why). */
async function clearedLead(deps: LetterDependencies, caseId: string): Promise<LetterLead> {
  const lead = caseId.length <= 64 ? await deps.cases.lead(caseId) : undefined;
  if (!lead) throw new UserFacingError(messages.caseNotFound, 'NotFound');
  if (!isConflictCleared(lead.conflictState)) throw new UserFacingError(messages.notCleared, 'Conflict');
  return lead;
}

/** The template version a draft names, refused when retired or saved again since it was previewed. */
async function draftTemplate(
  deps: LetterDependencies,
  input: LetterDraftInput,
): Promise<LetterTemplateRecord> {
  const latest = input.templateId.length <= 64 ? await deps.store.getTemplate(input.templateId) : undefined;
  if (!latest) throw new UserFacingError(messages.templateNotFound, 'NotFound');
  if (latest.retired) throw new UserFacingError(messages.templateRetired);
  if (latest.version !== input.templateVersion)
    throw new UserFacingError(messages.versionChanged, 'Conflict');
  return latest;
}

/** A letter ready to render: everything checked, the merge values gathered. */
interface Draft {
  lead: LetterLead;
  template: LetterTemplateRecord;
  signers: { name: string; email: string; role: LetterSignerRecord['role'] }[];
  expiresOn: string;
  today: string;
  merge: LetterMergeRecord;
  matter?: LetterMatterRecord;
  attorneyEmail?: string;
}

function checkedExpiry(expiresOn: string, today: string) {
  const valid =
    isCivilDate(expiresOn) &&
    expiresOn >= civilDateAfter(today, LETTER_LIMITS.minExpiryDays) &&
    expiresOn <= civilDateAfter(today, LETTER_LIMITS.maxExpiryDays);
  if (!valid) throw new UserFacingError(messages.expiryInvalid);
  return expiresOn;
}

async function prepareDraft(deps: LetterDependencies, input: LetterDraftInput): Promise<Draft> {
  const lead = await clearedLead(deps, input.caseId);
  const template = await draftTemplate(deps, input);
  const signers = checkedSigners(input.signers);
  const today = await firmToday(deps);
  const expiresOn = checkedExpiry(input.expiresOn, today);
  const clientAddress = input.clientAddress ? cleanText(input.clientAddress) : undefined;
  if (clientAddress && clientAddress.length > LETTER_LIMITS.addressMaxLength)
    throw new UserFacingError(messages.addressTooLong);
  const existing = await deps.cases.matter(lead.id);
  let matter: LetterMatterRecord | undefined;
  if (!existing && input.matter) {
    const facts = checkedFacts(input.matter.facts, today);
    const claimType = cleanText(input.matter.claimType);
    const responsibleAttorney = input.matter.responsibleAttorney.trim().toLowerCase();
    if (!claimType) throw new UserFacingError(MATTER_MESSAGES.claimTypeRequired);
    if (claimType.length > MATTER_LIMITS.claimTypeMaxLength)
      throw new UserFacingError(MATTER_MESSAGES.claimTypeTooLong);
    if (!(await deps.cases.staffName(responsibleAttorney)))
      throw new UserFacingError(messages.attorneyNotStaff);
    matter = { claimType, responsibleAttorney, facts };
  }
  const attorneyEmail = existing?.responsibleAttorney ?? matter?.responsibleAttorney;
  const client = signers.find((signer) => signer.role === 'client')!;
  return {
    lead,
    template,
    signers,
    expiresOn,
    today,
    matter,
    attorneyEmail,
    merge: {
      clientName: client.name,
      clientEmail: client.email,
      ...(clientAddress ? { clientAddress } : {}),
      ...((existing?.claimType ?? matter?.claimType)
        ? { claimType: existing?.claimType ?? matter?.claimType }
        : {}),
      ...((existing?.facts.incidentDate ?? matter?.facts.incidentDate)
        ? { incidentDate: existing?.facts.incidentDate ?? matter?.facts.incidentDate }
        : {}),
      ...(attorneyEmail ? { attorneyName: await deps.cases.staffName(attorneyEmail) } : {}),
    },
  };
}

/** The PDF a draft makes for a letter id. */
function renderDraft(
  deps: LetterDependencies,
  letterId: string,
  template: LetterTemplateRecord,
  merge: LetterMergeRecord,
  signers: Draft['signers'],
  today: string,
) {
  return deps.pdfs.renderLetter({
    language: template.language,
    title: template.name,
    bodyMarkdown: fillMergeFields(template.body, {
      ...merge,
      language: template.language,
      feeTerms: template.feeTerms,
      today,
    }),
    ...(template.feeTerms ? { feeTerms: template.feeTerms } : {}),
    signers: signers.map(({ name, role }) => ({ name, role })),
    letterId,
  });
}

/** A preview: the PDF the letter would be, behind a short-lived link; nothing is sent or kept as a letter. */
export async function previewLetter(
  actor: StaffActor,
  { input }: { input: LetterDraftInput },
  deps: LetterDependencies,
) {
  const draft = await prepareDraft(deps, input);
  const previewId = randomUUID();
  const pdf = await renderDraft(deps, previewId, draft.template, draft.merge, draft.signers, draft.today);
  const key = `${LETTER_PREVIEWS_PREFIX}${previewId}.pdf`;
  await deps.objects.put(key, pdf, 'application/pdf');
  const preview = { id: previewId, title: draft.template.name, merge: draft.merge };
  await deps.audit.record(
    letterAudit(actor, 'letters.previewed', preview, `${draft.template.name} v${draft.template.version}`),
  );
  return {
    url: await deps.objects.link(key, 'preview.pdf', 'inline'),
    pageCount: await deps.pdfs.pageCount(pdf),
    sha256: sha256Hex(pdf),
  };
}

const accessWord = () => ACCESS_WORDS[randomInt(ACCESS_WORDS.length)]!;

/**
 * Makes and sends a letter from a checked draft: the PDF as sent and each signer's consent PDF stored, a link
 * per signer mailed in the letter's language, audited and put on the lead's timeline.
 */
async function sendDraft(
  actor: StaffActor,
  draft: Draft,
  deps: LetterDependencies,
  resentFrom?: LetterRecord,
): Promise<LetterRecord> {
  const { template } = draft;
  const id = randomUUID();
  const now = deps.now();
  const pdf = await renderDraft(deps, id, template, draft.merge, draft.signers, draft.today);
  const sentKey = letterObjectKey(id, 'sent.pdf');
  await deps.objects.put(sentKey, pdf, 'application/pdf');
  const links: string[] = [];
  const signers: LetterSignerRecord[] = [];
  for (const [index, signer] of draft.signers.entries()) {
    const { token, tokenHash } = await newToken(deps);
    const word = accessWord();
    const consentKey = letterObjectKey(id, `consent-${index + 1}.pdf`);
    const consent = await deps.pdfs.renderConsent({
      language: template.language,
      consentMarkdown: SIGNING_CONSENT_TEXT[template.language],
      consentVersion: SIGNING_CONSENT_VERSION,
      accessWord: word,
    });
    await deps.objects.put(consentKey, consent, 'application/pdf');
    links.push(signingLink(deps.siteUrl, token));
    signers.push({ ...signer, state: 'waiting', tokenHash, accessWord: word, consentKey });
  }
  const by = actor.user.email;
  // Found or made now, by whoever sends: the sealed PDF lands here once signed.
  const folder = await deps.files.clientFolder(actor, draft.merge.clientName);
  const letter: LetterRecord = {
    id,
    caseId: draft.lead.id,
    clientName: draft.merge.clientName,
    templateId: template.id,
    templateVersion: template.version,
    title: template.name,
    kind: template.kind,
    language: template.language,
    ...(template.feeTerms ? { feeTerms: template.feeTerms } : {}),
    signers,
    expiresOn: draft.expiresOn,
    expiresAt: await endOfDay(deps, draft.expiresOn),
    sentAt: now.toISOString(),
    sentBy: { email: by, name: `${actor.user.firstName} ${actor.user.lastName}`.trim() },
    sentKey,
    sentSha256: sha256Hex(pdf),
    pageCount: await deps.pdfs.pageCount(pdf),
    folderId: folder.id,
    state: 'sent',
    merge: draft.merge,
    ...(draft.matter ? { matter: draft.matter } : {}),
    ...(draft.attorneyEmail ? { attorneyEmail: draft.attorneyEmail } : {}),
    ...(resentFrom ? { resentFrom: resentFrom.id } : {}),
    events: [letterEvent('sent', now, by, undefined, signers.map((signer) => signer.email).join(', '))],
    remindersSent: 0,
    version: 1,
  };
  await deps.audit.record(
    letterAudit(
      actor,
      resentFrom ? 'letters.resent' : 'letters.sent',
      letter,
      `${template.name} v${template.version}`,
    ),
  );
  await deps.store.createLetter(letter);
  for (const [index, signer] of signers.entries())
    await deps.sendMail(signingEmail(letter, signer, links[index]!));
  await deps.timeline(letter.caseId, {
    at: letter.sentAt,
    kind: 'letter',
    actorEmail: by,
    text: `${letter.title} sent for signature to ${signers.map((signer) => signer.name).join(' and ')}`,
  });
  return letter;
}

export async function sendLetter(
  actor: StaffActor,
  { input }: { input: LetterDraftInput },
  deps: LetterDependencies,
): Promise<LetterView> {
  const letter = await sendDraft(actor, await prepareDraft(deps, input), deps);
  return letterView(letter, deps.now());
}

export async function listLetters(
  _actor: StaffActor,
  { caseId, cursor }: { caseId: string; cursor?: string | null },
  deps: LetterDependencies,
): Promise<Page<LetterView>> {
  const page = await deps.store.lettersOfCase(caseId, cursor);
  const now = deps.now();
  return { items: page.items.map((letter) => letterView(letter, now)), nextCursor: page.nextCursor ?? null };
}

export async function getLetter(_actor: StaffActor, { id }: { id: string }, deps: LetterDependencies) {
  return letterView(await letterOf(deps, id), deps.now());
}

/** A short-lived link to the PDF as sent or as sealed; audited before the link leaves the server. */
export async function letterDownload(
  actor: StaffActor,
  { id, which }: { id: string; which: string },
  deps: LetterDependencies,
) {
  if (which !== 'sent' && which !== 'sealed') throw new UserFacingError(messages.unknownDownload);
  const letter = await letterOf(deps, id);
  const kind: LetterDownloadKind = which;
  const key = kind === 'sent' ? letter.sentKey : letter.sealedKey;
  if (!key) throw new UserFacingError(messages.noSealedPdf);
  const fileName = `${letter.title.replace(/[^A-Za-z0-9 ._-]+/g, '').trim() || 'letter'} (${kind}).pdf`;
  await deps.audit.record(letterAudit(actor, 'letters.downloaded', letter, kind));
  return { url: await deps.objects.link(key, fileName, 'attachment'), fileName };
}

/** Revokes a letter no signer has finished with: its links stop working at once. */
export async function revokeLetter(
  actor: StaffActor,
  { id, version, reason }: { id: string; version: number; reason: string },
  deps: LetterDependencies,
): Promise<LetterView> {
  const why = cleanText(reason);
  if (!why) throw new UserFacingError(messages.reasonRequired);
  if (why.length > LETTER_LIMITS.revokeReasonMaxLength) throw new UserFacingError(messages.reasonTooLong);
  const letter = await letterOf(deps, id);
  const now = deps.now();
  if (letter.version !== version) throw new UserFacingError(messages.letterChanged, 'Conflict');
  if (!['sent', 'opened', 'consented'].includes(statusOf(letter, now)))
    throw new UserFacingError(messages.notRevocable);
  await deps.audit.record(letterAudit(actor, 'letters.revoked', letter, why));
  const next = await saveLetterChange(deps, letter, { state: 'revoked', revokeReason: why }, [
    letterEvent('revoked', now, actor.user.email, undefined, why),
  ]);
  await deps.timeline(letter.caseId, {
    at: now.toISOString(),
    kind: 'letter',
    actorEmail: actor.user.email,
    text: `${letter.title} revoked: ${why}`,
  });
  return letterView(next, now);
}

/** Sends a revoked, expired or declined letter again: the same template version and signers, new links. */
export async function resendLetter(
  actor: StaffActor,
  { id, expiresOn }: { id: string; expiresOn: string },
  deps: LetterDependencies,
): Promise<LetterView> {
  const old = await letterOf(deps, id);
  const now = deps.now();
  if (!RESENDABLE_LETTER_STATUSES.includes(statusOf(old, now)))
    throw new UserFacingError(messages.notResendable);
  const lead = await clearedLead(deps, old.caseId);
  const template = await deps.store.getTemplate(old.templateId, old.templateVersion);
  if (!template) throw new UserFacingError(messages.templateNotFound, 'NotFound');
  const today = await firmToday(deps);
  const draft: Draft = {
    lead,
    template,
    signers: old.signers.map(({ name, email, role }) => ({ name, email, role })),
    expiresOn: checkedExpiry(expiresOn, today),
    today,
    merge: old.merge,
    ...(old.matter ? { matter: old.matter } : {}),
    ...(old.attorneyEmail ? { attorneyEmail: old.attorneyEmail } : {}),
  };
  const letter = await sendDraft(actor, draft, deps, old);
  // The old letter notes where it went; its links were already dead (revoked, expired or declined).
  await saveLetterChange(deps, old, {}, [letterEvent('resent', now, actor.user.email, undefined, letter.id)]);
  return letterView(letter, now);
}
