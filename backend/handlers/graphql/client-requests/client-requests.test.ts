/**
 * Client document requests through the local AppSync, the real authorizer, dynalite, s3rver and the local
 * stand-in scanner: staff create a request, the client uploads by presigned POST with the link's token
 * alone, clean files reach the folder byte-equal, EICAR and a renamed .exe are held, every wrong link
 * gets the same answer, and a link's uploads past the hourly limit are refused.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REQUEST_MAX_FILES,
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
