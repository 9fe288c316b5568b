/**
 * Rotating the token key on a running stack, as `npm run rotate-signing-key` does in AWS: the ring is written
 * into the local secret file and the stack's clock moved past the functions' cache time.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECRET_CACHE_SECONDS } from '../../../adapters/secret-cache';
import { MySignInsDocument } from '../../../contract/graphql/account.generated';
import { serializeKeyRing, type KeyRing } from '../../../domain/auth/key-ring';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../../domain/auth/tokens';
import { signIn } from '../../../testing/auth-test-helpers';
import { TEST_ADMIN } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';

const NEW_KEY = 'n'.repeat(64);

describe('a token key rotation on a running stack', () => {
  const stack = useTestStack({ testHooks: true });
  const secretFile = () => join(stack.dataDir, 'signing-secret');
  const status = async (token: string) => (await stack.graphql(MySignInsDocument, {}, token)).status;
  const writeRing = async (ring: KeyRing) => {
    await writeFile(secretFile(), serializeKeyRing(ring));
    stack.moveClock(SECRET_CACHE_SECONDS / 60 + 1);
  };

  it('keeps the previous key’s tokens, signs with the new key, refuses a third key, then retires the old', async () => {
    const before = await signIn(stack, TEST_ADMIN);
    expect(decodeProtectedHeader(before).kid).toBe('k0');
    const legacy = (await readFile(secretFile(), 'utf8')).trim();

    await writeRing({
      data: legacy,
      current: 'k1',
      previous: 'k0',
      previousUntil: new Date(stack.moveClock(0).getTime() + 12 * 3600_000).toISOString(),
      keys: { k0: legacy, k1: NEW_KEY },
    });
    expect(await status(before)).toBe(200);
    const after = await signIn(stack, TEST_ADMIN);
    expect(decodeProtectedHeader(after).kid).toBe('k1');
    expect(await status(after)).toBe(200);

    // The same claims signed with a key the ring does not hold, named as the current key or as another.
    const claims = JSON.parse(Buffer.from(after.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const third = createHmac('sha256', 't'.repeat(64)).update('token-signing').digest();
    for (const kid of ['k1', 'k2']) {
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .sign(third);
      expect(await status(forged)).toBe(401);
    }

    await writeRing({ data: legacy, current: 'k1', keys: { k1: NEW_KEY } });
    expect(await status(before)).toBe(401);
    expect(await status(after)).toBe(200);
  });
});
