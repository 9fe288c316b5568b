/**
 * The secret cache in front of Secrets Manager, driven by a stub client and a moved clock (AWS cannot run
 * here): what a warm function does when a read fails, when the value is old, and when reads overlap.
 */
import { describe, expect, it } from 'vitest';
import type { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { parseOriginSecret } from '../domain/edge/origin-verification';
import { SECRET_CACHE_SECONDS, cachedRead, cachedSecret, type SecretValueClient } from './secret-cache';

const ARN = 'arn:aws:secretsmanager:eu-west-1:111111111111:secret:SigningSecret-abc';

/** Answers each GetSecretValue with the next scripted outcome: a value, or an error thrown. */
function stubClient(...outcomes: (string | Error)[]) {
  const asked: (string | undefined)[] = [];
  const client: SecretValueClient = {
    send: async (command: GetSecretValueCommand) => {
      asked.push(command.input.SecretId);
      const outcome = outcomes.shift();
      if (outcome === undefined) throw new Error('The stub has no answer left');
      if (outcome instanceof Error) throw outcome;
      return { SecretString: outcome };
    },
  };
  return { client: () => client, asked };
}

function movedClock() {
  const clock = { ms: Date.parse('2026-11-25T09:00:00Z') };
  return { now: () => clock.ms, advance: (seconds: number) => (clock.ms += seconds * 1000) };
}

const throttled = () => Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });

describe('a secret read from Secrets Manager', () => {
  it('is read once by its ARN and kept for five minutes, then read again', async () => {
    const stub = stubClient('first', 'rotated');
    const clock = movedClock();
    const secret = cachedSecret('signing secret', (value) => value, { ...stub, now: clock.now });
    await expect(secret(ARN)).resolves.toBe('first');
    clock.advance(SECRET_CACHE_SECONDS - 1);
    await expect(secret(ARN)).resolves.toBe('first');
    expect(stub.asked).toEqual([ARN]);
    clock.advance(1);
    await expect(secret(ARN)).resolves.toBe('rotated');
    expect(stub.asked).toEqual([ARN, ARN]);
    expect(SECRET_CACHE_SECONDS).toBe(5 * 60);
  });

  it('is read again on the next call after a failed read, which is never kept', async () => {
    const stub = stubClient(throttled(), 'value');
    const secret = cachedSecret('signing secret', (value) => value, { ...stub, now: movedClock().now });
    await expect(secret(ARN)).rejects.toThrow('Rate exceeded');
    await expect(secret(ARN)).resolves.toBe('value');
    await expect(secret(ARN)).resolves.toBe('value');
    expect(stub.asked).toHaveLength(2);
  });

  it('is read again on the next call when the refresh of an expired value fails', async () => {
    const stub = stubClient('first', throttled(), 'second');
    const clock = movedClock();
    const secret = cachedSecret('signing secret', (value) => value, { ...stub, now: clock.now });
    await expect(secret(ARN)).resolves.toBe('first');
    clock.advance(SECRET_CACHE_SECONDS);
    await expect(secret(ARN)).rejects.toThrow('Rate exceeded');
    await expect(secret(ARN)).resolves.toBe('second');
    expect(stub.asked).toHaveLength(3);
  });

  it('is refused, and not kept, when empty or not what the parser accepts', async () => {
    const stub = stubClient('', 'not json', JSON.stringify({ current: 'c'.repeat(32), previous: '' }));
    const secret = cachedSecret('origin secret', parseOriginSecret, { ...stub, now: movedClock().now });
    await expect(secret(ARN)).rejects.toThrow('The origin secret is empty');
    await expect(secret(ARN)).rejects.toThrow();
    await expect(secret(ARN)).resolves.toEqual({ current: 'c'.repeat(32), previous: '' });
    expect(stub.asked).toHaveLength(3);
  });

  it('is read once for calls that overlap, and again for another ARN', async () => {
    const stub = stubClient('one', 'other');
    const secret = cachedSecret('signing secret', (value) => value, { ...stub, now: movedClock().now });
    await expect(Promise.all([secret(ARN), secret(ARN), secret(ARN)])).resolves.toEqual([
      'one',
      'one',
      'one',
    ]);
    await expect(secret(`${ARN}-other`)).resolves.toBe('other');
    expect(stub.asked).toEqual([ARN, `${ARN}-other`]);
  });
});

describe('a read kept without expiry (the local secret file)', () => {
  it('is kept once it succeeded, and tried again after it failed', async () => {
    let reads = 0;
    const read = cachedRead(
      async (file: string) => {
        reads += 1;
        if (reads === 1) throw new Error(`EIO reading ${file}`);
        return 'local secret';
      },
      { maxAgeSeconds: Number.POSITIVE_INFINITY },
    );
    await expect(read('/tmp/secret')).rejects.toThrow('EIO');
    await expect(read('/tmp/secret')).resolves.toBe('local secret');
    await expect(read('/tmp/secret')).resolves.toBe('local secret');
    expect(reads).toBe(2);
  });
});
