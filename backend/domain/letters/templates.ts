/**
 * Letter templates: administrators save (each save a new version, refused over a version saved since the
 * one they edited), retire and restore; staff read. A letter keeps the exact version it was made from. The
 * firm's sample templates are made the first time templates are read.
 */
import { randomUUID } from 'node:crypto';
import {
  EXPENSES_DEDUCTED,
  LETTER_LIMITS,
  LETTER_MESSAGES as messages,
  OWED_IF_NO_RECOVERY,
  isLetterKind,
  isLetterLanguage,
  type FeeTerms,
} from '../../contract/letters';
import type { Page } from '../../contract/paging';
import { staffEvent } from '../audit/audit-context';
import type { AdministratorActor, StaffActor } from '../auth/callers';
import { UserFacingError } from '../errors';
import { unknownMergeFields } from './merge';
import type { LetterDependencies } from './ports';
import type { LetterTemplateRecord } from './records';
import { SAMPLE_TEMPLATES } from './samples';

type TemplateDeps = Pick<LetterDependencies, 'store' | 'audit' | 'now'>;

export interface FeeTermsInput {
  percentBeforeSuit: number;
  percentAfterSuit: number;
  percentAtTrial: number;
  expensesDeducted: string;
  owedIfNoRecovery: string;
}

export interface LetterTemplateInput {
  id?: string | null;
  baseVersion?: number | null;
  name: string;
  kind: string;
  language: string;
  body: string;
  feeTerms?: FeeTermsInput | null;
}

const isPercent = (value: number) =>
  Number.isFinite(value) &&
  value >= 0 &&
  value <= LETTER_LIMITS.maxPercent &&
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/** Fee terms as the rules take them, or the message saying what is wrong. */
export function checkedFeeTerms(input: FeeTermsInput): FeeTerms {
  const percents = [input.percentBeforeSuit, input.percentAfterSuit, input.percentAtTrial];
  if (!percents.every(isPercent)) throw new UserFacingError(messages.percentInvalid);
  if (!Object.hasOwn(EXPENSES_DEDUCTED, input.expensesDeducted))
    throw new UserFacingError(messages.expensesInvalid);
  if (!Object.hasOwn(OWED_IF_NO_RECOVERY, input.owedIfNoRecovery))
    throw new UserFacingError(messages.owedInvalid);
  return {
    percentBeforeSuit: input.percentBeforeSuit,
    percentAfterSuit: input.percentAfterSuit,
    percentAtTrial: input.percentAtTrial,
    expensesDeducted: input.expensesDeducted as FeeTerms['expensesDeducted'],
    owedIfNoRecovery: input.owedIfNoRecovery as FeeTerms['owedIfNoRecovery'],
  };
}

/** The template's content as the rules take it (name, kind, language, body, fee terms). */
function checkedContent(input: LetterTemplateInput) {
  const name = input.name.replace(/\s+/g, ' ').trim();
  if (!name) throw new UserFacingError(messages.templateNameRequired);
  if (name.length > LETTER_LIMITS.templateNameMaxLength)
    throw new UserFacingError(messages.templateNameTooLong);
  if (!isLetterKind(input.kind)) throw new UserFacingError(messages.unknownKind);
  if (!isLetterLanguage(input.language)) throw new UserFacingError(messages.unknownLanguage);
  const body = input.body.replace(/\r\n?/g, '\n');
  if (!body.trim()) throw new UserFacingError(messages.templateBodyRequired);
  if (body.length > LETTER_LIMITS.templateBodyMaxLength)
    throw new UserFacingError(messages.templateBodyTooLong);
  const unknown = unknownMergeFields(body);
  if (unknown.length > 0) throw new UserFacingError(messages.unknownMergeFields(unknown));
  const isFeeAgreement = input.kind === 'contingency-fee';
  if (isFeeAgreement && !input.feeTerms) throw new UserFacingError(messages.feeTermsRequired);
  if (!isFeeAgreement && input.feeTerms) throw new UserFacingError(messages.feeTermsNotAllowed);
  return {
    name,
    kind: input.kind,
    language: input.language,
    body,
    ...(input.feeTerms ? { feeTerms: checkedFeeTerms(input.feeTerms) } : {}),
  };
}

