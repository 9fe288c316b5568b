/**
 * The File Manager through the local AppSync, the real authorizer, dynalite and s3rver: uploads by
 * presigned POST, links by presigned GET, folders, the Trash, versions, paging, search, the sweeper and
 * every operation's refusals.
 */
import { SILENT_LOG } from '../../../../backend/domain/log';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentStore } from '../../../adapters/dynamodb/documents';
import { documentObjects, presignDocumentGet } from '../../../adapters/s3/documents';
import { documentMessages, type UploadTicket } from '../../../contract/documents';
import {
  ConfirmUploadDocument,
  CreateFolderDocument,
  DeleteFolderDocument,
  DocumentLinkDocument,
  DocumentTrashDocument,
  DocumentVersionsDocument,
  DocumentsDocument,
  EmptyTrashDocument,
  MoveDocumentDocument,
  RenameDocumentDocument,
  RequestUploadDocument,
  RestoreDocumentDocument,
  SearchDocumentsDocument,
  TrashDocumentDocument,
  TrashEmptyingDocument,
} from '../../../contract/graphql/documents.generated';
import { createAuditLog } from '../../../domain/audit/audit-log';
import { MemoryAuditStore } from '../../../testing/memory-audit-store';
import { authMessages } from '../../../domain/auth/policy';
import { sweepDocuments } from '../../../domain/documents/trash';
import { postToBucket, SAMPLE_PDF } from '../../../testing/presigned-post';
import { dataOf } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';
import { resolvers } from '../registry';
import { errorOf } from '../../../testing/auth-test-helpers';
import { disabledUserToken, newFirstStageToken, useSignedInStaff } from '../../../testing/test-callers';
import { productClock } from '../../../adapters/clock';
import { s3Clock } from '../../../testing/s3-clock';
import { deletesOf, s3CommandsDuring } from '../../../testing/s3-commands';

const stack = useTestStack();
const signedIn = useSignedInStaff(stack);

async function upload(
  name: string,
  body: Buffer,
  contentType: string,
  folderId?: string,
  token = signedIn.staffToken,
) {
  const requested = await stack.graphql(
    RequestUploadDocument,
    { folderId, name, size: body.length, contentType },
    token,
  );
  if (!requested.body.data?.requestUpload) throw new Error(JSON.stringify(requested.body.errors));
  const ticket = requested.body.data.requestUpload as UploadTicket;
  const posted = await postToBucket(ticket, body, contentType);
  expect(posted.status).toBeLessThan(300);
  const confirmed = await stack.graphql(
    ConfirmUploadDocument,
    { documentId: ticket.documentId, versionId: ticket.versionId },
    token,
  );
  return { ticket, confirmed: confirmed.body };
}

describe('uploading and downloading', () => {
  it('stores a file through a presigned POST, under a key that never holds the name, and downloads it intact', async () => {
    const { ticket, confirmed } = await upload('Smith engagement letter.pdf', SAMPLE_PDF, 'application/pdf');
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmUpload).toMatchObject({
      state: 'ready',
      size: SAMPLE_PDF.length,
      versionCount: 1,
    });
    const key = (JSON.parse(ticket.fields) as Record<string, string>).key!;
    expect(key).toMatch(/^documents\/[0-9a-f-]{36}\/\d{4}-/);
    expect(key).not.toMatch(/Smith|engagement|pdf/i);

    const link = await stack.graphql(
      DocumentLinkDocument,
      { id: ticket.documentId, disposition: 'attachment' },
      signedIn.staffToken,
    );
    const response = await fetch(dataOf(link.body).documentLink.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      'attachment; filename="Smith engagement letter.pdf"',
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      createHash('sha256').update(SAMPLE_PDF).digest('hex'),
    );

    const preview = await stack.graphql(
      DocumentLinkDocument,
      { id: ticket.documentId, disposition: 'inline' },
      signedIn.staffToken,
    );
    const inline = await fetch(dataOf(preview.body).documentLink.url);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a body that is not the announced file and discards it (s3rver does not enforce the policy; the confirm check does)', async () => {
    const requested = await stack.graphql(
      RequestUploadDocument,
      { name: 'short.pdf', size: 10, contentType: 'application/pdf' },
      signedIn.staffToken,
    );
    const ticket = requested.body.data?.requestUpload as UploadTicket;
    await postToBucket(ticket, SAMPLE_PDF, 'application/pdf');
    const confirmed = await stack.graphql(
      ConfirmUploadDocument,
      { documentId: ticket.documentId, versionId: ticket.versionId },
      signedIn.staffToken,
    );
    expect(errorOf(confirmed.body)).toBe(documentMessages.uploadMismatch);
    expect(
      await documentObjects.head((JSON.parse(ticket.fields) as Record<string, string>).key!),
    ).toBeUndefined();
  });

  it('refuses a too large file, a type not on the list, a type that does not match the name, and an empty name', async () => {
    const ask = (name: string, size: number, contentType: string) =>
      stack
        .graphql(RequestUploadDocument, { name, size, contentType }, signedIn.staffToken)
        .then(({ body }) => errorOf(body));
    expect(await ask('big.pdf', 101 * 1024 * 1024, 'application/pdf')).toBe(documentMessages.tooLarge);
    expect(await ask('setup.exe', 100, 'application/x-msdownload')).toBe(documentMessages.typeNotAllowed);
    expect(await ask('page.pdf', 100, 'text/html')).toBe(documentMessages.typeNotAllowed);
    expect(await ask('/../', 100, 'application/pdf')).toBe(documentMessages.emptyName);
  });

  it('keeps only the last part of a path-like name', async () => {
    const { confirmed } = await upload('../../etc/notes.txt', Buffer.from('hello'), 'text/plain');
    expect(confirmed.data?.confirmUpload.name).toBe('notes.txt');
  });

  it('a link past its lifetime fails at S3', async () => {
    const { ticket } = await upload('expiring.pdf', SAMPLE_PDF, 'application/pdf');
    const url = await presignDocumentGet(
      {
        key: (JSON.parse(ticket.fields) as Record<string, string>).key!,
        contentType: 'application/pdf',
        contentDisposition: 'attachment',
      },
      // S3 (s3rver) judges the lifetime by its own clock.
      new Date(s3Clock().getTime() - 301 * 1000),
    );
    expect((await fetch(url)).status).toBe(403);
  });
});

