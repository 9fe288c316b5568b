/** The signature algorithm a key's type implies: SHA-256 with RSASSA-PKCS1-v1_5, or ECDSA with SHA-256. */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const RSA_ENCRYPTION = '1.2.840.113549.1.1.1';
const EC_PUBLIC_KEY = '1.2.840.10045.2.1';
const SHA256_WITH_RSA = '1.2.840.113549.1.1.11';
const ECDSA_WITH_SHA256 = '1.2.840.10045.4.3.2';
export const SHA256 = '2.16.840.1.101.3.4.2.1';

export function signatureAlgorithmOf(publicKey: pkijs.PublicKeyInfo): pkijs.AlgorithmIdentifier {
  switch (publicKey.algorithm.algorithmId) {
    case RSA_ENCRYPTION:
      return new pkijs.AlgorithmIdentifier({
        algorithmId: SHA256_WITH_RSA,
        algorithmParams: new asn1js.Null(),
      });
    case EC_PUBLIC_KEY:
      return new pkijs.AlgorithmIdentifier({ algorithmId: ECDSA_WITH_SHA256 });
    default:
      throw new Error(`A seal key must be RSA or EC, not ${publicKey.algorithm.algorithmId}`);
  }
}
