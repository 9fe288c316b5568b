/**
 * `npm run bench:documents`: the File Manager's scaling figures against the local stack (dynalite + s3rver,
 * in this process).
 * 1. One page of a folder holding 100 and 10,000 documents: DynamoDB calls and latency (through GraphQL,
 *    and the calls the domain makes), which must not grow with the folder.
 * 2. A 50 MB upload by presigned POST, sent by curl from another process, while this process (the whole
 *    local stack) samples its RSS: the peak must stay flat, because the bytes go to S3, not through us.
 */
import { SILENT_LOG } from '../backend/domain/log';
import { execFile, spawnSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentStore } from '../backend/adapters/dynamodb/documents';
import { getUser } from '../backend/adapters/dynamodb/users';
import { documentObjects } from '../backend/adapters/s3/documents';
import { queryStats } from '../backend/adapters/dynamodb/paging';
import {
  ConfirmUploadDocument,
  CreateFolderDocument,
  DocumentsDocument,
  RequestUploadDocument,
} from '../backend/contract/graphql/documents.generated';
import type { UploadTicket } from '../backend/contract/documents';
import { createAuditLog } from '../backend/domain/audit/audit-log';
import { MemoryAuditStore } from '../backend/testing/memory-audit-store';
import type { DocumentStore } from '../backend/domain/documents/ports';
import { listFolder } from '../backend/domain/documents/folders';
import { signIn } from '../backend/testing/auth-test-helpers';
import { dataOf, startTestStack, TEST_ADMIN, type TestStack } from '../backend/testing/test-stack';
import { fillFolder } from './lib/seed';

const MB = 1024 * 1024;

/** Counts every call the domain makes to the store (queries and gets alike). */
function countingStore(counter: { calls: number }): DocumentStore {
  return new Proxy(documentStore, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        counter.calls += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

async function measurePage(stack: TestStack, token: string, folderId: string) {
  const counter = { calls: 0 };
  const deps = {
    store: countingStore(counter),
    objects: documentObjects,
    audit: createAuditLog(new MemoryAuditStore(), { log: SILENT_LOG }),
    now: () => new Date(),
  };
  const admin = await getUser(TEST_ADMIN.email);
  if (!admin) throw new Error('The test stack has no administrator');
  const queriesBefore = queryStats.calls;
  const domain = await listFolder(
    { kind: 'staff', user: admin, sourceIp: '127.0.0.1', sessionId: 'bench-session' },
    { folderId, sort: 'name' },
    deps,
  );
  const dynamoCalls = counter.calls;
  const pageQueries = queryStats.calls - queriesBefore;
  const timings: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const started = performance.now();
    const { body } = await stack.graphql(DocumentsDocument, { folderId, sort: 'name' }, token);
    timings.push(performance.now() - started);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  }
  timings.sort((a, b) => a - b);
  return {
    items: domain.page.items.length,
    dynamoCalls,
    pageQueries,
    medianMs: timings[Math.floor(timings.length / 2)]!,
    p95Ms: timings[Math.floor(timings.length * 0.95)]!,
  };
}

async function measureUpload(stack: TestStack, token: string) {
  const size = 50 * MB;
  const file = join(mkdtempSync(join(tmpdir(), 'bo-bench-')), 'bundle.zip');
  const handle = openSync(file, 'w');
  ftruncateSync(handle, size);
  closeSync(handle);

  const requested = await stack.graphql(
    RequestUploadDocument,
    { name: 'bench-bundle.zip', size, contentType: 'application/zip' },
    token,
  );
  const ticket = requested.body.data?.requestUpload as UploadTicket;
  const fields = JSON.parse(ticket.fields) as Record<string, string>;

  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  // curl runs asynchronously (another process) so this one keeps serving s3rver and sampling.
  const args = [
    '-s',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code}',
    ...Object.entries(fields).flatMap(([name, value]) => ['-F', `${name}=${value}`]),
    '-F',
    `file=@${file}`,
    ticket.url,
  ];
  const status = await new Promise<string>((resolve, reject) => {
    execFile('curl', args, (error, stdout) => (error ? reject(error) : resolve(stdout.trim())));
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const confirmed = await stack.graphql(
    ConfirmUploadDocument,
    { documentId: ticket.documentId, versionId: ticket.versionId },
    token,
  );
  if (confirmed.body.errors) throw new Error(JSON.stringify(confirmed.body.errors));
  return { status, seconds, baselineMb: baseline / MB, peakMb: peak / MB, growthMb: (peak - baseline) / MB };
}

async function main() {
  if (spawnSync('curl', ['--version']).status !== 0) throw new Error('This benchmark needs curl.');
  const stack = await startTestStack();
  try {
    const token = await signIn(stack, TEST_ADMIN);
    const folderOf = async (name: string) =>
      dataOf((await stack.graphql(CreateFolderDocument, { name }, token)).body).createFolder.id;
    const small = await folderOf('Hundred');
    const large = await folderOf('Ten thousand');
    let started = performance.now();
    await fillFolder(small, 100);
    await fillFolder(large, 10_000);
    console.log(`Loaded 10,100 records in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    console.log('\nOne page of a folder (10 items), sorted by name:');
    console.log(
      '| documents in folder | items | DynamoDB calls (domain) | of which page queries | median ms | p95 ms |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const [label, folderId] of [
      ['100', small],
      ['10,000', large],
    ] as const) {
      const figures = await measurePage(stack, token, folderId);
      console.log(
        `| ${label} | ${figures.items} | ${figures.dynamoCalls} | ${figures.pageQueries} | ${figures.medianMs.toFixed(1)} | ${figures.p95Ms.toFixed(1)} |`,
      );
    }

    started = performance.now();
    const upload = await measureUpload(stack, token);
    console.log(
      '\n50 MB upload by presigned POST (curl → s3rver), RSS of the process running the whole stack:',
    );
    console.log(
      `status ${upload.status}, ${upload.seconds.toFixed(1)} s, RSS before ${upload.baselineMb.toFixed(0)} MB, ` +
        `peak ${upload.peakMb.toFixed(0)} MB, growth ${upload.growthMb.toFixed(1)} MB`,
    );
  } finally {
    await stack.stop();
  }
}

await main();
