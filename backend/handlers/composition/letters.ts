/**
 * Engagement letters with their PDFs: staff's operations and the sealing job. Adds to the signing page's
 * wiring the PDF module, the firm's sealing key, the leads and matters, the staff directory, the File Manager
 * and the firm's zone.
 */
import { inboxStore } from '../../adapters/dynamodb/consultation-inbox';
import { matterStore } from '../../adapters/dynamodb/matters';
import { getUser } from '../../adapters/dynamodb/users';
import { isConsultationLanguage } from '../../contract/consultation';
import type { LetterCases, LetterDependencies, LetterFiles } from '../../domain/letters/ports';
import { addReceivedFile, clientFolder } from '../../domain/documents/received-files';
import { libraryDependencies } from './documents';
import { letterPdfs, letterSealer } from './letter-pdfs';
import { firmSettings } from './shared';
import { signingDependencies } from './signing';

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

export function letterDependencies(): LetterDependencies {
  return {
    ...signingDependencies(),
    pdfs: letterPdfs,
    sealer: letterSealer(),
    cases: letterCases,
    files: letterFiles(),
    timeZone: async () => (await firmSettings()).timeZone,
  };
}
