/**
 * Client document requests on in-memory ports: the staff's operations, the client's link, quarantine and
 * promotion, and the schedule's digest, reminder and expiry, with a clock the tests move. The handler tests
 * keep the paths through AppSync, DynamoDB and S3.
 */
import { SILENT_LOG } from '../../../backend/domain/log';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  SCAN_DID_NOT_FINISH,
  SCAN_RESULT_TIMEOUT_MINUTES,
  UPLOADS_PER_LINK_PER_HOUR,
  clientRequestMessages,
  type ClientUploadPage,
} from '../../contract/client-requests';
import { createAuditLog } from '../audit/audit-log';
import type { StaffActor } from '../auth/callers';
import type { Email } from '../mail/email';
import { MemoryAuditStore } from '../../testing/memory-audit-store';
import { MemoryRateLimiter, storedUser } from '../../testing/memory-auth';
import {
  MemoryClientRequestStore,
  MemoryFirmFiles,
  MemoryQuarantine,
} from '../../testing/memory-client-request-store';
import {
  askForNewClientLink,
  confirmClientUpload,
  finishClientRequest,
  openClientRequest,
  requestClientUpload,
} from './client-access';
import type { ClientRequestDependencies } from './ports';
import { handleScanResult } from './promotion';
import { quarantineKeyOf } from './records';
import {
  createClientRequest,
  extendClientRequest,
  getClientRequest,
  releaseClientFile,
  resendClientRequest,
  revokeClientRequest,
} from './requests';
import { sweepClientRequests } from './sweep';

