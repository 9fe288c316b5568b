import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { describe, expect, it } from 'vitest';
import { handlerEntries } from '../bench/lib/lambda-bundles';
import { BackendFunction, bundleGraphOf } from './backend-function';
import { SDK_PACKAGE_SERVICES } from './function-access';
import { logicalId, useTestApp, type TestApp } from './test-app';

const backendFunctionsOf = (built: TestApp) =>
  built.stack.node
    .findAll()
    .filter((construct): construct is BackendFunction => construct instanceof BackendFunction);

/** The services (IAM action prefixes) a role's policies let it call, from the synthesized template. */
function grantedServices(built: TestApp, backendFunction: BackendFunction): Set<string> {
  const role = logicalId(backendFunction.role);
  const policies = Object.values(built.template.findResources('AWS::IAM::Policy')).filter(({ Properties }) =>
    (Properties.Roles as unknown[]).some((ref) => JSON.stringify(ref) === JSON.stringify({ Ref: role })),
  );
  const actions = policies.flatMap(({ Properties }) =>
    (Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap(({ Action }) => Action),
  );
  return new Set(actions.map((action) => action.split(':')[0]!));
}

/**
 * Services a role may use without an SDK client: Lambda writes the logs, and sends an asynchronous run that
 * kept failing to the function's failed-runs queue (infra/failed-runs.ts) with the function's role.
 */
const WITHOUT_CLIENT = new Set(['logs', 'sqs']);

describe('the Lambda bundles the benchmark measures', () => {
  const built = useTestApp();

  it('are every function the stack builds from the product’s handlers, so none is left unmeasured', () => {
    const constructs = built.stack.node.findAll();
    const backendFunctions = backendFunctionsOf(built);
    // Every function bundled from our code is a BackendFunction, whose entry the benchmark can read.
    expect(constructs.filter((construct) => construct instanceof NodejsFunction)).toHaveLength(
      backendFunctions.length,
    );
    const measured = handlerEntries(process.cwd()).map(({ entry }) => entry);
    expect([...measured].sort()).toEqual(backendFunctions.map(({ entry }) => entry).sort());
    expect(new Set(handlerEntries(process.cwd()).map(({ name }) => name)).size).toBe(measured.length);
  });

  it('each import only the AWS SDK packages of the services their role may call, and one for each', () => {
    const mismatches = backendFunctionsOf(built).flatMap((backendFunction) => {
      const { sdkPackages } = bundleGraphOf(backendFunction.entryFile);
      const granted = grantedServices(built, backendFunction);
      const imported = new Set(sdkPackages.map((name) => SDK_PACKAGE_SERVICES[name] ?? `unmapped ${name}`));
      const needless = sdkPackages.filter((name) => !granted.has(SDK_PACKAGE_SERVICES[name] ?? name));
      const unused = [...granted].filter((service) => !WITHOUT_CLIENT.has(service) && !imported.has(service));
      return [
        ...needless.map((name) => `${backendFunction.entry} imports ${name} but its role may not call it`),
        ...unused.map(
          (service) => `${backendFunction.entry} may call ${service} but imports no client for it`,
        ),
      ];
    });
    expect(mismatches).toEqual([]);
  });
});
