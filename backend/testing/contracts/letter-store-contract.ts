/**
 * What every letter store must do, run against the in-memory store (memory-letter-store.test.ts) and the
 * DynamoDB adapter (adapters/dynamodb/letters.test.ts), so a fake cannot pass a test the real store would fail.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LetterStore } from '../../domain/letters/ports';
import type { LetterRecord, LetterTemplateRecord } from '../../domain/letters/records';

function templateOf(id: string, version: number, name: string): LetterTemplateRecord {
  return {
    id,
    version,
    name,
    kind: 'other',
    language: 'en',
    body: `Version ${version}`,
    savedAt: '2026-11-01T10:00:00.000Z',
    savedBy: 'admin@brandtokafor.example',
    retired: false,
  };
}

function letterOf(caseId: string, sentAt: string, tokens: string[]): LetterRecord {
  const id = randomUUID();
  return {
    id,
    caseId,
    clientName: 'Ana Lopez',
    templateId: 't',
    templateVersion: 1,
    title: 'Agreement',
    kind: 'other',
    language: 'en',
    signers: tokens.map((tokenHash, index) => ({
      name: `Signer ${index}`,
      email: `signer${index}@example.com`,
      role: index === 0 ? 'client' : 'guardian',
      state: 'waiting',
      tokenHash,
      accessWord: 'maple',
      consentKey: `letters/${id}/consent-${index}.pdf`,
    })),
    expiresOn: '2026-12-10',
    expiresAt: '2026-12-11T08:00:00.000Z',
    sentAt,
    sentBy: { email: 'pat@brandtokafor.example', name: 'Pat Lee' },
    sentKey: `letters/${id}/sent.pdf`,
    sentSha256: 'a'.repeat(64),
    pageCount: 3,
    folderId: 'folder-1',
    state: 'sent',
    merge: { clientName: 'Ana Lopez', clientEmail: 'signer0@example.com' },
    events: [],
    remindersSent: 0,
    version: 1,
  };
}

export function describeLetterStoreContract(name: string, makeStore: () => LetterStore) {
  describe(`${name} letter store`, () => {
    const store = makeStore();

    it('keeps every template version, refuses a save over a newer one, and lists the latest by name', async () => {
      const id = randomUUID();
      const other = randomUUID();
      expect(await store.saveTemplate(templateOf(id, 1, 'Zz fee agreement'), undefined)).toBe(true);
      expect(await store.saveTemplate(templateOf(id, 1, 'Zz fee agreement'), undefined)).toBe(false);
      expect(await store.saveTemplate(templateOf(id, 2, 'Zz fee agreement'), 1)).toBe(true);
      expect(await store.saveTemplate(templateOf(id, 3, 'Zz fee agreement'), 1)).toBe(false);
      expect(await store.saveTemplate(templateOf(other, 1, 'Zy authorization'), undefined)).toBe(true);
      expect((await store.getTemplate(id))?.version).toBe(2);
      expect((await store.getTemplate(id, 1))?.body).toBe('Version 1');
      expect(await store.getTemplate(id, 7)).toBeUndefined();
      expect(await store.getTemplate(randomUUID())).toBeUndefined();
      const ours: string[] = [id, other];
      const listed = (await store.listTemplates()).items.filter((each) => ours.includes(each.id));
      expect(listed.map((each) => [each.name, each.version])).toEqual([
        ['Zy authorization', 1],
        ['Zz fee agreement', 2],
      ]);
      expect(await store.setTemplateRetired(id, true)).toBe(true);
      expect((await store.getTemplate(id, 1))?.retired).toBe(true);
      expect(await store.setTemplateRetired(randomUUID(), true)).toBe(false);
    });

    it("finds a letter by each signer's token hash, saves on its version, and lists a case's newest first", async () => {
      const caseId = randomUUID();
      const first = letterOf(caseId, '2026-11-01T10:00:00.000Z', [randomUUID(), randomUUID()]);
      const second = letterOf(caseId, '2026-11-02T10:00:00.000Z', [randomUUID()]);
      await store.createLetter(first);
      await store.createLetter(second);
      await expect(store.createLetter(first)).rejects.toThrow();
      expect(await store.findByTokenHash(first.signers[1]!.tokenHash)).toMatchObject({
        letter: { id: first.id },
        signer: 1,
      });
      expect(await store.findByTokenHash(randomUUID())).toBeUndefined();
      expect((await store.lettersOfCase(caseId)).items.map((each) => each.id)).toEqual([second.id, first.id]);
      expect(await store.saveLetter({ ...first, state: 'revoked', version: 2 }, 1)).toBe(true);
      expect(await store.saveLetter({ ...first, state: 'sent', version: 2 }, 1)).toBe(false);
      expect((await store.getLetter(first.id))?.state).toBe('revoked');
    });

    it('lists the letters due for the sweeper, and none once nothing is left to do', async () => {
      const letter = {
        ...letterOf(randomUUID(), '2031-01-01T10:00:00.000Z', [randomUUID()]),
        expiresOn: '2031-01-20',
        expiresAt: '2031-01-21T08:00:00.000Z',
      };
      await store.createLetter(letter);
      const dueIds = async (before: string) => (await store.dueLetters(before)).items.map((each) => each.id);
      expect(await dueIds('2031-01-03T09:59:59.000Z')).not.toContain(letter.id);
      expect(await dueIds('2031-01-03T10:00:00.000Z')).toContain(letter.id);
      await store.saveLetter({ ...letter, state: 'signed', version: 2 }, 1);
      expect(await dueIds('2031-02-01T00:00:00.000Z')).not.toContain(letter.id);
    });

    it('records seals by their SHA-256, any case', async () => {
      const sha256 = randomUUID().replace(/-/g, '').padEnd(64, 'b');
      await store.recordSeal({
        sha256,
        letterId: 'l',
        stage: 'signed',
        sealedAt: '2026-11-02T10:00:00.000Z',
      });
      expect(await store.findSeal(sha256.toUpperCase())).toMatchObject({ letterId: 'l', stage: 'signed' });
      expect(await store.findSeal('c'.repeat(64))).toBeUndefined();
    });
  });
}
