/**
 * The public functions' keys (the form's bot check, upload links, calendar-feed links): one per purpose,
 * and none of them verifies a staff session token, even in the worst case where the public-function secret
 * held the very value of the signing secret.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../config';
import { ENV } from '../environment';
import { InvalidTokenError, signSessionToken, singleTokenKey, verifyToken } from '../domain/auth/tokens';
import { publicFunctionKey, purposeKey, type PublicFunctionKeyPurpose } from './public-function-keys';
import { tokenKeys } from './signing-secret';
import { productClock } from './clock';

const PURPOSES: PublicFunctionKeyPurpose[] = [
  'bot-check-signing',
  'client-link-hashing',
  'calendar-feed-hashing',
];
const SECRET = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const hex = (key: Uint8Array) => Buffer.from(key).toString('hex');

describe('purposeKey', () => {
  it('gives each purpose its own 256-bit key, and another secret other keys', () => {
    const keys = PURPOSES.map((purpose) => hex(purposeKey(SECRET, purpose)));
    expect(new Set(keys).size).toBe(PURPOSES.length);
    for (const key of keys) expect(key).toHaveLength(64);
    expect(hex(purposeKey(`${SECRET}x`, 'bot-check-signing'))).not.toBe(keys[0]);
  });
});

describe('publicFunctionKey', () => {
  let dir: string;
  const saved = { ...process.env };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'public-function-keys-'));
    // The worst case: both files hold one value.
    await writeFile(join(dir, 'signing'), SECRET);
    await writeFile(join(dir, 'public'), SECRET);
    Object.assign(process.env, {
      [ENV.signingSecretFile]: join(dir, 'signing'),
      [ENV.publicFunctionSecretFile]: join(dir, 'public'),
      [ENV.mailFrom]: 'no-reply@firm.example',
      [ENV.firmInfoEmail]: 'info@firm.example',
    });
    resetConfig();
  });
  afterAll(async () => {
    process.env = saved;
    resetConfig();
    await rm(dir, { recursive: true, force: true });
  });

  it('verifies no staff session token, whatever its purpose', async () => {
    const keys = await tokenKeys();
    const now = productClock();
    const data = { fullName: 'A B', firstName: 'A', lastName: 'B', email: 'a@firm.example', isAdmin: true };
    const token = await signSessionToken(
      { sub: 'a@firm.example', ver: 1, data, sid: 's1' },
      keys.signing,
      now,
    );
    await expect(verifyToken(token, keys, now)).resolves.toMatchObject({ kind: 'session' });
    for (const purpose of PURPOSES) {
      const key = await publicFunctionKey(purpose);
      await expect(verifyToken(token, singleTokenKey(key, keys.signing.kid), now), purpose).rejects.toThrow(
        InvalidTokenError,
      );
    }
  });
});
