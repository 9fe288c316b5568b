/**
 * Engagement letters without their PDFs: the signing page (the letters table, the letters/ prefix, the
 * throttles, SES and the public-function secret), the notice sweeper's reminders and expiry, and the hand-over
 * to the sealing job. Nothing here loads the PDF library or the sealing key.
 */
import { productClock } from '../../adapters/clock';
import { inboxStore } from '../../adapters/dynamodb/consultation-inbox';
import { letterStore } from '../../adapters/dynamodb/letters';
import { tryConsume } from '../../adapters/dynamodb/throttles';
import { startJob } from '../../adapters/jobs';
import { log } from '../../adapters/log';
import { publicFunctionKey } from '../../adapters/public-function-keys';
import { letterObjects } from '../../adapters/s3/letters';
import { sendEmail } from '../../adapters/ses';
import { config } from '../../config';
import type { LetterSweepDependencies, SigningDependencies } from '../../domain/letters/ports';
import { auditLog } from './shared';

const startLanding = (letterId: string) => startJob(config().letterSealerFunction, { letterId });

/** What the signing page and the staff's letters share. */
export function signingDependencies(): SigningDependencies {
  return {
    store: letterStore,
    objects: letterObjects,
    timeline: (caseId, event) => inboxStore.appendEvent(caseId, event),
    startLanding,
    rateLimiter: { tryConsume },
    sendMail: sendEmail,
    tokenKey: () => publicFunctionKey('letter-link-hashing'),
    codeKey: () => publicFunctionKey('letter-code-hashing'),
    audit: auditLog(),
    siteUrl: config().siteUrl,
    now: productClock,
    log,
  };
}

/** The notice sweeper's part: reminders, expiry, and letters whose sealing did not finish. */
export function letterSweepDependencies(): LetterSweepDependencies {
  return {
    store: letterStore,
    timeline: (caseId, event) => inboxStore.appendEvent(caseId, event),
    startLanding,
    sendMail: sendEmail,
    audit: auditLog(),
    now: productClock,
    log,
  };
}
