import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { describe, expect, it } from 'vitest';
import { handlerEntries } from '../bench/lib/lambda-bundles';
import { BackendFunction } from './backend-function';
import { useTestApp } from './test-app';

describe('the Lambda bundles the benchmark measures', () => {
  const built = useTestApp();

  it('are every function the stack builds from the product’s handlers, so none is left unmeasured', () => {
    const constructs = built.stack.node.findAll();
    const backendFunctions = constructs.filter(
      (construct): construct is BackendFunction => construct instanceof BackendFunction,
    );
    // Every function bundled from our code is a BackendFunction, whose entry the benchmark can read.
    expect(constructs.filter((construct) => construct instanceof NodejsFunction)).toHaveLength(
      backendFunctions.length,
    );
    const measured = handlerEntries(process.cwd()).map(({ entry }) => entry);
    expect([...measured].sort()).toEqual(backendFunctions.map(({ entry }) => entry).sort());
    expect(new Set(handlerEntries(process.cwd()).map(({ name }) => name)).size).toBe(measured.length);
  });
});
