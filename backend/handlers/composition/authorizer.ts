/**
 * The authorizer's wiring: the product's clock, the token keys (the signing secret), and the stored user and
 * session (DynamoDB).
 */
import { productClock } from '../../adapters/clock';
import { getUserAndSession, touchSession } from '../../adapters/dynamodb/sessions';
import { tokenKeys } from '../../adapters/signing-secret';

export function authorizerDependencies() {
  return { now: productClock, tokenKeys, getUserAndSession, touchSession };
}
