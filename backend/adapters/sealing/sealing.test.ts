import { createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetPublicKeyCommand, SignCommand, type SignCommandInput } from '@aws-sdk/client-kms';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderLetterPdf, sha256Hex, signedPdf } from '../../domain/letters/pdf/index';
import type { SealInfo } from '../../domain/letters/pdf/sealer';
import { pdfSignatureReport, pdfText } from '../../testing/pdf-tools';
import { sealingKeyOf } from './index';
import { kmsSigningKey, type KmsClientLike } from './kms-key';
import { localSigningKey } from './local-key';
import { padesSealer } from './pades';

const SEAL_INFO: SealInfo = {
  reason: 'Engagement letter signed by every signer',
  name: 'Brandt & Okafor, PLLC',
  location: 'Seattle, WA',
  contactInfo: 'info@brandtokafor.example',
  at: new Date('2026-11-21T09:20:05Z'),
};

async function signedLetter(): Promise<Uint8Array> {
  const sent = await renderLetterPdf({
    language: 'es',
    title: 'Acuerdo de honorarios de contingencia',
    bodyMarkdown: 'La clienta, **María Núñez Ibáñez**, ¿acepta? ¡Sí! Acuerdo sobre la acción por lesiones.',
    feeTerms: {
      percentBeforeSuit: 33.33,
      percentAfterSuit: 40,
      percentAtTrial: 45,
      expensesDeducted: 'after-fee',
      owedIfNoRecovery: 'expenses',
    },
    signers: [{ name: 'María Núñez Ibáñez', role: 'client' }],
    letterId: 'L-42',
  });
  return signedPdf(
    sent,
    [
      {
        signerName: 'María Núñez Ibáñez',
        role: 'client',
        typedName: 'María Núñez Ibáñez',
        signedAt: '2026-11-21T09:20:00.000Z',
      },
    ],
    {
      letterId: 'L-42',
      title: 'Acuerdo de honorarios de contingencia',
      language: 'es',
      sentSha256: sha256Hex(sent),
      consent: { version: 'esign-2026-11', sha256: 'c'.repeat(64) },
      identityCheck: 'código de un solo uso a m***@example.com',
      signers: [{ name: 'María Núñez Ibáñez', email: 'maria@example.com', role: 'client' }],
      events: [
        {
          kind: 'signed',
          at: '2026-11-21T09:20:00.000Z',
          by: 'María Núñez Ibáñez',
          network: '203.0.113.45',
          browser: 'Safari 17 on iOS',
        },
      ],
      firm: {
        name: 'Brandt & Okafor, PLLC',
        address: '1520 Fourth Avenue, Seattle, WA',
        phone: '(206) 555-0148',
      },
    },
  );
}

/** The sealed file with one byte of the signed range changed: a letter of the /Reason in the signature dictionary. */
function withOneByteChanged(sealed: Uint8Array): Uint8Array {
  const changed = Uint8Array.from(sealed);
  const at = Buffer.from(changed).indexOf(`(${SEAL_INFO.reason})`) + 1;
  expect(at).toBeGreaterThan(0);
  changed[at] = changed[at] === 0x45 ? 0x46 : 0x45;
  return changed;
}

function expectValidWholeDocumentSeal(report: string): void {
  expect(report).toContain('Signature Type: ETSI.CAdES.detached');
  expect(report).toContain('Signing Hash Algorithm: SHA-256');
  expect(report).toContain('Total document signed');
  expect(report).toContain('Signature Validation: Signature is Valid.');
  expect(report).toContain('Signer Certificate Common Name: Brandt & Okafor, PLLC');
  // The firm's own certificate: no authority vouches for it, as decision 022 says.
  expect(report).toMatch(/Certificate Validation: Certificate issuer is unknown|not trusted/i);
}

/**
 * AWS KMS as far as the seal uses it, with an RSA 3072 key held by node:crypto: GetPublicKey answers the SPKI
 * DER, Sign signs a RAW message with RSASSA-PKCS1-v1_5 and SHA-256, as KMS does. Each Sign request is kept.
 */
