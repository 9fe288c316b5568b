/**
 * Engagement letters with their PDFs and what a signed letter lands in: the PDF module, the leads and
 * matters, the staff directory, the File Manager and the firm's zone. Staff's operations add the signing
 * page's wiring (letters.ts); the sealing job adds the firm's key (letter-sealing.ts), which only it holds.
 */
import { inboxStore } from '../../adapters/dynamodb/consultation-inbox';
import { matterStore } from '../../adapters/dynamodb/matters';
import { getUser } from '../../adapters/dynamodb/users';
import { letterObjects } from '../../adapters/s3/letters';
import { config } from '../../config';
import { isConsultationLanguage } from '../../contract/consultation';
import { addReceivedFile, clientFolder } from '../../domain/documents/received-files';
import type { LandingDependencies, LetterCases, LetterFiles } from '../../domain/letters/ports';
import { libraryDependencies } from './documents';
import { leadTimeline, letterRecordDependencies } from './letter-records';
import { letterPdfs } from './letter-pdfs';
import { firmSettings } from './shared';

const letterCases: LetterCases = {
  async lead(id) {
    const record = id.length <= 64 ? await inboxStore.find(id) : undefined;
    if (!record?.createdAt) return undefined;
    const { _id, firstName, lastName, email, language, conflictState = 'pending', assigneeEmail } = record;
    return {
      id: _id,
      firstName,
      lastName,
      email,
      language: isConsultationLanguage(language) ? language : 'en',
      conflictState,
      ...(assigneeEmail ? { assigneeEmail } : {}),
    };
  },
  matter: (id) => matterStore.get(id),
  async staffName(email) {
    const user = await getUser(email);
    return user && !user.disabled ? `${user.firstName} ${user.lastName}`.trim() : undefined;
  },
  createMatter: (matter) => matterStore.create(matter),
};

function letterFiles(): LetterFiles {
  const library = libraryDependencies();
  return {
    clientFolder: (actor, name) => clientFolder(actor, name, library),
    addSealed: ({ key, object, ...file }) =>
      addReceivedFile(
        {
          ...file,
          contentType: 'application/pdf',
          source: { key, eTag: object.eTag, s3VersionId: object.versionId },
        },
        library,
      ),
  };
}

export function letterCaseDependencies(): Omit<LandingDependencies, 'sealer'> {
  return {
    ...letterRecordDependencies(),
    siteUrl: config().siteUrl,
    objects: letterObjects,
    timeline: leadTimeline,
    pdfs: letterPdfs,
    cases: letterCases,
    files: letterFiles(),
    timeZone: async () => (await firmSettings()).timeZone,
  };
}
