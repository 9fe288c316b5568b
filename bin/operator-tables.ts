/**
 * Where an operator command's tables are: the deployed ones, named by environment variables an operator
 * copies from the stack outputs, or with --local the local ones under DATA_DIR for as long as the command
 * runs. create-admin and rebuild-reports share it.
 */
import { resetConfig } from '../backend/config';
import { DEFAULT_REGION } from '../backend/contract/deployment';
import { ENV } from '../backend/environment';
import { tables, type TableDefinition, type TableKey } from '../backend/adapters/dynamodb/tables';

/** "USERS_TABLE (the stack output UsersTableName)": what an operator sets, and where to find it. */
export const tableVariable = (key: TableKey) => {
  const { envVar, output }: TableDefinition = tables[key];
  return output ? `${envVar} (the stack output ${output})` : envVar;
};

/** Configuration the adapters read; the mail settings are not used by operator commands but are required. */
function prepareEnvironment(
  used: readonly TableKey[],
  local?: { endpoint: string; names: Record<TableKey, string> },
) {
  process.env[ENV.mailFrom] ??= 'unused@localhost';
  process.env[ENV.firmInfoEmail] ??= 'unused@localhost';
  process.env[ENV.siteUrl] ??= 'http://localhost';
  if (local) {
    Object.assign(process.env, {
      [ENV.dynamodbEndpoint]: local.endpoint,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      [ENV.region]: DEFAULT_REGION,
      ...Object.fromEntries(used.map((key) => [tables[key].envVar, local.names[key]])),
    });
  } else {
    const missing = used.filter((key) => !process.env[tables[key].envVar]);
    if (missing.length > 0) throw new Error(`Set ${missing.map(tableVariable).join(', ')}, or pass --local.`);
  }
  resetConfig();
}

/** Runs `command` against the tables in `used`: the deployed ones, or (`local`) the local database. */
export async function withOperatorTables<Result>(
  used: readonly TableKey[],
  local: boolean,
  command: () => Promise<Result>,
): Promise<Result> {
  if (!local) {
    prepareEnvironment(used);
    return command();
  }
  const { startDynamo } = await import('../backend/local/dynamodb');
  const dynamo = await startDynamo(process.env.DATA_DIR || '.data');
  try {
    prepareEnvironment(used, { endpoint: dynamo.endpoint, names: dynamo.tableNames });
    return await command();
  } finally {
    await dynamo.close();
  }
}
