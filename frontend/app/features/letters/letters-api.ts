/** Engagement letters and their templates, through the API (each call throws ApiError with the server's message). */
import {
  CountersignLetterDocument,
  LetterDownloadDocument,
  LetterTemplatesDocument,
  LettersDocument,
  PreviewLetterDocument,
  ResendLetterDocument,
  RetireLetterTemplateDocument,
  RevokeLetterDocument,
  SaveLetterTemplateDocument,
  SendLetterDocument,
  type LetterDraftInput,
  type LetterFieldsFragment,
  type LetterTemplateFieldsFragment,
  type LetterTemplateInput,
} from '#contract/graphql/letters.generated';
import { callGraphql } from '../../lib/graphql';

export type Letter = LetterFieldsFragment;
export type LetterTemplate = LetterTemplateFieldsFragment;
export type LetterDraft = LetterDraftInput;
export type TemplateDraft = LetterTemplateInput;

export const listLetterTemplates = (includeRetired: boolean, cursor: string | null) =>
  callGraphql(LetterTemplatesDocument, { includeRetired, cursor });

export const saveLetterTemplate = (input: LetterTemplateInput) =>
  callGraphql(SaveLetterTemplateDocument, { input });

export const retireLetterTemplate = (id: string, retired: boolean) =>
  callGraphql(RetireLetterTemplateDocument, { id, retired });

export const listLetters = (caseId: string, cursor: string | null) =>
  callGraphql(LettersDocument, { caseId, cursor });

export const previewLetter = (input: LetterDraftInput) => callGraphql(PreviewLetterDocument, { input });

export const sendLetter = (input: LetterDraftInput) => callGraphql(SendLetterDocument, { input });

export const revokeLetter = (letter: Pick<Letter, 'id' | 'version'>, reason: string) =>
  callGraphql(RevokeLetterDocument, { id: letter.id, version: letter.version, reason: reason.trim() });

export const resendLetter = (id: string, expiresOn: string) =>
  callGraphql(ResendLetterDocument, { id, expiresOn });

export const countersignLetter = (letter: Pick<Letter, 'id' | 'version'>) =>
  callGraphql(CountersignLetterDocument, { id: letter.id, version: letter.version });

/** Fetches a short-lived link to the letter's PDF, as sent or as sealed, and opens it as a download. */
export async function downloadLetter(id: string, which: 'sent' | 'sealed') {
  const link = await callGraphql(LetterDownloadDocument, { id, which });
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.download = link.fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** The civil date `days` after the reader's today (YYYY-MM-DD): a new letter's expiry. */
export function civilDateIn(days: number, now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A civil date as staff read it ("Nov 29, 2026"), at UTC midnight so no reader's zone moves it. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    dateStyle: 'medium',
  });
}
