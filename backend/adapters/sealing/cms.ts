/**
 * The one CMS builder both seal keys share: a detached SignedData (RFC 5652) as PAdES baseline B-B wants it
 * for SubFilter ETSI.CAdES.detached. The signed attributes are the content type, the message digest of the
 * signed byte ranges and the signing certificate v2 (RFC 5035), which binds the signature to the certificate;
 * no signing-time attribute, since PAdES keeps the time in the signature dictionary's /M. The key is asked
 * for one signature value, over the DER of the signed attributes.
 */
import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { SHA256, signatureAlgorithmOf } from './algorithms';
import type { SigningKey } from './signing-key';

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/**
 * SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }, with one ESSCertIDv2 ::= SEQUENCE {
 * certHash OCTET STRING, issuerSerial IssuerSerial } (hashAlgorithm left out: SHA-256 is its DER default).
 */
function signingCertificateV2(certificate: pkijs.Certificate, certificateDer: Uint8Array): asn1js.Sequence {
  const certHash = createHash('sha256').update(certificateDer).digest();
  const issuerSerial = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [new pkijs.GeneralName({ type: 4, value: certificate.issuer }).toSchema()],
      }),
      certificate.serialNumber,
    ],
  });
  const essCertId = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: toArrayBuffer(certHash) }), issuerSerial],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertId] })] });
}

/** The DER of a ContentInfo holding a detached SignedData over content whose SHA-256 is `contentDigest`. */
export async function detachedSignedData(contentDigest: Uint8Array, key: SigningKey): Promise<Uint8Array> {
  const certificate = pkijs.Certificate.fromBER(toArrayBuffer(key.certificateDer));
  const sha256 = () => new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 });

  // In DER order (a SET OF is sorted by encoding): these three encode shortest first.
  const signedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 0,
    attributes: [
      new pkijs.Attribute({
        type: OID.contentType,
        values: [new asn1js.ObjectIdentifier({ value: OID.data })],
      }),
      new pkijs.Attribute({
        type: OID.messageDigest,
        values: [new asn1js.OctetString({ valueHex: toArrayBuffer(contentDigest) })],
      }),
      new pkijs.Attribute({
        type: OID.signingCertificateV2,
        values: [signingCertificateV2(certificate, key.certificateDer)],
      }),
    ],
  });
  // What is signed is the attributes' DER with the SET tag (0x31), not the [0] IMPLICIT tag they carry in the
  // SignerInfo (RFC 5652 5.4).
  const signedBytes = new Uint8Array(signedAttrs.toSchema().toBER(false));
  signedBytes[0] = 0x31;
  const signature = await key.sign(signedBytes);

  const signedData = new pkijs.SignedData({
    version: 1,
    digestAlgorithms: [sha256()],
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    certificates: [certificate],
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        digestAlgorithm: sha256(),
        signedAttrs,
        signatureAlgorithm: signatureAlgorithmOf(certificate.subjectPublicKeyInfo),
        signature: new asn1js.OctetString({ valueHex: toArrayBuffer(signature) }),
      }),
    ],
  });
  const contentInfo = new pkijs.ContentInfo({
    contentType: OID.signedData,
    content: signedData.toSchema(true),
  });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}
