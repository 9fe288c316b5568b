/**
 * Client document requests through the local AppSync, the real authorizer, dynalite, s3rver and the local
 * stand-in scanner: staff create a request, the client uploads by presigned POST with the link's token
 * alone, clean files reach the folder byte-equal, EICAR and a renamed .exe are held, every wrong link
 * gets the same answer, and a link's uploads past the hourly limit are refused. One upload permission is
 * one object: a second POST with it never reaches the folder (promotion or release), a revoked request's
 * file is held, and a scan that never answers shows as "scan did not finish" once the clock has moved.
 */
import { moveToNextWindow } from '../../../testing/fixed-windows';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../../adapters/dynamodb/audit-log';
import {
  DEFAULT_REQUEST_MAX_FILES,
  SCAN_DID_NOT_FINISH,
  SCAN_RESULT_TIMEOUT_MINUTES,
  UPLOADS_PER_LINK_PER_HOUR,
  clientRequestMessages,
} from '../../../contract/client-requests';
import {
  ClientRequestDocument,
  CreateClientRequestDocument,
  ReleaseClientFileDocument,
  RevokeClientRequestDocument,
} from '../../../contract/graphql/client-requests.generated';
import {
  AskForNewUploadLinkDocument,
  ClientUploadPageDocument,
  ConfirmClientUploadDocument,
  FinishClientUploadsDocument,
  RequestClientUploadDocument,
} from '../../../contract/graphql/client-uploads.generated';
import { DocumentLinkDocument, DocumentsDocument } from '../../../contract/graphql/documents.generated';
import { errorOf, waitForEmail } from '../../../testing/auth-test-helpers';
import { dataOf } from '../../../testing/test-stack';
import { SAMPLE_PDF, postToBucket } from '../../../testing/presigned-post';
import { useSignedInStaff } from '../../../testing/test-callers';
import { useTestStack } from '../../../testing/use-test-stack';

const stack = useTestStack();
const signedIn = useSignedInStaff(stack);

const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$' + 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*');
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]), Buffer.alloc(100)]);
const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A clean text file of exactly the EICAR file's size (the same type too, sent as notes.txt). */
const CLEAN_TXT = Buffer.from('Claim notes, page 1.'.padEnd(EICAR.length, '.'));

async function newRequest(clientEmail: string) {
  const answer = await stack.graphql(
    CreateClientRequestDocument,
    { input: { clientName: `Client ${clientEmail}`, clientEmail, items: ['Police report', 'Photos'] } },
    signedIn.staffToken,
  );
  const { request, link } = dataOf(answer.body).createClientRequest;
  return { request, link, token: new URL(link).hash.slice(1) };
}

/** As the client's browser: ask for a presigned POST with the link's token alone. */
const askToUpload = (token: string, name: string, bytes: Buffer, contentType: string, itemId = 'item-1') =>
  stack.graphql(RequestClientUploadDocument, { token, itemId, name, size: bytes.length, contentType }, '');

/** As the client's browser: ask, POST to S3 with no session, confirm. */
async function upload(token: string, name: string, bytes: Buffer, contentType: string, itemId = 'item-1') {
  const ticket = dataOf(
    (await askToUpload(token, name, bytes, contentType, itemId)).body,
  ).requestClientUpload;
  const posted = await postToBucket(ticket, bytes, contentType, name);
  expect(posted.status).toBeLessThan(300);
  const confirmed = await stack.graphql(ConfirmClientUploadDocument, { token, fileId: ticket.fileId }, '');
  expect(confirmed.body.errors).toBeUndefined();
  return ticket;
}

/** The bytes of every file in a folder, as staff download them. */
async function folderBytes(folderId: string): Promise<Buffer[]> {
  const folder = dataOf(
    (await stack.graphql(DocumentsDocument, { folderId }, signedIn.staffToken)).body,
  ).documents;
  const bytes: Buffer[] = [];
  for (const item of folder.items) {
    const linked = await stack.graphql(
      DocumentLinkDocument,
      { id: item.id, disposition: 'attachment' },
      signedIn.staffToken,
    );
    bytes.push(Buffer.from(await (await fetch(dataOf(linked.body).documentLink.url)).arrayBuffer()));
  }
  return bytes;
}

/** A request's audit entries of one action, as `detail` lines. */
async function auditDetails(requestId: string, action: string): Promise<string[]> {
  const entries = (await listAuditEntries({ target: { type: 'client-request', id: requestId }, limit: 100 }))
    .items;
  return entries.filter((entry) => entry.action === action).map((entry) => entry.detail ?? '');
}

const detailOf = async (id: string) =>
  dataOf((await stack.graphql(ClientRequestDocument, { id }, signedIn.staffToken)).body).clientRequest;

