/**
 * The signing page's wiring: the letters table, the letters/ prefix, the throttles, SES, the public-function
 * secret's keys for links and codes, and the hand-over to the sealing job. Nothing here loads the PDF
 * library or the sealing key.
 */
import { tryConsume } from '../../adapters/dynamodb/throttles';
import { startJob } from '../../adapters/jobs';
import { publicFunctionKey } from '../../adapters/public-function-keys';
import { letterObjects } from '../../adapters/s3/letters';
import { config } from '../../config';
import type { SigningDependencies } from '../../domain/letters/ports';
import { letterRecordDependencies } from './letter-records';

/** Starts the sealing job for a letter every signer signed. */
export const startLanding = (letterId: string) => startJob(config().letterSealerFunction, { letterId });

export function signingDependencies(): SigningDependencies {
  return {
    ...letterRecordDependencies(),
    objects: letterObjects,
    startLanding,
    rateLimiter: { tryConsume },
    tokenKey: () => publicFunctionKey('letter-link-hashing'),
    codeKey: () => publicFunctionKey('letter-code-hashing'),
    siteUrl: config().siteUrl,
  };
}
