import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../config';
import { ENV } from '../environment';
import { endpointClient } from './endpoint-client';

beforeEach(() => {
  vi.stubEnv(ENV.mailFrom, 'firm@example.com');
  vi.stubEnv(ENV.firmInfoEmail, 'info@example.com');
  vi.stubEnv(ENV.siteUrl, 'https://example.com');
  vi.stubEnv(ENV.s3Endpoint, 'http://127.0.0.1:4569');
  resetConfig();
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

describe('endpointClient', () => {
  it('keeps one client per endpoint and builds another when the endpoint changes', () => {
    const client = endpointClient(
      (endpoints) => endpoints.s3,
      (region, endpoint) => ({ region, endpoint }),
    );
    const first = client();
    expect(client()).toBe(first);
    expect(first.endpoint).toBe('http://127.0.0.1:4569');
    vi.stubEnv(ENV.s3Endpoint, 'http://127.0.0.1:4570');
    resetConfig();
    expect(client()).not.toBe(first);
    expect(client().endpoint).toBe('http://127.0.0.1:4570');
  });

  it('builds an asynchronous client again after a failed build (its package did not load)', async () => {
    let builds = 0;
    const client = endpointClient(
      (endpoints) => endpoints.s3,
      async (region) => {
        builds += 1;
        if (builds === 1) throw new Error('Cannot find package');
        return { region };
      },
    );
    await expect(client()).rejects.toThrow('Cannot find package');
    const built = await client();
    expect(await client()).toBe(built);
    expect(builds).toBe(2);
  });
});
