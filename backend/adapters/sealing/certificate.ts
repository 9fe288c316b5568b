/**
 * The firm's seal certificate: an X.509 v3 certificate over the sealing key's public key, self-signed by
 * that key. No authority vouches for it, so a reader shows the seal's integrity as valid and its signer as
 * not trusted; the firm's /verify page and its recorded hashes are what make it the firm's.
 *
 * Deterministic: the serial number is taken from the public key and the validity is fixed, so the same key
 * always yields the same certificate (RSASSA-PKCS1-v1_5 signatures are deterministic too). The KMS key's
 * certificate is therefore "made once" without being stored anywhere: every cold start makes it again,
 * byte for byte (decision 022).
 */
import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { FIRM_IDENTITY } from '../../contract/firm';
import { signatureAlgorithmOf } from './algorithms';
import type { SignBytes } from './signing-key';

/** The certificate's validity: from the day the firm began sealing, with no well-defined end (RFC 5280 4.1.2.5). */
export const SEAL_CERTIFICATE_NOT_BEFORE = new Date('2026-01-01T00:00:00Z');
const NO_WELL_DEFINED_EXPIRY = new Date('9999-12-31T23:59:59Z');

const OID = {
  commonName: '2.5.4.3',
  countryName: '2.5.4.6',
  localityName: '2.5.4.7',
  stateOrProvinceName: '2.5.4.8',
  organizationName: '2.5.4.10',
  organizationalUnitName: '2.5.4.11',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  subjectKeyIdentifier: '2.5.29.14',
} as const;

export interface SealCertificateInput {
  /** The DER of the key's SubjectPublicKeyInfo. */
  publicKeySpki: Uint8Array;
  sign: SignBytes;
  /** Printed as the subject's organizational unit: which seal this is ("Electronic seal", "Local stack only"). */
  unit: string;
}

/**
 * C=US, ST=WA, L=Seattle, O=firm, OU=unit, CN=firm, one attribute per RDN. Encoded here because pkijs writes
 * the attributes it is given into a single multi-valued RDN; read back, it keeps these bytes as they are.
 */
function firmName(unit: string): pkijs.RelativeDistinguishedNames {
  const { name, address } = FIRM_IDENTITY;
  const rdn = (type: string, value: asn1js.BaseStringBlock) =>
    new asn1js.Set({ value: [new pkijs.AttributeTypeAndValue({ type, value }).toSchema()] });
  const sequence = new asn1js.Sequence({
    value: [
      rdn(OID.countryName, new asn1js.PrintableString({ value: address.country })),
      rdn(OID.stateOrProvinceName, new asn1js.Utf8String({ value: address.region })),
      rdn(OID.localityName, new asn1js.Utf8String({ value: address.city })),
      rdn(OID.organizationName, new asn1js.Utf8String({ value: name })),
      rdn(OID.organizationalUnitName, new asn1js.Utf8String({ value: unit })),
      rdn(OID.commonName, new asn1js.Utf8String({ value: name })),
    ],
  });
  return pkijs.RelativeDistinguishedNames.fromBER(sequence.toBER(false));
}

const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

function extension(extnID: string, critical: boolean, value: asn1js.BaseBlock): pkijs.Extension {
  return new pkijs.Extension({ extnID, critical, extnValue: value.toBER(false) });
}

/** The DER of the self-signed seal certificate of the key. */
export async function sealCertificate({
  publicKeySpki,
  sign,
  unit,
}: SealCertificateInput): Promise<Uint8Array> {
  const publicKey = pkijs.PublicKeyInfo.fromBER(toArrayBuffer(publicKeySpki));
  const keyDigest = createHash('sha256').update(publicKeySpki).digest();
  // A positive 128-bit serial from the key: unique per key, the same every time for one key.
  const serial = Uint8Array.from(keyDigest.subarray(0, 16));
  serial[0] = serial[0]! & 0x7f;

  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = new asn1js.Integer({ valueHex: toArrayBuffer(serial) });
  certificate.issuer = firmName(unit);
  certificate.subject = firmName(unit);
  certificate.notBefore = new pkijs.Time({
    type: pkijs.TimeType.UTCTime,
    value: SEAL_CERTIFICATE_NOT_BEFORE,
  });
  certificate.notAfter = new pkijs.Time({
    type: pkijs.TimeType.GeneralizedTime,
    value: NO_WELL_DEFINED_EXPIRY,
  });
  certificate.subjectPublicKeyInfo = publicKey;
  certificate.extensions = [
    extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: false }).toSchema()),
    // digitalSignature and nonRepudiation (contentCommitment): a seal commits the firm to the content.
    extension(
      OID.keyUsage,
      true,
      new asn1js.BitString({ valueHex: new Uint8Array([0xc0]).buffer, unusedBits: 6 }),
    ),
    extension(
      OID.subjectKeyIdentifier,
      false,
      new asn1js.OctetString({ valueHex: toArrayBuffer(keyDigest.subarray(0, 20)) }),
    ),
  ];
  const algorithm = signatureAlgorithmOf(publicKey);
  certificate.signature = algorithm;
  certificate.signatureAlgorithm = algorithm;

  const tbs = new Uint8Array(certificate.encodeTBS().toBER(false));
  certificate.tbsView = tbs;
  certificate.signatureValue = new asn1js.BitString({ valueHex: toArrayBuffer(await sign(tbs)) });
  return new Uint8Array(certificate.toSchema().toBER(false));
}
