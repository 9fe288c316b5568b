/** Counts every DynamoDB call this process makes (the local stack runs in it: authorizer, session and user checks included). */
import { documentClient } from '../../backend/adapters/dynamodb/client';

export const allCalls = { count: 0 };

/** Starts counting (once per process, after the stack has configured the client). */
export function countEveryDynamoCall(): void {
  documentClient().middlewareStack.add(
    (next) => (args) => {
      allCalls.count += 1;
      return next(args);
    },
    { step: 'initialize', name: 'benchCallCounter' },
  );
}