function fakeKms(privateKey: KeyObject, keyId: string, keySpec = 'RSA_3072') {
  const signRequests: SignCommandInput[] = [];
  const client = {
    send: async (command: GetPublicKeyCommand | SignCommand) => {
      if (command.input.KeyId !== keyId) throw new Error(`NotFoundException: ${command.input.KeyId}`);
      if (command instanceof GetPublicKeyCommand) {
        const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
        return { KeyId: keyId, KeySpec: keySpec, KeyUsage: 'SIGN_VERIFY', PublicKey: new Uint8Array(spki) };
      }
      signRequests.push(command.input);
      if (
        command.input.MessageType !== 'RAW' ||
        command.input.SigningAlgorithm !== 'RSASSA_PKCS1_V1_5_SHA_256'
      )
        throw new Error('ValidationException: unexpected message type or algorithm');
      return { KeyId: keyId, Signature: new Uint8Array(sign('sha256', command.input.Message!, privateKey)) };
    },
  } as unknown as KmsClientLike;
  return { client, signRequests };
}

/** The CMS in the sealed file's /Contents, read back with pkijs. */
function signedDataOf(sealed: Uint8Array): pkijs.SignedData {
  const file = Buffer.from(sealed).toString('latin1');
  const [, hex] = /\/Contents <([0-9a-fA-F]+)>/.exec(file) ?? [];
  const der = Buffer.from(hex!.replace(/(00)+$/, ''), 'hex');
  const contentInfo = pkijs.ContentInfo.fromBER(Uint8Array.from(der).buffer);
  return new pkijs.SignedData({ schema: contentInfo.content });
}

describe('the CMS in the seal', () => {
  it('carries the content type, message digest and signing certificate v2 of its certificate, no signing time', async () => {
    const folder = join(await mkdtemp(join(tmpdir(), 'bo-seal-')), 'sealing');
    const sealed = await padesSealer(() => localSigningKey(folder)).seal(await signedLetter(), SEAL_INFO);
    const signedData = signedDataOf(sealed);
    expect(signedData.encapContentInfo.eContent).toBeUndefined();
    const attributes = signedData.signerInfos[0]!.signedAttrs!.attributes;
    expect(attributes.map((attribute) => attribute.type)).toEqual([
      '1.2.840.113549.1.9.3',
      '1.2.840.113549.1.9.4',
      '1.2.840.113549.1.9.16.2.47',
    ]);
    const signingCertificate = attributes[2]!.values[0] as asn1js.Sequence;
    const essCertId = (signingCertificate.valueBlock.value[0] as asn1js.Sequence).valueBlock
      .value[0] as asn1js.Sequence;
    const certHash = (essCertId.valueBlock.value[0] as asn1js.OctetString).getValue();
    const certificate = signedData.certificates![0] as pkijs.Certificate;
    expect(Buffer.from(certHash).toString('hex')).toBe(
      sha256Hex(new Uint8Array(certificate.toSchema().toBER())),
    );
  });
});