const dana: StaffActor = {
  kind: 'staff',
  user: storedUser('dana@firm.example'),
  sourceIp: '192.0.2.40',
  sessionId: 'session-1',
};
const client = { sourceIp: '198.51.100.7', userAgent: 'Phone' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
/** The EICAR test file (split so this file is not flagged), and a clean text of exactly its size. */
const EICAR = new TextEncoder().encode(
  'X5O!P%@AP[4\\PZX54(P^)7CC)7}$' + 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*',
);
const CLEAN = new TextEncoder().encode('Claim notes, page 1.'.padEnd(EICAR.length, '.'));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function setUp(options: { versions: boolean } = { versions: true }) {
  let clock = new Date('2026-04-01T09:00:00Z');
  const store = new MemoryClientRequestStore();
  const quarantine = new MemoryQuarantine(options);
  const files = new MemoryFirmFiles(quarantine);
  const auditStore = new MemoryAuditStore();
  const mail: Email[] = [];
  const deps: ClientRequestDependencies = {
    store,
    quarantine,
    files,
    leads: {
      get: async (id) =>
        id === 'lead-1'
          ? { name: 'Ana Ruiz', email: 'ana@client.example', assigneeEmail: 'lee@firm.example' }
          : undefined,
    },
    rateLimiter: new MemoryRateLimiter(),
    sendMail: async (email) => {
      mail.push(email);
    },
    tokenKey: async () => new Uint8Array(32).fill(7),
    audit: createAuditLog(auditStore, { now: () => clock, log: SILENT_LOG }),
    siteUrl: 'https://firm.example',
    now: () => clock,
    log: SILENT_LOG,
  };
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const actions = () => auditStore.entries.map((entry) => entry.action);
  return { deps, store, quarantine, files, auditStore, mail, advance, actions };
}

const tokenOf = (link: string) => new URL(link).hash.slice(1);

async function newRequest(deps: ClientRequestDependencies, overrides = {}) {
  const issued = await createClientRequest(
    dana,
    {
      clientName: 'Ana Ruiz',
      clientEmail: 'Ana@Client.example',
      items: ['Police report', 'Photos of injuries', ' '],
      message: 'Thank you!',
      ...overrides,
    },
    deps,
  );
  return { ...issued, token: tokenOf(issued.link) };
}

/** Announces a file, lets its bytes land in quarantine and confirms it. */
async function send(
  env: ReturnType<typeof setUp>,
  token: string,
  name: string,
  bytes: Uint8Array,
  contentType: string,
  itemId = 'item-1',
) {
  const ticket = await requestClientUpload(
    client,
    { token, itemId, name, size: bytes.length, contentType },
    env.deps,
  );
  const key = env.quarantine.presigned.at(-1)!.key;
  const object = env.quarantine.arrive(key, bytes, contentType);
  await confirmClientUpload(client, { token, fileId: ticket.fileId }, env.deps);
  return { ...ticket, key, object };
}

describe('a request', () => {
  it('is created into a folder named after the client, mails the link and keeps only its hash', async () => {
    const env = setUp();
    const { request, link, token } = await newRequest(env.deps);
    expect(request.folderName).toBe('Ana Ruiz');
    expect(request.items.map((item) => item.label)).toEqual(['Police report', 'Photos of injuries', 'Other']);
    expect(request.expiresAt).toBe('2026-04-08T09:00:00.000Z');
    expect(request.maxFiles).toBe(50);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(env.mail).toHaveLength(1);
    expect(env.mail[0]!.to).toBe('ana@client.example');
    expect(env.mail[0]!.text).toContain(link);
    const stored = JSON.stringify([...env.store.requests.values()]);
    expect(stored).not.toContain(token);
    expect(JSON.stringify(env.auditStore.entries)).not.toContain(token);
    expect(env.actions()).toEqual(['client-requests.created', 'client-requests.sent']);
  });

  it('refuses an expiry past 30 days and a missing checklist', async () => {
    const env = setUp();
    await expect(newRequest(env.deps, { expiresInDays: 31 })).rejects.toThrow(
      clientRequestMessages.daysInvalid,
    );
    await expect(newRequest(env.deps, { items: [' '] })).rejects.toThrow(clientRequestMessages.itemsRequired);
    await expect(newRequest(env.deps, { consultationId: 'gone' })).rejects.toThrow(/no longer exists/);
  });

  it('answers a wrong, revoked or re-sent link with the same NotFound', async () => {
    const env = setUp();
    const first = await newRequest(env.deps);
    const second = await newRequest(env.deps, { clientName: 'Bo Chen', clientEmail: 'bo@client.example' });
    const refusal = async (token: string) => {
      try {
        await openClientRequest(client, { token }, env.deps);
        return undefined;
      } catch (error) {
        return { name: (error as Error).name, message: (error as Error).message };
      }
    };
    const wrong = await refusal('x'.repeat(43));
    expect(wrong).toEqual({ name: 'NotFound', message: clientRequestMessages.notFound });
    await revokeClientRequest(dana, { id: second.request.id }, env.deps);
    expect(await refusal(second.token)).toEqual(wrong);
    const resent = await resendClientRequest(dana, { id: first.request.id }, env.deps);
    expect(await refusal(first.token)).toEqual(wrong);
    expect((await openClientRequest(client, { token: tokenOf(resent.link) }, env.deps)).status).toBe('open');
  });

  it('does not let one request’s link confirm another request’s file', async () => {
    const env = setUp();
    const first = await newRequest(env.deps);
    const second = await newRequest(env.deps, { clientName: 'Bo Chen', clientEmail: 'bo@client.example' });
    const ticket = await send(env, first.token, 'report.pdf', PDF, 'application/pdf');
    await expect(
      confirmClientUpload(client, { token: second.token, fileId: ticket.fileId }, env.deps),
    ).rejects.toThrow(clientRequestMessages.notFound);
  });

  it('shows an expired link its own page, asks the firm for a new one a few times, and extends', async () => {
    const env = setUp();
    const { request, token } = await newRequest(env.deps, { consultationId: 'lead-1' });
    env.advance(8 * DAY);
    const page: ClientUploadPage = await openClientRequest(client, { token }, env.deps);
    expect(page).toMatchObject({ status: 'expired', clientName: null, items: [], files: [] });
    await expect(
      requestClientUpload(
        client,
        { token, itemId: 'item-1', name: 'a.pdf', size: 10, contentType: 'application/pdf' },
        env.deps,
      ),
    ).rejects.toThrow(clientRequestMessages.expired);
    env.mail.length = 0;
    await askForNewClientLink(client, { token }, env.deps);
    await askForNewClientLink(client, { token }, env.deps);
    await expect(askForNewClientLink(client, { token }, env.deps)).rejects.toThrow(
      clientRequestMessages.tooManyAsks,
    );
    expect(env.mail.map((mail) => mail.to).sort()).toEqual([
      'dana@firm.example',
      'dana@firm.example',
      'lee@firm.example',
      'lee@firm.example',
    ]);
    await extendClientRequest(dana, { id: request.id, days: 3 }, env.deps);
    expect((await openClientRequest(client, { token }, env.deps)).status).toBe('open');
  });
});

describe('uploads', () => {
  it('refuses the 31st upload in an hour on one link, and allows more in the next hour', async () => {
    const env = setUp();
    const { token } = await newRequest(env.deps);
    const ask = () =>
      requestClientUpload(
        client,
        { token, itemId: 'other', name: 'a.pdf', size: 10, contentType: 'application/pdf' },
        env.deps,
      );
    for (let i = 0; i < UPLOADS_PER_LINK_PER_HOUR; i += 1) await ask();
    await expect(ask()).rejects.toThrow(clientRequestMessages.tooManyUploads);
    env.advance(60 * MINUTE);
    await expect(ask()).resolves.toMatchObject({ fileId: expect.any(String) });
  });

  it('holds the request to its file count and total size, and each file to the File Manager’s limit', async () => {
    const env = setUp();
    const { token } = await newRequest(env.deps, { maxFiles: 2, maxMegabytes: 1 });
    const ask = (size: number) =>
      requestClientUpload(
        client,
        { token, itemId: 'item-1', name: 'a.pdf', size, contentType: 'application/pdf' },
        env.deps,
      );
    await expect(ask(2 * 1024 * 1024)).rejects.toThrow(clientRequestMessages.tooMuchData);
    await ask(100);
    await ask(100);
    await expect(ask(100)).rejects.toThrow(clientRequestMessages.tooManyFiles);
    await expect(
      requestClientUpload(
        client,
        { token, itemId: 'nope', name: 'a.pdf', size: 1, contentType: 'application/pdf' },
        env.deps,
      ),
    ).rejects.toThrow(clientRequestMessages.unknownItem);
    await expect(
      requestClientUpload(
        client,
        { token, itemId: 'other', name: 'a.exe', size: 1, contentType: 'application/x-msdownload' },
        env.deps,
      ),
    ).rejects.toThrow(/cannot be stored/);
  });

  it('gives a presigned POST for exactly its own quarantine key and size', async () => {
    const env = setUp();
    const { request, token } = await newRequest(env.deps);
    const ticket = await requestClientUpload(
      client,
      { token, itemId: 'item-1', name: '../../report.pdf', size: PDF.length, contentType: 'application/pdf' },
      env.deps,
    );
    expect(env.quarantine.presigned).toEqual([
      { key: quarantineKeyOf(request.id, ticket.fileId), contentType: 'application/pdf', size: PDF.length },
    ]);
  });
});

describe('quarantine and promotion', () => {
  it('promotes a clean file whose bytes match its name, once, however often the event comes', async () => {
    const env = setUp();
    const { request, token } = await newRequest(env.deps);
    const { key, object } = await send(env, token, 'report.pdf', PDF, 'application/pdf');
    const result = { key, object, status: 'NO_THREATS_FOUND' } as const;
    expect(await handleScanResult(result, env.deps)).toBe('promoted');
    expect(await handleScanResult(result, env.deps)).toBe('ignored');
    expect(env.files.placed).toEqual([
      {
        folderId: request.folderId,
        name: 'report.pdf',
        quarantineKey: key,
        object,
        documentId: 'doc-1',
        bytes: PDF,
      },
    ]);
    expect(env.quarantine.objects.has(key)).toBe(false);
    const page = await openClientRequest(client, { token }, env.deps);
    expect(page.files).toEqual([
      { id: expect.any(String), itemId: 'item-1', name: 'report.pdf', status: 'received' },
    ]);
    const scanned = env.auditStore.entries.find((entry) => entry.action === 'client-requests.file-scanned');
    expect(scanned?.detail).toMatch(/report\.pdf; \d+ bytes; SHA-256 [0-9a-f]{64}; scan: NO_THREATS_FOUND/);
  });

  it('also promotes when the scan finishes before the client confirms', async () => {
    const env = setUp();
    const { token } = await newRequest(env.deps);
    const ticket = await requestClientUpload(
      client,
      { token, itemId: 'item-2', name: 'photo.png', size: PNG.length, contentType: 'image/png' },
      env.deps,
    );
    const key = env.quarantine.presigned.at(-1)!.key;
    const object = env.quarantine.arrive(key, PNG, 'image/png');
    expect(await handleScanResult({ key, object, status: 'NO_THREATS_FOUND' }, env.deps)).toBe('promoted');
    const confirmed = await confirmClientUpload(client, { token, fileId: ticket.fileId }, env.deps);
    expect(confirmed.status).toBe('received');
  });

  it('holds a flagged file and an .exe renamed to .pdf with their reasons; staff can release one', async () => {
    const env = setUp();
    const { request, token } = await newRequest(env.deps);
    const eicar = await send(env, token, 'eicar.pdf', PDF, 'application/pdf');
    const renamed = await send(env, token, 'invoice.pdf', EXE, 'application/pdf');
    const threats = {
      key: eicar.key,
      object: eicar.object,
      status: 'THREATS_FOUND',
      threats: ['EICAR-Test-File'],
    } as const;
    expect(await handleScanResult(threats, env.deps)).toBe('held');
    const clean = { key: renamed.key, object: renamed.object, status: 'NO_THREATS_FOUND' } as const;
    expect(await handleScanResult(clean, env.deps)).toBe('held');
    expect(env.files.placed).toEqual([]);
    const detail = await getClientRequest(dana, { id: request.id }, env.deps);
    expect(detail.files.map((file) => [file.name, file.state, file.heldReason]).sort()).toEqual([
      ['eicar.pdf', 'held', 'The malware scan found a threat: EICAR-Test-File.'],
      ['invoice.pdf', 'held', 'Its content does not match its name (.pdf): it looks like a .exe file.'],
    ]);
    const page = await openClientRequest(client, { token }, env.deps);
    expect(page.files.map((file) => file.status)).toEqual(['not-accepted', 'not-accepted']);
    await releaseClientFile(dana, { requestId: request.id, fileId: renamed.fileId }, env.deps);
    expect(env.files.placed.map((file) => [file.name, file.bytes])).toEqual([['invoice.pdf', EXE]]);
    await expect(
      releaseClientFile(dana, { requestId: request.id, fileId: renamed.fileId }, env.deps),
    ).rejects.toThrow(clientRequestMessages.notHeld);
    expect(env.actions()).toContain('client-requests.file-released');
  });
});

describe('the firm hears of it once, the client is reminded', () => {
  it('sends one activity email per 5 minutes of uploads and one on "I’m done"', async () => {
    const env = setUp();
    const { token } = await newRequest(env.deps, { consultationId: 'lead-1' });
    env.mail.length = 0;
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) {
      const { key, object } = await send(env, token, name, PDF, 'application/pdf');
      await handleScanResult({ key, object, status: 'NO_THREATS_FOUND' }, env.deps);
    }
    await finishClientRequest(client, { token }, env.deps);
    await finishClientRequest(client, { token }, env.deps);
    await sweepClientRequests(env.deps);
    expect(env.mail.map((mail) => mail.subject)).toEqual([
      'Ana Ruiz is done sending documents',
      'Ana Ruiz is done sending documents',
    ]);
    env.advance(5 * MINUTE);
    await sweepClientRequests(env.deps);
    env.advance(10 * MINUTE);
    await sweepClientRequests(env.deps);
    const activity = env.mail.filter((mail) => mail.subject === 'Ana Ruiz sent documents');
    expect(activity.map((mail) => mail.to).sort()).toEqual(['dana@firm.example', 'lee@firm.example']);
    expect(activity[0]!.text).toContain('3 received so far');
    expect(activity[0]!.text).not.toContain('a.pdf');
  });

  it('reminds the client after 3 days while items are outstanding, and records the expiry once', async () => {
    const env = setUp();
    await newRequest(env.deps);
    env.mail.length = 0;
    env.advance(3 * DAY);
    await sweepClientRequests(env.deps);
    expect(env.mail.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ana@client.example', 'Reminder: documents for Brandt & Okafor'],
    ]);
    env.advance(5 * DAY);
    await sweepClientRequests(env.deps);
    await sweepClientRequests(env.deps);
    expect(env.mail).toHaveLength(1);
    expect(env.actions().filter((action) => action === 'client-requests.expired')).toHaveLength(1);
  });

  it('sends no reminder once the client is done or the link is revoked', async () => {
    const env = setUp();
    const done = await newRequest(env.deps);
    const revoked = await newRequest(env.deps, { clientName: 'Bo Chen', clientEmail: 'bo@client.example' });
    await finishClientRequest(client, { token: done.token }, env.deps);
    await revokeClientRequest(dana, { id: revoked.request.id }, env.deps);
    env.mail.length = 0;
    env.advance(3 * DAY);
    await sweepClientRequests(env.deps);
    expect(env.mail).toEqual([]);
  });
});

