/**
 * Starts the product exactly as `npm start` does (bin/start.ts), on free ports with a fresh DATA_DIR,
 * and hands its URLs to the tests through the environment. The stack stops when the run ends.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from '@playwright/test';
import { LOCAL_ADMIN } from '../bin/local-admin';

/** The administrator's session the staff specs share (e2e/staff/staff-test.ts says why). */
async function signInAdministrator(): Promise<string> {
  const { apiSignIn, ownClientAddress } = await import('./staff/staff-test');
  const { Mailbox } = await import('./fixtures');
  const context = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    return await apiSignIn(
      context,
      new Mailbox(process.env.E2E_MAIL_URL ?? ''),
      LOCAL_ADMIN,
      ownClientAddress(),
    );
  } finally {
    await context.dispose();
  }
}

export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/start.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      MAIL_PORT: '0',
      S3_PORT: '0',
      DATA_DIR: dataDir,
      LOCAL_TEST_HOOKS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The local stack did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl-C to stop.')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The local stack exited (${code}):\n${output}`)));
  });
  await ready;
  process.env.E2E_BASE_URL = /Site:\s+(\S+)/.exec(output)?.[1];
  process.env.E2E_MAIL_URL = /Mailbox:\s+(\S+)/.exec(output)?.[1];
  process.env.E2E_ADMIN_TOKEN = await signInAdministrator();
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    // A handler that touched a table its function may not (backend/adapters/dynamodb/client.ts) fails the
    // run even when it caught the error and the screen went on: in AWS that call fails.
    const refused = [...new Set(output.match(/[^"\n]* may not touch the \w+ table/g) ?? [])];
    if (refused.length > 0) throw new Error(`Table grants refused:\n${refused.join('\n')}`);
  };
}