describe('a client document request', () => {
  it('mails the link; the client uploads with the token alone; clean files reach the folder byte-equal', async () => {
    const { request, link, token } = await newRequest('ana@client.example');
    const mail = await waitForEmail(stack, 'ana@client.example', /asks you for documents/);
    expect(mail.body.text).toContain(link);
    // The token rides in the fragment, which no browser sends to a server, so no access log holds it.
    expect(link).toBe(`${stack.url}/upload#${token}`);
    expect(token).toMatch(/^[\w-]{43}$/);

    const page = dataOf((await stack.graphql(ClientUploadPageDocument, { token }, '')).body).clientUploadPage;
    expect(page).toMatchObject({ status: 'open', items: [{ label: 'Police report' }, { label: 'Photos' }] });

    const ticket = await upload(token, 'report.pdf', SAMPLE_PDF, 'application/pdf');
    expect(JSON.parse(ticket.fields).key).toBe(`quarantine/${request.id}/${ticket.fileId}`);
    await stack.jobsSettled();

    const detail = dataOf(
      (await stack.graphql(ClientRequestDocument, { id: request.id }, signedIn.staffToken)).body,
    ).clientRequest;
    expect(detail.files).toMatchObject([{ name: 'report.pdf', state: 'accepted' }]);
    expect(detail.items[0]).toMatchObject({ label: 'Police report', received: 1 });

    const folder = dataOf(
      (await stack.graphql(DocumentsDocument, { folderId: request.folderId }, signedIn.staffToken)).body,
    ).documents;
    expect(folder.items.map((item) => item.name)).toEqual(['report.pdf']);
    const linked = await stack.graphql(
      DocumentLinkDocument,
      { id: folder.items[0]!.id, disposition: 'attachment' },
      signedIn.staffToken,
    );
    const downloaded = new Uint8Array(
      await (await fetch(dataOf(linked.body).documentLink.url)).arrayBuffer(),
    );
    expect(sha256(downloaded)).toBe(sha256(SAMPLE_PDF));

    const done = await stack.graphql(FinishClientUploadsDocument, { token }, '');
    expect(dataOf(done.body).finishClientUploads).toBe(true);
    await waitForEmail(stack, signedIn.staff.email, /is done sending documents/);
  });

  it('holds the EICAR file and an .exe renamed .pdf; the client sees "not accepted"; staff can release', async () => {
    const { request, token } = await newRequest('bo@client.example');
    await upload(token, 'eicar.txt', EICAR, 'text/plain');
    const renamed = await upload(token, 'bill.pdf', EXE, 'application/pdf', 'item-2');
    await stack.jobsSettled();
    const detail = dataOf(
      (await stack.graphql(ClientRequestDocument, { id: request.id }, signedIn.staffToken)).body,
    ).clientRequest;
    expect(detail.files.map((file) => [file.name, file.state, file.heldReason]).sort()).toEqual([
      ['bill.pdf', 'held', 'Its content does not match its name (.pdf): it looks like a .exe file.'],
      ['eicar.txt', 'held', 'The malware scan found a threat: EICAR-Test-File (not a virus).'],
    ]);
    const folder = dataOf(
      (await stack.graphql(DocumentsDocument, { folderId: request.folderId }, signedIn.staffToken)).body,
    ).documents;
    expect(folder.items).toEqual([]);
    const page = dataOf((await stack.graphql(ClientUploadPageDocument, { token }, '')).body).clientUploadPage;
    expect(page.files.map((file) => file.status)).toEqual(['not-accepted', 'not-accepted']);

    const released = await stack.graphql(
      ReleaseClientFileDocument,
      { requestId: request.id, fileId: renamed.fileId },
      signedIn.staffToken,
    );
    expect(
      dataOf(released.body).releaseClientFile.files.find((file) => file.name === 'bill.pdf')?.state,
    ).toBe('released');
    expect(await folderBytes(request.folderId)).toEqual([EXE]);
  });

  it('answers a wrong token, a revoked link and another request’s file with one body', async () => {
    const first = await newRequest('cy@client.example');
    const second = await newRequest('di@client.example');
    const ticket = await upload(first.token, 'a.pdf', SAMPLE_PDF, 'application/pdf');
    await stack.graphql(RevokeClientRequestDocument, { id: second.request.id }, signedIn.staffToken);
    const wrong = await stack.graphql(ClientUploadPageDocument, { token: 'x'.repeat(43) }, '');
    const revoked = await stack.graphql(ClientUploadPageDocument, { token: second.token }, '');
    expect(errorOf(wrong.body)).toBe(clientRequestMessages.notFound);
    expect(revoked).toEqual(wrong);
    // A live link of one request cannot reach another request's file: the same answer as a made-up link.
    const third = await newRequest('ed@client.example');
    const confirmWith = (token: string) =>
      stack.graphql(ConfirmClientUploadDocument, { token, fileId: ticket.fileId }, '');
    const foreign = await confirmWith(third.token);
    expect(errorOf(foreign.body)).toBe(clientRequestMessages.notFound);
    expect(foreign).toEqual(await confirmWith('x'.repeat(43)));
    const asked = await stack.graphql(AskForNewUploadLinkDocument, { token: second.token }, '');
    expect(errorOf(asked.body)).toBe(clientRequestMessages.notFound);
  });

  it('refuses the upload past the hourly limit on one link with the client’s message; another link still uploads', async () => {
    // The burst must not straddle an hour's boundary, however long the run took to get here.
    moveToNextWindow(60 * 60);
    const busy = await newRequest('fay@client.example');
    const quiet = await newRequest('gus@client.example');
    for (let asked = 1; asked <= UPLOADS_PER_LINK_PER_HOUR; asked++) {
      const answer = await askToUpload(busy.token, `page-${asked}.pdf`, SAMPLE_PDF, 'application/pdf');
      expect(answer.body.errors, `upload ${asked}`).toBeUndefined();
    }
    const refused = await askToUpload(busy.token, 'one-more.pdf', SAMPLE_PDF, 'application/pdf');
    expect(refused.body.data?.requestClientUpload ?? null).toBeNull();
    expect(errorOf(refused.body)).toBe(clientRequestMessages.tooManyUploads);

    await upload(quiet.token, 'report.pdf', SAMPLE_PDF, 'application/pdf');
    await stack.jobsSettled();
    const page = dataOf((await stack.graphql(ClientUploadPageDocument, { token: quiet.token }, '')).body);
    expect(page.clientUploadPage.files.map((file) => file.name)).toEqual(['report.pdf']);
    // The refused ask reserved nothing: the busy link counts the limit's files and no more.
    const busyPage = dataOf((await stack.graphql(ClientUploadPageDocument, { token: busy.token }, '')).body);
    expect(busyPage.clientUploadPage.filesLeft).toBe(DEFAULT_REQUEST_MAX_FILES - UPLOADS_PER_LINK_PER_HOUR);
  });
});

