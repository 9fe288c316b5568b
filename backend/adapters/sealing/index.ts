/**
 * The sealing port's composition: the firm's KMS key when SEALING_KEY_ID is set (AWS), else the local key
 * under SEALING_KEY_DIR (the local stack sets it under DATA_DIR). Both seal through the same PAdES and CMS
 * code; only where the signature value comes from differs.
 */
import { KMSClient } from '@aws-sdk/client-kms';
import { ConfigError, config, type BackendConfig } from '../../config';
import type { Sealer } from '../../domain/letters/pdf/sealer';
import { kmsSigningKey, type KmsClientLike } from './kms-key';
import { localSigningKey } from './local-key';
import { padesSealer } from './pades';
import type { SigningKey } from './signing-key';

type SealingSettings = Pick<BackendConfig, 'sealingKeyId' | 'sealingKeyDir' | 'region'>;

/** The key the settings name: KMS first, so a function in AWS never falls back to a file. */
export function sealingKeyOf(
  { sealingKeyId, sealingKeyDir, region }: SealingSettings,
  kmsClient: () => KmsClientLike = () => new KMSClient({ region }),
): Promise<SigningKey> {
  if (sealingKeyId) return kmsSigningKey(kmsClient(), sealingKeyId);
  if (sealingKeyDir) return localSigningKey(sealingKeyDir);
  return Promise.reject(new ConfigError('No sealing key configured (SEALING_KEY_ID or SEALING_KEY_DIR)'));
}

/** The Sealer the environment names; its key is read at the first seal, so wiring it costs nothing. */
export function sealerFromEnvironment(): Sealer {
  return padesSealer(() => sealingKeyOf(config()));
}
