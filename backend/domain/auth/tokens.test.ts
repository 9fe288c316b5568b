import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { FIRST_STAGE_TOKEN_TTL_SECONDS, SESSION_TOKEN_TTL_SECONDS } from '../../contract/limits';
import { InvalidTokenError, signFirstStageToken, signSessionToken, verifyToken } from './tokens';

const key = new Uint8Array(32).fill(9);
const issuedAt = new Date('2026-03-02T09:00:00Z');
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);
const profile = { fullName: 'A B', firstName: 'A', lastName: 'B', email: 'a@b.example', isAdmin: false };

describe('tokens', () => {
  it('tell a first-stage token from a session token', async () => {
    const mfa = await verifyToken(await signFirstStageToken('a@b.example', 3, key, issuedAt), key, issuedAt);
    expect(mfa).toMatchObject({ kind: 'mfa', sub: 'a@b.example', ver: 3 });
    const session = await verifyToken(
      await signSessionToken({ sub: 'a@b.example', ver: 3, data: profile, sid: 'session-1' }, key, issuedAt),
      key,
      issuedAt,
    );
    expect(session).toMatchObject({ kind: 'session', data: profile, sid: 'session-1' });
  });

  it('expire after 15 minutes (first stage) and 8 hours (session)', async () => {
    const mfa = await signFirstStageToken('a@b.example', 1, key, issuedAt);
    await expect(verifyToken(mfa, key, later(FIRST_STAGE_TOKEN_TTL_SECONDS - 1))).resolves.toBeTruthy();
    await expect(verifyToken(mfa, key, later(FIRST_STAGE_TOKEN_TTL_SECONDS + 1))).rejects.toThrow(/expired/);
    const session = await signSessionToken(
      { sub: 'a@b.example', ver: 1, data: profile, sid: 'session-1' },
      key,
      issuedAt,
    );
    await expect(verifyToken(session, key, later(SESSION_TOKEN_TTL_SECONDS - 1))).resolves.toBeTruthy();
    await expect(verifyToken(session, key, later(SESSION_TOKEN_TTL_SECONDS + 1))).rejects.toThrow(
      InvalidTokenError,
    );
  });

  it('refuse alg: none, another key, another algorithm and a missing kind', async () => {
    const claims = { kind: 'session', sub: 'a@b.example', ver: 1, data: { ...profile, isAdmin: true } };
    const unsigned = new UnsecuredJWT(claims).setIssuedAt().setExpirationTime('1h').encode();
    await expect(verifyToken(unsigned, key)).rejects.toThrow(InvalidTokenError);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new Uint8Array(32));
    await expect(verifyToken(otherKey, key)).rejects.toThrow(InvalidTokenError);
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('1h')
      .sign(new Uint8Array(64).fill(9));
    await expect(verifyToken(hs512, new Uint8Array(64).fill(9))).rejects.toThrow(InvalidTokenError);
    const noKind = await new SignJWT({ sub: 'a@b.example', ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(key);
    await expect(verifyToken(noKind, key)).rejects.toThrow(InvalidTokenError);
    await expect(verifyToken('not.a.token', key)).rejects.toThrow(InvalidTokenError);
  });
});