describe('versions, folders, Trash, paging and search', () => {
  it('an upload under a name already in the folder becomes a new version; both versions can be downloaded', async () => {
    const first = await upload('Lease.txt', Buffer.from('version one'), 'text/plain');
    const second = await upload('lease.TXT'.replace('TXT', 'txt'), Buffer.from('version two!'), 'text/plain');
    expect(second.ticket.isNewVersion).toBe(true);
    expect(second.ticket.documentId).toBe(first.ticket.documentId);
    const versions = await stack.graphql(
      DocumentVersionsDocument,
      { id: first.ticket.documentId },
      signedIn.staffToken,
    );
    expect(versions.body.data?.documentVersions.items).toHaveLength(2);
    const link = await stack.graphql(
      DocumentLinkDocument,
      { id: first.ticket.documentId, versionId: first.ticket.versionId, disposition: 'attachment' },
      signedIn.staffToken,
    );
    expect(await (await fetch(dataOf(link.body).documentLink.url)).text()).toBe('version one');
  });

  it('creates a folder, moves a file in, renames it, trashes (no link) and restores it; only an empty folder is deleted', async () => {
    const folder = dataOf(
      (await stack.graphql(CreateFolderDocument, { name: 'Case 2026-114' }, signedIn.staffToken)).body,
    ).createFolder;
    const { ticket } = await upload('Brief.pdf', SAMPLE_PDF, 'application/pdf');
    const id = ticket.documentId;
    expect(
      (await stack.graphql(MoveDocumentDocument, { id, folderId: folder.id }, signedIn.staffToken)).body
        .errors,
    ).toBeUndefined();
    const inFolder = await stack.graphql(DocumentsDocument, { folderId: folder.id }, signedIn.staffToken);
    expect(inFolder.body.data?.documents.path.map((crumb: { name: string }) => crumb.name)).toEqual([
      'Documents',
      'Case 2026-114',
    ]);
    expect(inFolder.body.data?.documents.items.map((item: { name: string }) => item.name)).toEqual([
      'Brief.pdf',
    ]);

    const renamed = await stack.graphql(
      RenameDocumentDocument,
      { id, name: 'Final brief.pdf' },
      signedIn.staffToken,
    );
    expect(renamed.body.data?.renameDocument.name).toBe('Final brief.pdf');
    expect(
      errorOf((await stack.graphql(DeleteFolderDocument, { id: folder.id }, signedIn.staffToken)).body),
    ).toBe(documentMessages.folderNotEmpty);

    await stack.graphql(TrashDocumentDocument, { id }, signedIn.staffToken);
    expect(
      errorOf(
        (await stack.graphql(DocumentLinkDocument, { id, disposition: 'attachment' }, signedIn.staffToken))
          .body,
      ),
    ).toBe(documentMessages.inTrash);
    const trash = await stack.graphql(DocumentTrashDocument, {}, signedIn.staffToken);
    expect(trash.body.data?.documentTrash.items.map((item: { id: string }) => item.id)).toContain(id);
    expect(errorOf((await stack.graphql(EmptyTrashDocument, {}, signedIn.staffToken)).body)).toBe(
      authMessages.adminOnly,
    );

    const restored = await stack.graphql(RestoreDocumentDocument, { id }, signedIn.staffToken);
    expect(restored.body.data?.restoreDocument).toMatchObject({ state: 'ready', folderId: folder.id });
  });

  it('lists 10 per page with a cursor to the next page, and finds a file by the start of its name', async () => {
    const folder = dataOf(
      (await stack.graphql(CreateFolderDocument, { name: 'Paging' }, signedIn.staffToken)).body,
    ).createFolder;
    for (let n = 1; n <= 11; n += 1) {
      await upload(
        `exhibit-${String(n).padStart(2, '0')}.txt`,
        Buffer.from(`exhibit ${n}`),
        'text/plain',
        folder.id,
      );
    }
    const first = await stack.graphql(DocumentsDocument, { folderId: folder.id }, signedIn.staffToken);
    expect(first.body.data?.documents.items).toHaveLength(10);
    const second = await stack.graphql(
      DocumentsDocument,
      { folderId: folder.id, cursor: first.body.data?.documents.nextCursor },
      signedIn.staffToken,
    );
    expect(second.body.data?.documents.items.map((item: { name: string }) => item.name)).toEqual([
      'exhibit-11.txt',
    ]);
    expect(second.body.data?.documents.nextCursor).toBeNull();
    const found = await stack.graphql(SearchDocumentsDocument, { name: 'EXHIBIT-1' }, signedIn.staffToken);
    expect(found.body.data?.searchDocuments.items.map((item: { name: string }) => item.name)).toEqual([
      'exhibit-10.txt',
      'exhibit-11.txt',
    ]);
  });

  it('sorts a folder by the schema enums DocumentSort and SortDirection, and refuses a sort they do not name', async () => {
    const folder = dataOf(
      (await stack.graphql(CreateFolderDocument, { name: 'Sorting' }, signedIn.staffToken)).body,
    ).createFolder;
    await upload('large.txt', Buffer.from('x'.repeat(100)), 'text/plain', folder.id);
    await upload('small.txt', Buffer.from('x'), 'text/plain', folder.id);
    const bySize = await stack.graphql(
      DocumentsDocument,
      { folderId: folder.id, sort: 'size', direction: 'asc' },
      signedIn.staffToken,
    );
    expect(dataOf(bySize.body).documents.items.map((item) => item.name)).toEqual(['small.txt', 'large.txt']);
    const unknown = await stack.graphql(
      'query Documents($folderId: ID) { documents(folderId: $folderId, sort: weight) { nextCursor } }',
      { folderId: folder.id },
      signedIn.staffToken,
    );
    expect(errorOf(unknown.body)).toMatch(/DocumentSort/);
  });

  it('an administrator empties the Trash: the answer is the job, which deletes the files and leaves their prior versions', async () => {
    const { ticket } = await upload('Draft to discard.pdf', SAMPLE_PDF, 'application/pdf');
    const key = (JSON.parse(ticket.fields) as Record<string, string>).key!;
    await stack.graphql(TrashDocumentDocument, { id: ticket.documentId }, signedIn.staffToken);
    let job!: { id: string; total: number };
    const sent = await s3CommandsDuring(async () => {
      job = dataOf((await stack.graphql(EmptyTrashDocument, {}, signedIn.adminToken)).body).emptyTrash;
      expect(job).toMatchObject({ state: 'running', deleted: 0 });
      await stack.jobsSettled();
    });
    expect(job.total).toBeGreaterThanOrEqual(1);
    // What only AWS shows: on the versioned bucket each of these writes a delete marker, and the bytes stay
    // a prior version until the lifecycle rule (DELETED_FILE_RETENTION_DAYS) expires them.
    expect(deletesOf(sent)).toContainEqual({ name: 'DeleteObjectCommand', key, versionId: undefined });
    expect(
      deletesOf(sent).filter(
        (command) => command.versionId !== undefined || command.name !== 'DeleteObjectCommand',
      ),
    ).toEqual([]);
    const ended = dataOf(
      (await stack.graphql(TrashEmptyingDocument, { id: job.id }, signedIn.adminToken)).body,
    ).trashEmptying;
    expect(ended).toMatchObject({ state: 'done', deleted: job.total, failed: 0 });
    expect(await documentStore.get(ticket.documentId)).toBeUndefined();
    expect(
      await documentObjects.head((JSON.parse(ticket.fields) as Record<string, string>).key!),
    ).toBeUndefined();
    expect(
      errorOf((await stack.graphql(TrashEmptyingDocument, { id: job.id }, signedIn.staffToken)).body),
    ).toBe(authMessages.adminOnly);
  });

  it('the sweeper deletes files 30 days in the Trash and uploads never confirmed, leaving their prior versions', async () => {
    const { ticket } = await upload('Old.pdf', SAMPLE_PDF, 'application/pdf');
    await stack.graphql(TrashDocumentDocument, { id: ticket.documentId }, signedIn.staffToken);
    const pending = dataOf(
      (
        await stack.graphql(
          RequestUploadDocument,
          { name: 'never.pdf', size: SAMPLE_PDF.length, contentType: 'application/pdf' },
          signedIn.staffToken,
        )
      ).body,
    ).requestUpload as UploadTicket;
    await postToBucket(pending, SAMPLE_PDF, 'application/pdf');
    const later = new Date(productClock().getTime() + 31 * 24 * 60 * 60 * 1000);
    let result!: Awaited<ReturnType<typeof sweepDocuments>>;
    const sent = await s3CommandsDuring(async () => {
      result = await sweepDocuments({
        store: documentStore,
        objects: documentObjects,
        audit: createAuditLog(new MemoryAuditStore(), { log: SILENT_LOG }),
        now: () => later,
      });
    });
    expect(result.trashed).toBeGreaterThanOrEqual(1);
    // Plain deletes only (delete markers in AWS): the sweep destroys no version either.
    expect(deletesOf(sent)).toContainEqual({
      name: 'DeleteObjectCommand',
      key: (JSON.parse(ticket.fields) as Record<string, string>).key!,
      versionId: undefined,
    });
    expect(
      deletesOf(sent).every((command) => command.name === 'DeleteObjectCommand' && !command.versionId),
    ).toBe(true);
    expect(await documentStore.get(ticket.documentId)).toBeUndefined();
    expect(await documentStore.get(pending.documentId)).toBeUndefined();
    expect(
      await documentObjects.head((JSON.parse(pending.fields) as Record<string, string>).key!),
    ).toBeUndefined();
  });
});

