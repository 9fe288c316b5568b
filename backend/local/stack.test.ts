import { describe, expect, it, vi } from 'vitest';
import { startJob } from '../adapters/jobs';
import { createUser, getUser } from '../adapters/dynamodb/users';
import { originSecret } from '../adapters/origin-secret';
import { buildNewUser } from '../domain/auth/new-user';
import { config } from '../config';
import { ORIGIN_VERIFY_HEADER } from '../domain/edge/origin-verification';
import { UserFacingError } from '../domain/errors';
import { createAppSyncEmulator, importHandler } from './appsync';
import { startTestStack } from '../testing/test-stack';
import { areaEntry } from '../handlers/graphql/registry';
import { useTestStack } from '../testing/use-test-stack';
import { productClock } from '../adapters/clock';
import { randomUUID } from 'node:crypto';
import { tables } from '../adapters/dynamodb/tables';
import { resetConfig } from '../config';
import { ConsultationformDocument } from '../contract/graphql/public.generated';
import { GENERIC_ERROR_MESSAGE } from '../domain/errors';
import { UNLOGGED_FIELD } from '../domain/log';
import { solvedBotCheck } from '../handlers/graphql/consultations/consultation-client';
import { captureLogLines } from '../testing/log-lines';
import { graphqlFrom } from './graphql-from';
import { readdir } from 'node:fs/promises';
import { sealerFromEnvironment } from '../adapters/sealing/index';
import { renderLetterPdf } from '../domain/letters/pdf/index';
import { pdfSignatureReport } from '../testing/pdf-tools';

