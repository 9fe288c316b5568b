import { describe, expect, it } from 'vitest';
import { BACKEND_RUNTIME } from './backend-function';

describe('the runtime', () => {
  // npm ci installs Node.js itself (the node-linux-* packages, package.json), so `npm test` runs on it.
  it('the tests run on the Node.js major version the functions run in AWS', () => {
    expect(`nodejs${process.versions.node.split('.')[0]}.x`).toBe(BACKEND_RUNTIME.name);
  });
});
