import { defineResolver } from './resolver';

/** Query.health: proves the request went through the authorizer and a resolver. */
export const handler = defineResolver('Query.health', async (_actor, _args) => ({
  status: 'ok',
  time: new Date().toISOString(),
}));
