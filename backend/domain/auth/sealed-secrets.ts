/**
 * Secrets the server must read back (an authenticator app's shared secret) are stored sealed: AES-256-GCM
 * with a key derived for that purpose and a fresh 96-bit nonce each time, so the table alone reveals nothing
 * and a changed ciphertext fails to open instead of giving a wrong secret.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export function sealSecret(plain: string, key: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** Throws when the value was not sealed with this key or was changed. */
export function openSecret(sealed: string, key: Uint8Array): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !data) {
    throw new Error('Not a sealed secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
