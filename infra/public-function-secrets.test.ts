/**
 * The functions a stranger reaches without signing in, apart from sign-in itself (which must sign tokens):
 * the consultation form and its bot check, a client's upload and signing pages and the calendar feed. None may hold the
 * signing secret, which can mint a staff session: not in its environment, not in its role. Their keys come
 * from the public-function secret (backend/adapters/public-function-keys.ts).
 */
import { describe, expect, it } from 'vitest';
import { logicalId, statementsOfRole, resourcesOf, useTestApp, type TestApp } from './test-app';
import type { BackendFunction } from './backend-function';

const built = useTestApp();

const PUBLIC_FUNCTIONS: [name: string, pick: (app: TestApp) => BackendFunction][] = [
  ['the consultation form and its bot check', ({ stack }) => stack.graphql.areaFunctions.intake!],
  ["a client's upload page", ({ stack }) => stack.graphql.areaFunctions['client-uploads']!],
  ["a client's signing page and the seal check", ({ stack }) => stack.graphql.areaFunctions.signing!],
  ['the calendar feed', ({ stack }) => stack.mailApi.calendarHandler],
];

function environmentOf(backendFunction: BackendFunction): Record<string, unknown> {
  const resources = built.template.toJSON().Resources;
  return resources[logicalId(backendFunction.function)].Properties.Environment.Variables;
}

describe.each(PUBLIC_FUNCTIONS)('%s', (_, pick) => {
  it('holds no signing secret: neither its environment nor its role names it', () => {
    const signingSecret = `"${logicalId(built.stack.signingSecret.secret)}"`;
    const environment = environmentOf(pick(built));
    expect(Object.keys(environment)).not.toContain('SIGNING_SECRET_ARN');
    expect(JSON.stringify(environment)).not.toContain(signingSecret);
    const statements = statementsOfRole(built.template, logicalId(pick(built).role));
    for (const statement of statements) {
      expect(JSON.stringify(resourcesOf(statement))).not.toContain(signingSecret);
    }
  });

  it('reads its keys from the public-function secret', () => {
    const publicSecret = { Ref: logicalId(built.stack.publicFunctionSecret.secret) };
    expect(environmentOf(pick(built)).PUBLIC_FUNCTION_SECRET_ARN).toEqual(publicSecret);
    const statements = statementsOfRole(built.template, logicalId(pick(built).role));
    expect(statements.flatMap(resourcesOf)).toContainEqual(publicSecret);
  });
});