const templateTarget = (template: Pick<LetterTemplateRecord, 'id' | 'name'>) => ({
  type: 'letter-template',
  id: template.id,
  label: template.name,
});

/** Makes the sample templates once; a second caller's writes are refused by the store and change nothing. */
export async function ensureSampleTemplates(deps: Pick<LetterDependencies, 'store' | 'now'>): Promise<void> {
  if (await deps.store.getTemplate(SAMPLE_TEMPLATES[0]!.id)) return;
  const savedAt = deps.now().toISOString();
  for (const sample of SAMPLE_TEMPLATES) {
    await deps.store.saveTemplate(
      { ...sample, version: 1, savedAt, savedBy: 'system', retired: false },
      undefined,
    );
  }
}

/** Saves a new version of a template (or a new template); audited. */
export async function saveLetterTemplate(
  actor: AdministratorActor,
  { input }: { input: LetterTemplateInput },
  deps: TemplateDeps,
): Promise<LetterTemplateRecord> {
  const content = checkedContent(input);
  await ensureSampleTemplates(deps);
  const current = input.id ? await deps.store.getTemplate(input.id) : undefined;
  if (input.id && !current) throw new UserFacingError(messages.templateNotFound, 'NotFound');
  if (current && input.baseVersion !== current.version)
    throw new UserFacingError(messages.templateChanged, 'Conflict');
  const template: LetterTemplateRecord = {
    id: current?.id ?? randomUUID(),
    version: (current?.version ?? 0) + 1,
    ...content,
    savedAt: deps.now().toISOString(),
    savedBy: actor.user.email,
    retired: current?.retired ?? false,
  };
  await deps.audit.record(
    staffEvent(actor, 'letter-templates.saved', {
      target: templateTarget(template),
      detail: `version ${template.version}; ${template.kind}; ${template.language}`,
    }),
  );
  if (!(await deps.store.saveTemplate(template, current?.version)))
    throw new UserFacingError(messages.templateChanged, 'Conflict');
  return template;
}

/** Retires a template (kept for the letters made from it, offered no more) or restores it; audited. */
export async function retireLetterTemplate(
  actor: AdministratorActor,
  { id, retired }: { id: string; retired: boolean },
  deps: TemplateDeps,
): Promise<LetterTemplateRecord> {
  await ensureSampleTemplates(deps);
  const current = await deps.store.getTemplate(id);
  if (!current) throw new UserFacingError(messages.templateNotFound, 'NotFound');
  if (current.retired === retired) return current;
  await deps.audit.record(
    staffEvent(actor, retired ? 'letter-templates.retired' : 'letter-templates.restored', {
      target: templateTarget(current),
    }),
  );
  if (!(await deps.store.setTemplateRetired(id, retired)))
    throw new UserFacingError(messages.templateNotFound, 'NotFound');
  return { ...current, retired };
}

/** The latest version of every template, by name; retired ones only when asked for. */
export async function listLetterTemplates(
  _actor: StaffActor,
  { includeRetired, cursor }: { includeRetired?: boolean | null; cursor?: string | null },
  deps: Pick<LetterDependencies, 'store' | 'now'>,
): Promise<Page<LetterTemplateRecord>> {
  await ensureSampleTemplates(deps);
  const page = await deps.store.listTemplates(cursor);
  return {
    items: includeRetired ? page.items : page.items.filter((template) => !template.retired),
    nextCursor: page.nextCursor ?? null,
  };
}

/** One version of a template; the latest when no version is named. */
export async function getLetterTemplate(
  _actor: StaffActor,
  { id, version }: { id: string; version?: number | null },
  deps: Pick<LetterDependencies, 'store' | 'now'>,
): Promise<LetterTemplateRecord> {
  await ensureSampleTemplates(deps);
  const template = id.length <= 64 ? await deps.store.getTemplate(id, version ?? undefined) : undefined;
  if (!template) throw new UserFacingError(messages.templateNotFound, 'NotFound');
  return template;
}
