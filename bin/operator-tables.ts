/**
 * Where an operator command's tables are: the deployed ones, named by the stage's site stack outputs (read
 * with CloudFormation DescribeStacks) or by environment variables, which win; or with --local the local ones
 * under DATA_DIR for as long as the command runs. create-admin and rebuild-reports share it.
 */
import type { Output } from '@aws-sdk/client-cloudformation';
import { resetConfig } from '../backend/config';
import { DEFAULT_REGION, stackNames } from '../backend/contract/deployment';
import { ENV } from '../backend/environment';
import { tables, type TableDefinition, type TableKey } from '../backend/adapters/dynamodb/tables';

/** "USERS_TABLE (the stack output UsersTableName)": what an operator sets, and where to find it. */
export const tableVariable = (key: TableKey) => {
  const { envVar, output }: TableDefinition = tables[key];
  return output ? `${envVar} (the stack output ${output})` : envVar;
};

/**
 * The table variables a stack's outputs supply for `used`, leaving any the environment already sets (an
 * operator's explicit name wins); answers them and the tables neither names.
 */
export function tableVariablesFromOutputs(
  used: readonly TableKey[],
  outputs: readonly Output[],
  env: NodeJS.ProcessEnv,
): { variables: Record<string, string>; missing: TableKey[] } {
  const byKey = new Map(outputs.map((output) => [output.OutputKey, output.OutputValue]));
  const variables: Record<string, string> = {};
  const missing: TableKey[] = [];
  for (const key of used) {
    const { envVar, output }: TableDefinition = tables[key];
    if (env[envVar]) continue;
    const name = output ? byKey.get(output) : undefined;
    if (name) variables[envVar] = name;
    else missing.push(key);
  }
  return { variables, missing };
}

/** The stage's site stack outputs, in AWS_REGION (or the default region). */
async function siteStackOutputs(stage: string): Promise<Output[]> {
  const { CloudFormationClient, DescribeStacksCommand } = await import('@aws-sdk/client-cloudformation');
  const client = new CloudFormationClient({ region: process.env[ENV.region] || DEFAULT_REGION });
  const { Stacks = [] } = await client.send(new DescribeStacksCommand({ StackName: stackNames(stage).site }));
  return Stacks[0]?.Outputs ?? [];
}

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

/**
 * Runs `command` against the tables in `used`: the deployed ones of `stage` (names from the environment,
 * else from the stack's outputs), or (`local`) the local database.
 */
export async function withOperatorTables<Result>(
  used: readonly TableKey[],
  local: boolean,
  command: () => Promise<Result>,
  stage?: string,
): Promise<Result> {
  if (!local) {
    if (stage && used.some((key) => !process.env[tables[key].envVar])) {
      const { variables } = tableVariablesFromOutputs(used, await siteStackOutputs(stage), process.env);
      Object.assign(process.env, variables);
    }
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
