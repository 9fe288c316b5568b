import { defineResolver } from './resolver';

/** Query.health: proves the request went through the authorizer and a resolver. */
export const handler = defineResolver<Record<string, never>, { status: string; time: string }>(async () => ({
  status: 'ok',
  time: new Date().toISOString(),
}));
