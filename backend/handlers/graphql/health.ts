import type { NoArguments } from '../../domain/operation';
import { defineResolver } from './resolver';

/** Query.health: proves the request went through the authorizer and a resolver. */
export const handler = defineResolver('Query.health', async (_actor, _args: NoArguments) => ({
  status: 'ok',
  time: new Date().toISOString(),
}));