describe('every File Manager operation refuses', () => {
  const documentOperations = resolvers.filter((entry) => entry.entry.startsWith('documents/'));
  const QUERIES: Record<string, [string, Record<string, unknown>]> = {
    documents: [DocumentsDocument, {}],
    documentTrash: [DocumentTrashDocument, {}],
    searchDocuments: [SearchDocumentsDocument, { name: 'a' }],
    documentVersions: [DocumentVersionsDocument, { id: 'x' }],
    createFolder: [CreateFolderDocument, { name: 'x' }],
    deleteFolder: [DeleteFolderDocument, { id: 'x' }],
    renameDocument: [RenameDocumentDocument, { id: 'x', name: 'y.pdf' }],
    moveDocument: [MoveDocumentDocument, { id: 'x', folderId: 'root' }],
    trashDocument: [TrashDocumentDocument, { id: 'x' }],
    restoreDocument: [RestoreDocumentDocument, { id: 'x' }],
    emptyTrash: [EmptyTrashDocument, {}],
    trashEmptying: [TrashEmptyingDocument, { id: 'x' }],
    requestUpload: [RequestUploadDocument, { name: 'a.pdf', size: 5, contentType: 'application/pdf' }],
    confirmUpload: [ConfirmUploadDocument, { documentId: 'x', versionId: 'y' }],
    documentLink: [DocumentLinkDocument, { id: 'x', disposition: 'inline' }],
  };

  it('has a call for every registry entry', () => {
    expect(documentOperations.map((entry) => entry.fieldName).sort()).toEqual(Object.keys(QUERIES).sort());
  });

  it.each(documentOperations.map((entry) => entry.fieldName))(
    '%s: no token, a first-stage token, a forged token and a disabled user',
    async (field) => {
      const [query, variables] = QUERIES[field]!;
      expect(errorOf((await stack.graphql(query, variables, '')).body)).toBe(authMessages.notSignedIn);
      expect((await stack.graphql(query, variables, 'not.a.jwt')).status).toBe(401);
      const firstStageToken = await firstStageOnce();
      expect(errorOf((await stack.graphql(query, variables, firstStageToken)).body)).toBe(
        authMessages.notSignedIn,
      );
      expect((await stack.graphql(query, variables, await disabledTokenOnce())).status).toBe(401);
    },
  );
});

let firstStage: Promise<string> | undefined;
const firstStageOnce = () => (firstStage ??= newFirstStageToken(stack));

let disabled: Promise<string> | undefined;
const disabledTokenOnce = () => (disabled ??= disabledUserToken(stack));