describe('one upload permission, one object', () => {
  /** Asks for an upload of notes.txt (text/plain, EICAR's size), lets CLEAN land and confirms it. */
  async function cleanThenAnother(env: ReturnType<typeof setUp>, token: string) {
    const ticket = await requestClientUpload(
      client,
      { token, itemId: 'item-1', name: 'notes.txt', size: CLEAN.length, contentType: 'text/plain' },
      env.deps,
    );
    const key = env.quarantine.presigned.at(-1)!.key;
    const clean = env.quarantine.arrive(key, CLEAN, 'text/plain');
    await confirmClientUpload(client, { token, fileId: ticket.fileId }, env.deps);
    // The same permission used again within its minutes: same key, size and type.
    const eicar = env.quarantine.arrive(key, EICAR, 'text/plain');
    return { ...ticket, key, clean, eicar };
  }
  const detailOf = (env: ReturnType<typeof setUp>, action: string) =>
    env.auditStore.entries.filter((entry) => entry.action === action).map((entry) => entry.detail ?? '');

  it('promotes the scanned clean bytes, not the EICAR file sent after them, and refuses the second object', async () => {
    const env = setUp();
    const { request, token } = await newRequest(env.deps);
    const { key, clean, eicar } = await cleanThenAnother(env, token);
    // Both results come after both objects landed, the clean one first.
    const cleanResult = { key, object: clean, status: 'NO_THREATS_FOUND' } as const;
    expect(await handleScanResult(cleanResult, env.deps)).toBe('promoted');
    const threat = { key, object: eicar, status: 'THREATS_FOUND', threats: ['EICAR-Test-File'] } as const;
    expect(await handleScanResult(threat, env.deps)).toBe('refused');
    expect(env.files.placed.map((file) => file.bytes)).toEqual([CLEAN]);
    expect(detailOf(env, 'client-requests.file-scanned')).toEqual([
      `notes.txt; ${CLEAN.length} bytes; SHA-256 ${sha256(CLEAN)}; scan: NO_THREATS_FOUND`,
    ]);
    expect(detailOf(env, 'client-requests.file-promoted')[0]).toContain(sha256(CLEAN));
    expect(detailOf(env, 'client-requests.object-refused')).toEqual([
      `notes.txt; another object sent under its key (ETag ${eicar.eTag}); scan: THREATS_FOUND; not used`,
    ]);
    const detail = await getClientRequest(dana, { id: request.id }, env.deps);
    expect(detail.files.map((file) => file.state)).toEqual(['accepted']);
  });

  it('refuses the second object whichever result comes first', async () => {
    const env = setUp();
    const { token } = await newRequest(env.deps);
    const { key, clean, eicar } = await cleanThenAnother(env, token);
    const threat = { key, object: eicar, status: 'THREATS_FOUND' } as const;
    expect(await handleScanResult(threat, env.deps)).toBe('refused');
    expect(await handleScanResult({ key, object: clean, status: 'NO_THREATS_FOUND' }, env.deps)).toBe(
      'promoted',
    );
    expect(env.files.placed.map((file) => file.bytes)).toEqual([CLEAN]);
  });

  it('holds the file that is the object the client confirmed, when the other one was scanned clean', async () => {
    const env = setUp();
    const { request, token } = await newRequest(env.deps);
    const ticket = await requestClientUpload(
      client,
      { token, itemId: 'item-1', name: 'notes.txt', size: CLEAN.length, contentType: 'text/plain' },
      env.deps,
    );
    const key = env.quarantine.presigned.at(-1)!.key;
    const clean = env.quarantine.arrive(key, CLEAN, 'text/plain');
    const eicar = env.quarantine.arrive(key, EICAR, 'text/plain');
    // Confirmed after the second POST: the file is the object the key held then.
    await confirmClientUpload(client, { token, fileId: ticket.fileId }, env.deps);
    expect(await handleScanResult({ key, object: clean, status: 'NO_THREATS_FOUND' }, env.deps)).toBe(
      'refused',
    );
    expect(await handleScanResult({ key, object: eicar, status: 'THREATS_FOUND' }, env.deps)).toBe('held');
    expect(env.files.placed).toEqual([]);
    const detail = await getClientRequest(dana, { id: request.id }, env.deps);
    expect(detail.files.map((file) => file.state)).toEqual(['held']);
  });

  it('where the bucket keeps no versions (locally), holds a file whose scanned object was replaced', async () => {
    const env = setUp({ versions: false });
    const { token } = await newRequest(env.deps);
    const { key, clean, eicar } = await cleanThenAnother(env, token);
    expect(await handleScanResult({ key, object: clean, status: 'NO_THREATS_FOUND' }, env.deps)).toBe('held');
    expect(await handleScanResult({ key, object: eicar, status: 'THREATS_FOUND' }, env.deps)).toBe('refused');
    expect(env.files.placed).toEqual([]);
    expect(detailOf(env, 'client-requests.file-held')[0]).toContain('replaced this file in quarantine');
    expect(JSON.stringify(env.auditStore.entries)).not.toContain(sha256(EICAR));
  });

  it('places nothing when the object is replaced between the check and the copy', async () => {
    const env = setUp({ versions: false });
    const { request, token } = await newRequest(env.deps);
    const ticket = await requestClientUpload(
      client,
      { token, itemId: 'item-1', name: 'notes.txt', size: CLEAN.length, contentType: 'text/plain' },
      env.deps,
    );
    const key = env.quarantine.presigned.at(-1)!.key;
    const clean = env.quarantine.arrive(key, CLEAN, 'text/plain');
    await confirmClientUpload(client, { token, fileId: ticket.fileId }, env.deps);
    const inspect = env.quarantine.inspect.bind(env.quarantine);
    const racing: ClientRequestDependencies = {
      ...env.deps,
      quarantine: Object.assign(Object.create(env.quarantine) as typeof env.quarantine, {
        inspect: async (...args: Parameters<typeof inspect>) => {
          const inspected = await inspect(...args);
          env.quarantine.arrive(key, EICAR, 'text/plain');
          return inspected;
        },
      }),
    };
    expect(await handleScanResult({ key, object: clean, status: 'NO_THREATS_FOUND' }, racing)).toBe('held');
    expect(env.files.placed).toEqual([]);
    const detail = await getClientRequest(dana, { id: request.id }, env.deps);
    expect(detail.files.map((file) => [file.state, file.documentId])).toEqual([['held', null]]);
  });

  it('releases exactly the held object, not one sent under its key since', async () => {
    const env = setUp();
    const { request, token } = await newRequest(env.deps);
    const held = await send(env, token, 'invoice.pdf', EXE, 'application/pdf');
    const clean = { key: held.key, object: held.object, status: 'NO_THREATS_FOUND' } as const;
    expect(await handleScanResult(clean, env.deps)).toBe('held');
    const other = env.quarantine.arrive(held.key, PDF.slice(0, EXE.length), 'application/pdf');
    const second = { key: held.key, object: other, status: 'NO_THREATS_FOUND' } as const;
    expect(await handleScanResult(second, env.deps)).toBe('refused');
    await releaseClientFile(dana, { requestId: request.id, fileId: held.fileId }, env.deps);
    expect(env.files.placed.map((file) => file.bytes)).toEqual([EXE]);
    expect(detailOf(env, 'client-requests.file-released')[0]).toContain(`SHA-256 ${sha256(EXE)}`);
  });

  it('where the bucket keeps no versions, refuses to release a held object another upload replaced', async () => {
    const env = setUp({ versions: false });
    const { request, token } = await newRequest(env.deps);
    const held = await send(env, token, 'invoice.pdf', EXE, 'application/pdf');
    await handleScanResult({ key: held.key, object: held.object, status: 'NO_THREATS_FOUND' }, env.deps);
    env.quarantine.arrive(held.key, PDF.slice(0, EXE.length), 'application/pdf');
    await expect(
      releaseClientFile(dana, { requestId: request.id, fileId: held.fileId }, env.deps),
    ).rejects.toThrow(clientRequestMessages.heldObjectGone);
    expect(env.files.placed).toEqual([]);
    const detail = await getClientRequest(dana, { id: request.id }, env.deps);
    expect(detail.files.map((file) => file.state)).toEqual(['held']);
  });

  it('never re-pins a file the client confirmed while another object’s result was being read', async () => {
    const env = setUp();
    const { token } = await newRequest(env.deps);
    const ticket = await requestClientUpload(
      client,
      { token, itemId: 'item-1', name: 'notes.txt', size: CLEAN.length, contentType: 'text/plain' },
      env.deps,
    );
    const key = env.quarantine.presigned.at(-1)!.key;
    const first = env.quarantine.arrive(
      key,
      EICAR.map((byte) => (byte === 0x58 ? 0x59 : byte)),
      'text/plain',
    );
    const second = env.quarantine.arrive(key, CLEAN, 'text/plain');
    const inspect = env.quarantine.inspect.bind(env.quarantine);
    const racing: ClientRequestDependencies = {
      ...env.deps,
      quarantine: Object.assign(Object.create(env.quarantine) as typeof env.quarantine, {
        inspect: async (...args: Parameters<typeof inspect>) => {
          // The client confirms while the first object is read: the file is the second object.
          await confirmClientUpload(client, { token, fileId: ticket.fileId }, env.deps);
          return inspect(...args);
        },
      }),
    };
    expect(await handleScanResult({ key, object: first, status: 'NO_THREATS_FOUND' }, racing)).toBe(
      'refused',
    );
    expect(await handleScanResult({ key, object: second, status: 'NO_THREATS_FOUND' }, env.deps)).toBe(
      'promoted',
    );
    expect(env.files.placed.map((file) => file.bytes)).toEqual([CLEAN]);
  });

  it('ignores a result that names no object', async () => {
    const env = setUp();
    const { token } = await newRequest(env.deps);
    const { key } = await send(env, token, 'report.pdf', PDF, 'application/pdf');
    expect(await handleScanResult({ key, status: 'NO_THREATS_FOUND' }, env.deps)).toBe('ignored');
    expect(env.files.placed).toEqual([]);
  });
});