describe('local stack', () => {
  const stack = useTestStack();

  it('answers a query through the authorizer and a resolver', async () => {
    const { status, body } = await stack.graphql('{ health { status } }');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { health: { status: 'ok' } } });
  });

  it('refuses a request without an Authorization header with 401 UnauthorizedException', async () => {
    const { status, body } = await stack.graphql('{ health { status } }', {}, null);
    expect(status).toBe(401);
    expect(body.errors?.[0]?.errorType).toBe('UnauthorizedException');
  });

  it('refuses an invalid token with 401 UnauthorizedException', async () => {
    const { status, body } = await stack.graphql('{ health { status } }', {}, 'not.a.token');
    expect(status).toBe(401);
    expect(body.errors?.[0]?.errorType).toBe('UnauthorizedException');
  });

  it('answers a query that does not match the schema with a validation error', async () => {
    const { status, body } = await stack.graphql('{ nothing }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.errorType).toBe('ValidationError');
  });

  it('serves pre-rendered routes, files and the SPA fallback with security headers', async () => {
    const about = await fetch(`${stack.url}/about`);
    expect(await about.text()).toContain('<h1>About</h1>');
    expect(about.headers.get('x-frame-options')).toBe('DENY');
    expect(await (await fetch(`${stack.url}/robots.txt`)).text()).toContain('User-agent');
    expect(await (await fetch(`${stack.url}/dashboard`)).text()).toContain('<title>App</title>');
    expect((await fetch(`${stack.url}/missing.png`)).status).toBe(404);
    // An encoded path that climbs out of the site folder finds nothing.
    expect((await fetch(`${stack.url}/..%2f..%2f..%2fdata%2fsigning-secret.txt`)).status).toBe(404);
    expect((await fetch(`${stack.url}/..%2f..%2fpackage.json`)).status).toBe(404);
  });

  it('redirects an old path with its query string, as the CloudFront Function does', async () => {
    const response = await fetch(`${stack.url}/about-us?ref=x&utm_source=a%20b`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about?ref=x&utm_source=a%20b');
  });

  it('compresses text responses as CloudFront does', async () => {
    const response = await fetch(`${stack.url}/assets/app.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBeNull(); // under 1,000 bytes: sent as it is
    const large = await fetch(`${stack.url}/assets/large.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(large.headers.get('content-encoding')).toBe('br');
    expect(await large.text()).toContain('x'.repeat(4000));
  });

  it('answers unknown API routes with 404 and the mailbox with JSON', async () => {
    expect((await fetch(`${stack.url}/api/nothing`, { method: 'POST' })).status).toBe(404);
    const store = await (await fetch(`${stack.mailUrl}/store`)).json();
    expect(store).toHaveProperty('emails');
  });

  it('starts no news render on a site without the renderer build, as at start-up', async () => {
    const errors = vi.spyOn(console, 'error');
    try {
      await startJob(config().publicPagesFunction, { everything: true });
      await stack.jobsSettled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('answers a failed request with a reference that finds its log lines, which hold nothing personal', async () => {
    const from = '127.0.121.1';
    const visitor = {
      firstName: 'Marisol',
      lastName: 'Quintero-Vance',
      email: 'marisol.quintero@example.com',
      phone: '(206) 555-0142',
      typeOfClient: 'Yes, I am a potential new client',
      message: 'A truck ran the red light at Rainier and Genesee.',
      idempotencyKey: randomUUID(),
      botCheck: await solvedBotCheck(stack.url, from),
    };
    const log = captureLogLines();
    const consultations = config().tableNames.consultations;
    process.env[tables.consultations.envVar] = 'consultations-table-that-is-not-there';
    resetConfig();
    let answer;
    try {
      answer = await graphqlFrom(stack.url, from, ConsultationformDocument, { consultationData: visitor });
    } finally {
      process.env[tables.consultations.envVar] = consultations;
      resetConfig();
      log.restore();
    }
    const message = answer.body.errors?.[0]?.message ?? '';
    const reference = /\(Reference: ([0-9a-f-]{36})\)$/.exec(message)?.[1];
    expect(message.startsWith(GENERIC_ERROR_MESSAGE)).toBe(true);
    const lines = log.lines.filter((line) => line.request_id === reference);
    expect(lines.map((line) => line.message)).toContain('resolver-failed');
    const own = new Set(['message', 'level', 'timestamp', 'service', 'sampling_rate', 'request_id']);
    for (const line of lines) {
      for (const [field, value] of Object.entries(line)) {
        if (!own.has(field)) expect(field).not.toMatch(UNLOGGED_FIELD);
        if (value === '[withheld]') continue;
        for (const typed of ['Marisol', 'Quintero', 'marisol.quintero', '555-0142', 'Rainier', from])
          expect(String(value)).not.toContain(typed);
      }
    }
  });

  it('creates the administrator on first start', async () => {
    expect((await getUser('admin@brandtokafor.example'))?.isAdmin).toBe(true);
  });

  it('makes the seal key under DATA_DIR on first start, the key the configured sealer seals with', async () => {
    expect((await readdir(config().sealingKeyDir!)).sort()).toEqual(['seal-certificate.der', 'seal-key.pem']);
    const letter = await renderLetterPdf({
      language: 'en',
      title: 'Engagement letter',
      bodyMarkdown: 'Terms.',
      signers: [],
      letterId: 'L-1',
    });
    const sealed = await sealerFromEnvironment().seal(letter, {
      reason: 'Test',
      name: 'Brandt & Okafor, PLLC',
      location: 'Seattle, WA',
      contactInfo: 'info@brandtokafor.example',
      at: productClock(),
    });
    expect(await pdfSignatureReport(sealed)).toContain('Signature Validation: Signature is Valid.');
  });
});

describe('AppSync error shape', () => {
  it('reports a resolver that throws as AppSync does', async () => {
    const stack = await startTestStack();
    try {
      const emulator = await createAppSyncEmulator(async (entry) =>
        // The sign-in area's function, which serves Query.health.
        entry === areaEntry('sign-in')
          ? async () => {
              throw new UserFacingError('The resolver refused.');
            }
          : importHandler(entry),
      );
      const answer = await emulator({
        body: JSON.stringify({ query: '{ health { status } }' }),
        // Called as AppSync's own host name would be: the header CloudFront adds must be there.
        headers: { authorization: 'Bearer', [ORIGIN_VERIFY_HEADER]: (await originSecret()).current },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        data: null,
        errors: [
          {
            path: ['health'],
            data: null,
            errorType: 'Lambda:Unhandled',
            errorInfo: null,
            locations: [{ line: 1, column: 3 }],
            message: 'The resolver refused.',
          },
        ],
      });
    } finally {
      await stack.stop();
    }
  });
});

describe('a DATA_DIR that cannot be used', () => {
  it.each(['/proc/no-such-folder/data', '/dev/null/data'])(
    '%s is a clear error, not a hang',
    async (dataDir) => {
      await expect(startTestStack({ dataDir })).rejects.toThrow(/^DATA_DIR ".*" cannot be used \(E[A-Z]+\)/);
    },
  );
});

describe('persistence', () => {
  it('keeps a record written through the DynamoDB adapter across a restart', async () => {
    const first = await startTestStack();
    const user = await buildNewUser(
      {
        firstName: 'Rosa',
        lastName: 'Diaz',
        email: 'Rosa@Example.com',
        password: 'Persist#2026',
        isAdmin: false,
      },
      productClock(),
    );
    await createUser(user);
    await first.stop({ keepData: true });

    const second = await startTestStack({ dataDir: first.dataDir });
    try {
      expect((await getUser('rosa@example.com'))?._id).toBe(user._id);
    } finally {
      await second.stop();
    }
  });
});