describe('one upload permission, one object', () => {
  /** Asks for an upload of notes.txt as the client, POSTs CLEAN_TXT with it and confirms. */
  async function sendClean(token: string) {
    const ticket = dataOf(
      (await askToUpload(token, 'notes.txt', CLEAN_TXT, 'text/plain')).body,
    ).requestClientUpload;
    expect((await postToBucket(ticket, CLEAN_TXT, 'text/plain', 'notes.txt')).status).toBeLessThan(300);
    const confirmed = await stack.graphql(ConfirmClientUploadDocument, { token, fileId: ticket.fileId }, '');
    expect(confirmed.body.errors).toBeUndefined();
    return ticket;
  }

  /** Every clean verdict in the audit log names the clean file's bytes, never the EICAR file's. */
  async function expectCleanVerdictsOfCleanBytes(requestId: string) {
    const scanned = await auditDetails(requestId, 'client-requests.file-scanned');
    for (const detail of scanned.filter((line) => line.includes('scan: NO_THREATS_FOUND'))) {
      expect(detail).not.toContain(sha256(EICAR));
      const hash = /SHA-256 ([0-9a-f]{64})/.exec(detail)?.[1];
      if (hash) expect(hash).toBe(sha256(CLEAN_TXT));
    }
    for (const detail of await auditDetails(requestId, 'client-requests.file-promoted')) {
      expect(detail).toContain(`SHA-256 ${sha256(CLEAN_TXT)}`);
    }
  }

  it('never puts the EICAR file sent with a clean file’s permission in the folder, however late the clean verdict', async () => {
    const { request, token } = await newRequest('hal@client.example');
    // The clean file's result comes only after the EICAR file has landed under the same key.
    stack.scanResults.hold();
    try {
      const ticket = await sendClean(token);
      await stack.jobsSettled();
      const again = await postToBucket(ticket, EICAR, 'text/plain', 'notes.txt');
      expect(again.status).toBeLessThan(300);
      await stack.jobsSettled();
    } finally {
      await stack.scanResults.deliver();
    }
    await stack.jobsSettled();
    const stored = await folderBytes(request.folderId);
    expect(stored.some((bytes) => bytes.equals(EICAR))).toBe(false);
    const detail = await detailOf(request.id);
    // s3rver keeps no versions: the clean object is gone, so the file is held, not placed.
    expect(detail.files.map((file) => file.state)).toEqual(['held']);
    expect(await auditDetails(request.id, 'client-requests.object-refused')).toEqual([
      expect.stringMatching(
        /^notes\.txt; another object sent under its key .*; scan: THREATS_FOUND; not used$/,
      ),
    ]);
    await expectCleanVerdictsOfCleanBytes(request.id);
  });

  it('keeps the clean file placed, byte for byte, when the EICAR file follows with the same permission', async () => {
    const { request, token } = await newRequest('ida@client.example');
    const ticket = await sendClean(token);
    await stack.jobsSettled();
    const again = await postToBucket(ticket, EICAR, 'text/plain', 'notes.txt');
    expect(again.status).toBeLessThan(300);
    await stack.jobsSettled();
    expect(await folderBytes(request.folderId)).toEqual([CLEAN_TXT]);
    const detail = await detailOf(request.id);
    expect(detail.files.map((file) => file.state)).toEqual(['accepted']);
    expect(await auditDetails(request.id, 'client-requests.object-refused')).toHaveLength(1);
    expect((await auditDetails(request.id, 'client-requests.file-scanned')).join('\n')).toContain(
      `SHA-256 ${sha256(CLEAN_TXT)}; scan: NO_THREATS_FOUND`,
    );
    await expectCleanVerdictsOfCleanBytes(request.id);
  });

  it('releases only the held object: another one POSTed with its permission never reaches the folder', async () => {
    const { request, token } = await newRequest('jo@client.example');
    const ticket = await upload(token, 'bill.pdf', EXE, 'application/pdf');
    await stack.jobsSettled();
    expect((await detailOf(request.id)).files.map((file) => file.state)).toEqual(['held']);
    // The same permission used again: the EICAR file padded to the held file's size and type.
    const swapped = Buffer.concat([EICAR, Buffer.alloc(EXE.length - EICAR.length, 0x20)]);
    expect((await postToBucket(ticket, swapped, 'application/pdf', 'bill.pdf')).status).toBeLessThan(300);
    await stack.jobsSettled();
    const released = await stack.graphql(
      ReleaseClientFileDocument,
      { requestId: request.id, fileId: ticket.fileId },
      signedIn.staffToken,
    );
    // s3rver keeps no versions, so the held object is gone and nothing is released (in AWS its version is
    // copied); whatever happens, the folder never holds the bytes sent second.
    expect(errorOf(released.body)).toBe(clientRequestMessages.heldObjectGone);
    expect(await folderBytes(request.folderId)).toEqual([]);
    expect((await detailOf(request.id)).files.map((file) => file.state)).toEqual(['held']);
  });

  it('holds a file that lands after its request was revoked', async () => {
    const { request, token } = await newRequest('kai@client.example');
    const ticket = dataOf(
      (await askToUpload(token, 'report.pdf', SAMPLE_PDF, 'application/pdf')).body,
    ).requestClientUpload;
    await stack.graphql(RevokeClientRequestDocument, { id: request.id }, signedIn.staffToken);
    // The presigned POST still works for its minutes.
    expect((await postToBucket(ticket, SAMPLE_PDF, 'application/pdf', 'report.pdf')).status).toBeLessThan(
      300,
    );
    await stack.jobsSettled();
    expect(await folderBytes(request.folderId)).toEqual([]);
    expect((await detailOf(request.id)).files.map((file) => [file.state, file.heldReason])).toEqual([
      ['held', 'The request was revoked before this file was checked, so it was not placed in the folder.'],
    ]);
  });
});

