import { AsyncLocalStorage } from 'node:async_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { endpointClient } from '../endpoint-client';

/** One document client per process (per endpoint), pointed at dynalite when running locally. */
export const documentClient = endpointClient(
  (endpoints) => endpoints.dynamodb,
  (region, endpoint) => {
    const local = endpoint
      ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {};
    return DynamoDBDocumentClient.from(new DynamoDBClient({ region, ...local }), {
      marshallOptions: { removeUndefinedValues: true },
    });
  },
);

type TableKey = keyof ReturnType<typeof config>['tableNames'];

/**
 * The function a call runs in, as the local stack knows it (backend/local): in AWS each function's
 * environment and role name only its own tables, so a handler that touches another fails there and only
 * there. Locally every function shares one process and every table, so the local stack runs each call
 * `asFunction`, and `tableName` refuses a table the function's grants leave out, the way AWS would.
 */
const runningFunction = new AsyncLocalStorage<{ name: string; tables: ReadonlySet<TableKey> }>();

/** Every refusal so far, for the test stacks to fail on (a handler may catch the error and answer anyway). */
const refusals: string[] = [];

/** The refusals since the last call, which it forgets: backend/testing and e2e fail a run on any. */
export function takeTableRefusals(): string[] {
  return refusals.splice(0);
}

/** Runs `work` as the function `name`, whose role may touch `tables` and no other. */
export function asFunction<T>(name: string, tables: readonly TableKey[], work: () => T): T {
  return runningFunction.run({ name, tables: new Set(tables) }, work);
}

export function tableName(key: TableKey): string {
  const running = runningFunction.getStore();
  if (running && !running.tables.has(key)) {
    const refusal =
      `${running.name} may not touch the ${key} table: in AWS its role and environment leave it out. ` +
      'Add it to what the function reads, writes or appends (its registry entry), or take the call elsewhere.';
    refusals.push(refusal);
    // Said here too: the handler may catch the error, and an e2e run reads the stack's output (e2e/global-setup.ts).
    console.error(refusal);
    throw new Error(refusal);
  }
  const name = config().tableNames[key];
  if (!name) throw new Error(`No table name configured for ${key}`);
  return name;
}