describe('the local seal key', () => {
  let folder: string;
  let sealed: Uint8Array;

  beforeAll(async () => {
    folder = join(await mkdtemp(join(tmpdir(), 'bo-seal-')), 'sealing');
    sealed = await padesSealer(() => localSigningKey(folder)).seal(await signedLetter(), SEAL_INFO);
  });

  it('seals the whole document with a signature pdfsig reports valid', async () => {
    const report = await pdfSignatureReport(sealed);
    expectValidWholeDocumentSeal(report);
    expect(report).toContain('OU="Local stack only, not the firm seal"');
    expect(report).toContain('Signing Time: Nov 21 2026 09:20:05');
  });

  it('keeps the text readable: the client, the percentages, the certificate page, Spanish intact', async () => {
    const text = await pdfText(sealed);
    expect(text).toContain('La clienta, María Núñez Ibáñez, ¿acepta? ¡Sí!');
    expect(text).toContain('33,33 %');
    expect(text).toContain('40 %');
    expect(text).toContain('45 %');
    expect(text).toContain('Certificado de firma');
    expect(text).toContain('Dirección de red: 203.0.113.45 Navegador: Safari 17 on iOS');
  });

  it('shows any changed byte: pdfsig no longer finds the signature valid, and the hash differs', async () => {
    const changed = withOneByteChanged(sealed);
    expect(sha256Hex(changed)).not.toBe(sha256Hex(sealed));
    const report = await pdfSignatureReport(changed);
    expect(report).not.toContain('Signature is Valid');
    expect(report).toContain('Digest Mismatch');
  });

  it('is made once, readable by the owner alone, and read again after', async () => {
    expect((await readdir(folder)).sort()).toEqual(['seal-certificate.der', 'seal-key.pem']);
    for (const file of await readdir(folder))
      expect((await stat(join(folder, file))).mode & 0o777).toBe(0o600);
    const [first, second] = await Promise.all([localSigningKey(folder), localSigningKey(folder)]);
    expect(Buffer.from(second.certificateDer).equals(Buffer.from(first.certificateDer))).toBe(true);
  });

  it('is made by two processes starting at once as one key', async () => {
    const fresh = join(await mkdtemp(join(tmpdir(), 'bo-seal-')), 'sealing');
    const [first, second] = await Promise.all([localSigningKey(fresh), localSigningKey(fresh)]);
    const data = new TextEncoder().encode('same key');
    const certificatePem = (der: Uint8Array) =>
      `-----BEGIN CERTIFICATE-----\n${Buffer.from(der).toString('base64')}\n-----END CERTIFICATE-----`;
    const publicKey = createPublicKey(certificatePem(first.certificateDer));
    expect(verify('sha256', data, publicKey, await second.sign(data))).toBe(true);
  });
});

describe('the KMS seal key', () => {
  const keyId = 'arn:aws:kms:eu-west-1:111111111111:key/0f1e2d3c-seal';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });

  it('seals through KMS Sign (RAW, RSASSA-PKCS1-v1_5 SHA-256) with a seal pdfsig reports valid', async () => {
    const kms = fakeKms(privateKey, keyId);
    const sealed = await padesSealer(() => kmsSigningKey(kms.client, keyId)).seal(
      await signedLetter(),
      SEAL_INFO,
    );
    const report = await pdfSignatureReport(sealed);
    expectValidWholeDocumentSeal(report);
    expect(report).toContain('OU=Electronic seal');
    // One signature for the certificate, one for the seal; neither message larger than KMS takes raw.
    expect(kms.signRequests).toHaveLength(2);
    for (const request of kms.signRequests) expect(request.Message!.byteLength).toBeLessThanOrEqual(4096);
    expect(await pdfSignatureReport(withOneByteChanged(sealed))).toContain('Digest Mismatch');
  });

  it('makes the same certificate from the same key every time, so nothing needs storing', async () => {
    const first = await kmsSigningKey(fakeKms(privateKey, keyId).client, keyId);
    const second = await kmsSigningKey(fakeKms(privateKey, keyId).client, keyId);
    expect(Buffer.from(second.certificateDer).equals(Buffer.from(first.certificateDer))).toBe(true);
  });

  it('refuses a key that is not an RSA 3072 signing key', async () => {
    await expect(kmsSigningKey(fakeKms(privateKey, keyId, 'ECC_NIST_P256').client, keyId)).rejects.toThrow(
      /not an RSA_3072 SIGN_VERIFY key/,
    );
  });
});

describe('sealingKeyOf', () => {
  const keyId = 'alias/seal-test';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
  const certificateText = (der: Uint8Array) => Buffer.from(der).toString('latin1');

  it('uses the KMS key when SEALING_KEY_ID is set, even with a local folder', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'bo-seal-'));
    const key = await sealingKeyOf(
      { sealingKeyId: keyId, sealingKeyDir: folder, region: 'eu-west-1' },
      () => fakeKms(privateKey, keyId).client,
    );
    expect(certificateText(key.certificateDer)).toContain('Electronic seal');
    expect(await readdir(folder)).toEqual([]);
  });

  it('uses the local key under SEALING_KEY_DIR otherwise, and refuses to seal with neither', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'bo-seal-'));
    const key = await sealingKeyOf({ sealingKeyDir: folder, region: 'eu-west-1' });
    expect(certificateText(key.certificateDer)).toContain('Local stack only');
    await expect(sealingKeyOf({ region: 'eu-west-1' })).rejects.toThrow(/No sealing key configured/);
  });
});
