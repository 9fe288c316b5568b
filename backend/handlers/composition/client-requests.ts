/**
 * Client document requests: the staff's operations and the client's link (DynamoDB, the quarantine, SES and
 * the public-function secret), and the schedule's digests and reminders (DynamoDB and SES, in client-request-sweep.ts).
 */
import { log } from '../../adapters/log';
import { tryConsume } from '../../adapters/dynamodb/throttles';
import { clientRequestStore } from '../../adapters/dynamodb/client-requests';
import { productClock } from '../../adapters/clock';
import { quarantine } from '../../adapters/s3/quarantine';
import { sendEmail } from '../../adapters/ses';
import { publicFunctionKey } from '../../adapters/public-function-keys';
import { config } from '../../config';
import type { ClientRequestDependencies } from '../../domain/client-requests/ports';
import { firmFiles } from './client-files';
import { clientRequestLeads } from './client-request-sweep';
import { auditLog } from './shared';

/** The staff's operations and the client's link. Files reach the File Manager through its own rules. */
export function clientRequestDependencies(): ClientRequestDependencies {
  return {
    store: clientRequestStore,
    quarantine,
    files: firmFiles(),
    leads: clientRequestLeads,
    rateLimiter: { tryConsume },
    sendMail: sendEmail,
    tokenKey: () => publicFunctionKey('client-link-hashing'),
    audit: auditLog(),
    siteUrl: config().siteUrl,
    now: productClock,
    log,
  };
}
