/**
 * The local stack's seal key: an EC P-256 key and its self-signed certificate, made on first use in a folder
 * under DATA_DIR (seal-key.pem and seal-certificate.der, readable by the owner alone). For local use only: the
 * key sits in a plain file, and its certificate says "Local stack only" where the firm's says "Electronic seal".
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  sign,
  type KeyObject,
} from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sealCertificate } from './certificate';
import type { SigningKey } from './signing-key';

export const LOCAL_SEAL_UNIT = 'Local stack only, not the firm seal';
const KEY_FILE = 'seal-key.pem';
const CERTIFICATE_FILE = 'seal-certificate.der';

function signingKeyOf(privateKey: KeyObject, certificateDer: Uint8Array): SigningKey {
  return {
    certificateDer,
    sign: async (data) => new Uint8Array(sign('sha256', data, privateKey)),
  };
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes `bytes` unless the file exists: written beside it, then linked into place, so two processes starting
 * at once keep the first one's file and neither ever reads a half-written one.
 */
async function writeOnce(file: string, bytes: Uint8Array | string): Promise<void> {
  const draft = `${file}.${randomUUID()}`;
  await writeFile(draft, bytes, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

/** The key and certificate in `folder`, made there first if absent. */
export async function localSigningKey(folder: string): Promise<SigningKey> {
  const keyFile = join(folder, KEY_FILE);
  const certificateFile = join(folder, CERTIFICATE_FILE);
  let keyPem = await readIfPresent(keyFile);
  if (!keyPem) {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await writeOnce(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    keyPem = await readFile(keyFile);
  }
  const privateKey = createPrivateKey(keyPem);
  let certificateDer = await readIfPresent(certificateFile);
  if (!certificateDer) {
    const publicKeySpki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
    const sign = signingKeyOf(privateKey, new Uint8Array()).sign;
    await writeOnce(certificateFile, await sealCertificate({ publicKeySpki, sign, unit: LOCAL_SEAL_UNIT }));
    certificateDer = await readFile(certificateFile);
  }
  return signingKeyOf(privateKey, new Uint8Array(certificateDer));
}
