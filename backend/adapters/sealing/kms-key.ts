/**
 * The firm's seal key in AWS: an asymmetric KMS key (RSA_3072, SIGN_VERIFY) that never leaves KMS. The
 * function asks KMS for the public key and for signatures (kms:GetPublicKey, kms:Sign: all its role may do
 * with the key, infra/sealing-key.ts). The certificate is made from the key at the first seal of each
 * function instance and is the same every time (certificate.ts): nothing to store, nothing to keep in step
 * when the key is replaced.
 */
import { GetPublicKeyCommand, SignCommand, type KMSClient } from '@aws-sdk/client-kms';
import { sealCertificate } from './certificate';
import type { SignBytes, SigningKey } from './signing-key';

export const KMS_SEAL_UNIT = 'Electronic seal';
/** KMS signs a RAW message of at most 4096 bytes; signed attributes and a certificate body are far smaller. */
const KMS_RAW_MESSAGE_LIMIT = 4096;

/** The one KMS call the seal needs, as the SDK client offers it (a fake in tests). */
export type KmsClientLike = Pick<KMSClient, 'send'>;

export async function kmsSigningKey(client: KmsClientLike, keyId: string): Promise<SigningKey> {
  const publicKey = await client.send(new GetPublicKeyCommand({ KeyId: keyId }));
  if (publicKey.KeySpec !== 'RSA_3072' || publicKey.KeyUsage !== 'SIGN_VERIFY' || !publicKey.PublicKey)
    throw new Error(`KMS key ${keyId} is not an RSA_3072 SIGN_VERIFY key`);
  const sign: SignBytes = async (data) => {
    if (data.byteLength > KMS_RAW_MESSAGE_LIMIT)
      throw new Error(`KMS signs at most ${KMS_RAW_MESSAGE_LIMIT} bytes, not ${data.byteLength}`);
    const { Signature } = await client.send(
      new SignCommand({
        KeyId: keyId,
        Message: data,
        MessageType: 'RAW',
        SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
      }),
    );
    if (!Signature) throw new Error(`KMS returned no signature for key ${keyId}`);
    return Signature;
  };
  const certificateDer = await sealCertificate({
    publicKeySpki: publicKey.PublicKey,
    sign,
    unit: KMS_SEAL_UNIT,
  });
  return { certificateDer, sign };
}
