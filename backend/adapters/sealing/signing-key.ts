/**
 * What the CMS builder (cms.ts) asks of a sealing key: its certificate, and a signature over bytes
 * (RSASSA-PKCS1-v1_5 or ECDSA, both with SHA-256, as the certificate's key says). The key itself may never
 * leave where it lives: a file under DATA_DIR locally, AWS KMS in AWS.
 */
export interface SigningKey {
  /** The DER of the X.509 certificate of the key, self-signed by it. */
  readonly certificateDer: Uint8Array;
  /** The signature value over `data` (SHA-256 is applied by the signer, not by the caller). */
  sign(data: Uint8Array): Promise<Uint8Array>;
}

/** Signs `data`, hashing it with SHA-256 itself: the one operation both keys offer. */
export type SignBytes = (data: Uint8Array) => Promise<Uint8Array>;
