import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { FIRST_STAGE_TOKEN_TTL_SECONDS, SESSION_TOKEN_TTL_SECONDS } from '../../contract/limits';
import {
  InvalidTokenError,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  signFirstStageToken,
  signClientToken,
  signSessionToken,
  singleTokenKey,
  verifyClientToken,
  verifyToken,
  type TokenKeys,
} from './tokens';

const keys = singleTokenKey(new Uint8Array(32).fill(9), 'k1');
const signing = keys.signing;
const issuedAt = new Date('2026-03-02T09:00:00Z');
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);
const profile = { fullName: 'A B', firstName: 'A', lastName: 'B', email: 'a@b.example', isAdmin: false };
const sessionClaims = { sub: 'a@b.example', ver: 3, data: profile, sid: 'session-1' };

/** A token as another signer might make it: these claims, this header, this key. */
function forged(claims: Record<string, unknown>, header: Record<string, unknown>, key: Uint8Array) {
  return new SignJWT({ kind: 'session', ...sessionClaims, ...claims })
    .setProtectedHeader({ alg: 'HS256', ...header })
    .setIssuedAt(issuedAt)
    .setExpirationTime(later(3600))
    .sign(key);
}

describe('tokens', () => {
  it('tell a first-stage token from a session token', async () => {
    const mfa = await verifyToken(
      await signFirstStageToken('a@b.example', 3, signing, issuedAt),
      keys,
      issuedAt,
    );
    expect(mfa).toMatchObject({ kind: 'mfa', sub: 'a@b.example', ver: 3 });
    const session = await verifyToken(
      await signSessionToken(sessionClaims, signing, issuedAt),
      keys,
      issuedAt,
    );
    expect(session).toMatchObject({ kind: 'session', data: profile, sid: 'session-1' });
  });

  it('name their key, issuer and audience', async () => {
    const token = await signSessionToken(sessionClaims, signing, issuedAt);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT', kid: 'k1' });
    expect(payload).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
  });

  it('verify with the key their kid names, among every key the ring accepts', async () => {
    const older = singleTokenKey(new Uint8Array(32).fill(4), 'k0');
    const ring: TokenKeys = {
      signing,
      verifying: (kid) => keys.verifying(kid) ?? older.verifying(kid),
    };
    const fromOlder = await signSessionToken(sessionClaims, older.signing, issuedAt);
    await expect(verifyToken(fromOlder, ring, issuedAt)).resolves.toMatchObject({ sid: 'session-1' });
    // Once the ring no longer accepts k0, its tokens are refused.
    await expect(verifyToken(fromOlder, keys, issuedAt)).rejects.toThrow(InvalidTokenError);
    // A token naming k1 but signed with k0's key does not pass.
    const wrongKey = await signSessionToken(sessionClaims, { kid: 'k1', key: older.signing.key }, issuedAt);
    await expect(verifyToken(wrongKey, ring, issuedAt)).rejects.toThrow(InvalidTokenError);
  });

  it('refuse a token with no kid, another issuer or another audience, even signed with the right key', async () => {
    const key = signing.key;
    const base = { iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE };
    expect(await verifyToken(await forged(base, { kid: 'k1' }, key), keys, issuedAt)).toMatchObject({
      sid: 'session-1',
    });
    for (const token of [
      await forged(base, {}, key),
      await forged({ ...base, iss: 'someone-else' }, { kid: 'k1' }, key),
      await forged({ ...base, aud: 'upload-links' }, { kid: 'k1' }, key),
      await forged({ aud: TOKEN_AUDIENCE }, { kid: 'k1' }, key),
    ]) {
      await expect(verifyToken(token, keys, issuedAt)).rejects.toThrow(InvalidTokenError);
    }
  });

  it('expire after 15 minutes (first stage) and 8 hours (session)', async () => {
    const mfa = await signFirstStageToken('a@b.example', 1, signing, issuedAt);
    await expect(verifyToken(mfa, keys, later(FIRST_STAGE_TOKEN_TTL_SECONDS - 1))).resolves.toBeTruthy();
    await expect(verifyToken(mfa, keys, later(FIRST_STAGE_TOKEN_TTL_SECONDS + 1))).rejects.toThrow(/expired/);
    const session = await signSessionToken(sessionClaims, signing, issuedAt);
    await expect(verifyToken(session, keys, later(SESSION_TOKEN_TTL_SECONDS - 1))).resolves.toBeTruthy();
    await expect(verifyToken(session, keys, later(SESSION_TOKEN_TTL_SECONDS + 1))).rejects.toThrow(
      InvalidTokenError,
    );
  });

  it('refuse alg: none, another key, another algorithm and a missing kind', async () => {
    const claims = {
      kind: 'session',
      ...sessionClaims,
      data: { ...profile, isAdmin: true },
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
    };
    const unsigned = new UnsecuredJWT(claims).setIssuedAt(issuedAt).setExpirationTime(later(3600)).encode();
    await expect(verifyToken(unsigned, keys, issuedAt)).rejects.toThrow(InvalidTokenError);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setExpirationTime(later(3600))
      .sign(new Uint8Array(32));
    await expect(verifyToken(otherKey, keys, issuedAt)).rejects.toThrow(InvalidTokenError);
    const wide = new Uint8Array(64).fill(9);
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512', kid: 'k1' })
      .setExpirationTime(later(3600))
      .sign(wide);
    await expect(verifyToken(hs512, singleTokenKey(wide, 'k1'), issuedAt)).rejects.toThrow(InvalidTokenError);
    const noKind = await new SignJWT({ sub: 'a@b.example', ver: 1, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setExpirationTime(later(3600))
      .sign(signing.key);
    await expect(verifyToken(noKind, keys, issuedAt)).rejects.toThrow(InvalidTokenError);
    await expect(verifyToken('not.a.token', keys, issuedAt)).rejects.toThrow(InvalidTokenError);
  });
});

describe('client tokens', () => {
  const clientClaims = { sub: 'client@example.com', ver: 1, sid: 'client-session' };
  const expiry = Math.floor(later(3600).getTime() / 1000);

  it('verify as client tokens with the client keys', async () => {
    const token = await signClientToken(clientClaims, signing, issuedAt, expiry);
    await expect(verifyClientToken(token, keys, later(60))).resolves.toMatchObject({
      kind: 'client',
      ...clientClaims,
    });
  });

  it('are never staff tokens, even signed with a staff key: their audience is another', async () => {
    const token = await signClientToken(clientClaims, signing, issuedAt, expiry);
    await expect(verifyToken(token, keys, later(60))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('and a staff token is never a client token', async () => {
    const staff = await signSessionToken(sessionClaims, signing, issuedAt);
    await expect(verifyClientToken(staff, keys, later(60))).rejects.toBeInstanceOf(InvalidTokenError);
    const firstStage = await signFirstStageToken('a@b.example', 3, signing, issuedAt);
    await expect(verifyClientToken(firstStage, keys, later(60))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('expire when their session does', async () => {
    const token = await signClientToken(clientClaims, signing, issuedAt, expiry);
    await expect(verifyClientToken(token, keys, later(3601))).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
