/** Engagement letters in memory, for the domain's tests; held to the same contract as the DynamoDB store. */
import { LETTER_REMINDER_DAYS } from '../contract/letters';
import { ConflictError } from '../domain/documents/ports';
import type { LetterStore } from '../domain/letters/ports';
import {
  sweepDueOf,
  type LetterRecord,
  type LetterTemplateRecord,
  type SealRecord,
} from '../domain/letters/records';
import { memoryPage } from './memory-page';

const copy = <T>(value: T): T => structuredClone(value);

export class MemoryLetterStore implements LetterStore {
  private readonly versions = new Map<string, LetterTemplateRecord[]>();
  private readonly letters = new Map<string, LetterRecord>();
  private readonly tokens = new Map<string, { letterId: string; signer: number }>();
  private readonly seals = new Map<string, SealRecord>();

  async saveTemplate(template: LetterTemplateRecord, expectedLatest: number | undefined) {
    const versions = this.versions.get(template.id);
    const latest = versions?.at(-1)?.version;
    if (latest !== expectedLatest) return false;
    this.versions.set(template.id, [...(versions ?? []), copy(template)]);
    return true;
  }

  async getTemplate(id: string, version?: number) {
    const versions = this.versions.get(id);
    const latest = versions?.at(-1);
    if (!latest) return undefined;
    const found = version === undefined ? latest : versions!.find((each) => each.version === version);
    return found && { ...copy(found), retired: latest.retired };
  }

  async listTemplates(cursor?: string | null) {
    const latest = [...this.versions.values()]
      .map((versions) => copy(versions.at(-1)!))
      .sort((a, b) => (`${a.name.toLowerCase()}#${a.id}` < `${b.name.toLowerCase()}#${b.id}` ? -1 : 1));
    return memoryPage(latest, cursor);
  }

  async setTemplateRetired(id: string, retired: boolean) {
    const versions = this.versions.get(id);
    if (!versions) return false;
    versions[versions.length - 1] = { ...versions.at(-1)!, retired };
    return true;
  }

  async createLetter(letter: LetterRecord) {
    for (const [signer, each] of letter.signers.entries())
      this.tokens.set(each.tokenHash, { letterId: letter.id, signer });
    if (this.letters.has(letter.id)) throw new ConflictError(letter.id);
    this.letters.set(letter.id, copy(letter));
  }

  async getLetter(id: string) {
    const letter = this.letters.get(id);
    return letter && copy(letter);
  }

  async saveLetter(letter: LetterRecord, expectedVersion: number) {
    if (this.letters.get(letter.id)?.version !== expectedVersion) return false;
    this.letters.set(letter.id, copy(letter));
    return true;
  }

  async lettersOfCase(caseId: string, cursor?: string | null) {
    const letters = [...this.letters.values()]
      .filter((letter) => letter.caseId === caseId)
      .sort((a, b) => (`${a.sentAt}#${a.id}` < `${b.sentAt}#${b.id}` ? 1 : -1))
      .map(copy);
    return memoryPage(letters, cursor);
  }

  async findByTokenHash(tokenHash: string) {
    const pointer = this.tokens.get(tokenHash);
    const letter = pointer && this.letters.get(pointer.letterId);
    return letter && letter.signers[pointer.signer]?.tokenHash === tokenHash
      ? { letter: copy(letter), signer: pointer.signer }
      : undefined;
  }

  async dueLetters(before: string) {
    const due = [...this.letters.values()]
      .map((letter) => ({ letter, at: sweepDueOf(letter, LETTER_REMINDER_DAYS) }))
      .filter((each): each is { letter: LetterRecord; at: string } => !!each.at && each.at <= before)
      .sort((a, b) => (a.at < b.at ? -1 : 1))
      .map((each) => copy(each.letter));
    return memoryPage(due, null, 100);
  }

  async recordSeal(seal: SealRecord) {
    this.seals.set(seal.sha256.toLowerCase(), copy(seal));
  }

  async findSeal(sha256: string) {
    const seal = this.seals.get(sha256.toLowerCase());
    return seal && copy(seal);
  }
}