describe('a scan that never answers', () => {
  it(`shows "scan did not finish" to staff ${SCAN_RESULT_TIMEOUT_MINUTES} minutes after the upload, and tells them`, async () => {
    const { request, token } = await newRequest('lou@client.example');
    stack.scanResults.hold();
    try {
      await upload(token, 'report.pdf', SAMPLE_PDF, 'application/pdf');
      await stack.jobsSettled();
      stack.moveClock(SCAN_RESULT_TIMEOUT_MINUTES - 1);
      await stack.runSchedule('DocumentsSweeper');
      expect((await detailOf(request.id)).files.map((file) => file.state)).toEqual(['checking']);
      stack.moveClock(2);
      expect(await stack.runSchedule('DocumentsSweeper')).toMatchObject({ unscanned: 1 });
      expect((await detailOf(request.id)).files.map((file) => [file.state, file.heldReason])).toEqual([
        ['unscanned', SCAN_DID_NOT_FINISH],
      ]);
      expect(SCAN_DID_NOT_FINISH).toMatch(/scan did not finish/);
      const mail = await waitForEmail(stack, signedIn.staff.email, /a malware scan did not finish/);
      expect(mail.body.text).toContain('1 could not be checked for malware (the scan did not finish)');
      expect(await folderBytes(request.folderId)).toEqual([]);
    } finally {
      // The result comes after all, and still decides.
      await stack.scanResults.deliver();
    }
    await stack.jobsSettled();
    expect((await detailOf(request.id)).files.map((file) => file.state)).toEqual(['accepted']);
    expect(await folderBytes(request.folderId)).toEqual([SAMPLE_PDF]);
  });
});
