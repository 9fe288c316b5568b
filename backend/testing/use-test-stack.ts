/**
 * The local stack of one test file: started before its first test and stopped after its last, so a file
 * says `const stack = useTestStack();` instead of declaring, starting and stopping it by hand. Kept apart
 * from test-stack.ts because it registers Vitest hooks, and the bench scripts start a test stack without
 * Vitest.
 */
import { afterAll, beforeAll } from 'vitest';
import { takeTableRefusals } from '../adapters/dynamodb/client';
import type { LocalStackOptions } from '../local/stack';
import { startTestStack, type TestStack } from './test-stack';

/**
 * The returned object is filled in by `beforeAll`: read it inside hooks and tests, not at the top level of
 * the file. Hooks a file registers after this call run after the stack is up (Vitest runs `beforeAll`
 * hooks in order).
 */
export function useTestStack(overrides: Partial<LocalStackOptions> = {}): TestStack {
  const stack = {} as TestStack;
  let started: TestStack | undefined;
  beforeAll(async () => {
    started = await startTestStack(overrides);
    Object.assign(stack, started);
  });
  afterAll(async () => {
    await started?.stop();
    // A handler that touched a table its function may not (backend/adapters/dynamodb/client.ts) fails the
    // file even when it caught the error and answered anyway: in AWS that call fails.
    const refused = [...new Set(takeTableRefusals())];
    if (refused.length > 0) throw new Error(`Table grants refused:\n${refused.join('\n')}`);
  });
  return stack;
}
