/**
 * The check both API entry points (the AppSync authorizer and the mail handler) make before anything else:
 * the request came through CloudFront, carrying a value of the origin secret (Secrets Manager in AWS, a
 * file locally). Secrets Manager only, so importing it costs a function no other AWS SDK package.
 */
import { originSecret } from '../../adapters/origin-secret';
import { isVerifiedOrigin, ORIGIN_VERIFY_HEADER } from '../../domain/edge/origin-verification';

/** Whether a request's headers (lower-case names) carry a value the origin secret accepts. */
export async function cameThroughCloudFront(
  headers: Record<string, string | undefined> | undefined,
): Promise<boolean> {
  return isVerifiedOrigin(headers?.[ORIGIN_VERIFY_HEADER], await originSecret());
}