describe('a revoked request', () => {
  it('does not promote a file that lands after the revocation, even scanned clean', async () => {
    const env = setUp();
    const { request, token } = await newRequest(env.deps);
    await requestClientUpload(
      client,
      { token, itemId: 'item-1', name: 'report.pdf', size: PDF.length, contentType: 'application/pdf' },
      env.deps,
    );
    await revokeClientRequest(dana, { id: request.id }, env.deps);
    // The presigned POST still works for its minutes; the bytes land and are scanned.
    const key = env.quarantine.presigned.at(-1)!.key;
    const object = env.quarantine.arrive(key, PDF, 'application/pdf');
    expect(await handleScanResult({ key, object, status: 'NO_THREATS_FOUND' }, env.deps)).toBe('held');
    expect(env.files.placed).toEqual([]);
    const detail = await getClientRequest(dana, { id: request.id }, env.deps);
    expect(detail.files.map((file) => [file.state, file.heldReason])).toEqual([
      ['held', 'The request was revoked before this file was checked, so it was not placed in the folder.'],
    ]);
  });
});

describe('a scan result that never comes', () => {
  it(`shows "scan did not finish" ${SCAN_RESULT_TIMEOUT_MINUTES} minutes after the confirmation and tells the firm; a late result still decides`, async () => {
    const env = setUp();
    const { request, token } = await newRequest(env.deps, { consultationId: 'lead-1' });
    const sent = await send(env, token, 'report.pdf', PDF, 'application/pdf');
    env.advance(5 * MINUTE);
    await sweepClientRequests(env.deps); // the usual digest
    env.mail.length = 0;
    env.advance((SCAN_RESULT_TIMEOUT_MINUTES - 6) * MINUTE);
    expect(await sweepClientRequests(env.deps)).toMatchObject({ unscanned: 0 });
    expect((await getClientRequest(dana, { id: request.id }, env.deps)).files[0]!.state).toBe('checking');
    env.advance(2 * MINUTE);
    expect(await sweepClientRequests(env.deps)).toMatchObject({ unscanned: 1 });
    expect(await sweepClientRequests(env.deps)).toMatchObject({ unscanned: 0 });
    const detail = await getClientRequest(dana, { id: request.id }, env.deps);
    expect(detail.files.map((file) => [file.state, file.heldReason])).toEqual([
      ['unscanned', SCAN_DID_NOT_FINISH],
    ]);
    expect(env.mail.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ['dana@firm.example', 'Ana Ruiz sent documents: a malware scan did not finish'],
      ['lee@firm.example', 'Ana Ruiz sent documents: a malware scan did not finish'],
    ]);
    expect(env.mail[0]!.text).toContain('1 could not be checked for malware (the scan did not finish)');
    expect(env.actions()).toContain('client-requests.scan-overdue');
    const page = await openClientRequest(client, { token }, env.deps);
    expect(page.files.map((file) => file.status)).toEqual(['checking']);
    // The result comes after all: it decides.
    const late = { key: sent.key, object: sent.object, status: 'NO_THREATS_FOUND' } as const;
    expect(await handleScanResult(late, env.deps)).toBe('promoted');
    const after = await getClientRequest(dana, { id: request.id }, env.deps);
    expect(after.files.map((file) => [file.state, file.heldReason])).toEqual([['accepted', null]]);
  });

  it('lets staff release an unscanned file: exactly the object the client confirmed', async () => {
    const env = setUp();
    const { request, token } = await newRequest(env.deps);
    const sent = await send(env, token, 'report.pdf', PDF, 'application/pdf');
    // Another object under its key since: never what a release copies.
    env.quarantine.arrive(
      sent.key,
      PDF.map((byte) => byte ^ 1),
      'application/pdf',
    );
    env.advance((SCAN_RESULT_TIMEOUT_MINUTES + 1) * MINUTE);
    await sweepClientRequests(env.deps);
    await releaseClientFile(dana, { requestId: request.id, fileId: sent.fileId }, env.deps);
    expect(env.files.placed.map((file) => file.bytes)).toEqual([PDF]);
    expect((await getClientRequest(dana, { id: request.id }, env.deps)).files[0]!.state).toBe('released');
  });
});
