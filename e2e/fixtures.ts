/** Every browser test imports `test` and `expect` from here: they point at the stack global-setup started. */
import { request as httpRequest } from 'node:http';
import { test as base, expect, type Page } from '@playwright/test';

export interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

/** The attribute the root layout sets once React has hydrated the document (frontend/app/root.tsx). */
export const HYDRATED = 'html[data-hydrated]';

export const test = base.extend<{ mailbox: Mailbox }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  // Hydration starts after the first paint (backend/pages/deferred-hydration.ts), possibly after the load event
  // `goto` waits for; a test interacts with an HTML page only once it has hydrated, as a person would once
  // it answers. Pages loaded without JavaScript, and non-HTML responses, are returned as they are.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()['content-type']?.startsWith('text/html');
      if (javaScriptEnabled && html && options?.waitUntil !== 'commit') {
        await page.locator(HYDRATED).waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
  mailbox: async ({}, use) => {
    await use(new Mailbox(process.env.E2E_MAIL_URL ?? ''));
  },
});

export { expect };

/**
 * Holds back every request for the scripts matching `pattern` until the returned function is called, so a
 * test can act on the pre-rendered page before React hydrates it.
 */
export async function holdScripts(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A loopback address of its own: the local stack, like CloudFront, takes a caller's address from the
 * connection and counts sign-ins and form submissions per client network, so a test speaking from another
 * 127.x.y.z address is another visitor.
 */
export const ownClientAddress = () =>
  `127.0.${90 + Math.floor(Math.random() * 100)}.${1 + Math.floor(Math.random() * 250)}`;

/** One HTTP exchange sent from `localAddress`, for visitFromOwnNetwork. */
function sendFrom(
  localAddress: string,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Buffer | null,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url.replace('localhost', '127.0.0.1'),
      { method, localAddress, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const answerHeaders: Record<string, string> = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: answer.statusCode ?? 0, headers: answerHeaders, body: Buffer.concat(chunks) });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
}

/**
 * Makes `page` a visitor from a network of its own: its calls to /graphql and /api leave from another
 * loopback address, with every header the browser wrote (Origin, Sec-Fetch-Site, the token), and their
 * answers come back unchanged. Without it every browser test is one visitor from 127.0.0.1, and the
 * per-network limits (five form submissions per ten minutes) refuse the full run's later tests. A test's
 * own route for the same calls passes them on with `route.fallback()`.
 */
export async function visitFromOwnNetwork(page: Page, address = ownClientAddress()): Promise<string> {
  await page.route(
    (url) => url.pathname === '/graphql' || url.pathname.startsWith('/api/'),
    async (route) => {
      const request = route.request();
      const answer = await sendFrom(
        address,
        request.url(),
        request.method(),
        await request.allHeaders(),
        request.postDataBuffer(),
      );
      await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    },
  );
  return address;
}

/** The local SES mailbox (aws-ses-v2-local's GET /store). */
export class Mailbox {
  constructor(readonly url: string) {}

  async all(): Promise<StoredEmail[]> {
    const response = await fetch(`${this.url}/store`);
    return ((await response.json()) as { emails: StoredEmail[] }).emails;
  }

  /** Waits for the newest email to `to` whose subject matches, sent after `since` (epoch seconds). */
  async waitFor(to: string, subject: RegExp, since = 0, timeoutMs = 10_000): Promise<StoredEmail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = (await this.all())
        .filter((mail) => mail.at >= since && mail.destination.to.includes(to) && subject.test(mail.subject))
        .at(-1);
      if (match) return match;
      if (Date.now() > deadline) throw new Error(`No email to ${to} matching ${subject} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * The local stack's test hooks (backend/local/test-hooks.ts), for the specs in e2e/moved-clock/, which run
 * after every other spec, one at a time: moving the clock moves it for the whole stack.
 */
export const stackHooks = {
  async advanceClock(minutes: number): Promise<Date> {
    const answer = await postHook('clock', { advanceMinutes: minutes });
    return new Date((answer as { now: string }).now);
  },
  /** Puts the clock back to the system time. */
  async resetClock(): Promise<Date> {
    const answer = await postHook('clock', { reset: true });
    return new Date((answer as { now: string }).now);
  },
  async runSchedule(name: string): Promise<unknown> {
    return ((await postHook(`schedules/${encodeURIComponent(name)}`, {})) as { result: unknown }).result;
  },
};

async function postHook(path: string, body: object): Promise<unknown> {
  const response = await fetch(`${process.env.E2E_BASE_URL}/__test/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`test hook ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
