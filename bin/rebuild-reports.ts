/**
 * `npm run rebuild-reports`: recomputes the lead report's counters from the leads, in the deployed tables
 * or the local ones (--local). An operator command, not a request path: it reads every non-spam lead once
 * through the inbox's time index (a Query walk, no Scan) and replaces every day's counters.
 */
import { parseArgs } from 'node:util';
import { resetConfig } from '../backend/config';
import { DEFAULT_REGION } from '../backend/contract/deployment';
import { ENV } from '../backend/environment';
import { tables, type TableKey } from '../backend/adapters/dynamodb/tables';

const USED: TableKey[] = ['consultations', 'settings', 'leadReports'];

const HELP = `Recompute the lead report's counters from the leads.

Usage:
  npm run rebuild-reports -- [--local]

Deployed (default): uses the tables named by ${USED.map((key) => tables[key].envVar).join(', ')} in
AWS_REGION, with your shell's AWS credentials (Query on the consultations table's byTime index, GetItem on
settings, Query, BatchWriteItem on the report table).

--local: the local tables under DATA_DIR (default .data); stop \`npm start\` first.

Run it when the inbox is quiet: a lead changed during the rebuild may be counted twice or not at all (run
it again then).`;

function prepareEnvironment(endpoint?: string, names?: Partial<Record<TableKey, string>>): void {
  process.env[ENV.mailFrom] ??= 'unused@localhost';
  process.env[ENV.firmInfoEmail] ??= 'unused@localhost';
  process.env[ENV.siteUrl] ??= 'http://localhost';
  if (endpoint && names) {
    Object.assign(process.env, {
      [ENV.dynamodbEndpoint]: endpoint,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      [ENV.region]: DEFAULT_REGION,
      ...Object.fromEntries(USED.map((key) => [tables[key].envVar, names[key]])),
    });
  } else {
    const missing = USED.map((key) => tables[key].envVar).filter((name) => !process.env[name]);
    if (missing.length)
      throw new Error(`Set ${missing.join(', ')} to the deployed tables' names, or pass --local.`);
  }
  resetConfig();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      local: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  let stopLocal: (() => Promise<void>) | undefined;
  if (values.local) {
    const { startDynamo } = await import('../backend/local/dynamodb');
    const dynamo = await startDynamo(process.env.DATA_DIR || '.data');
    stopLocal = dynamo.close;
    prepareEnvironment(dynamo.endpoint, dynamo.tableNames);
  } else {
    prepareEnvironment();
  }
  try {
    const { rebuildReportDependencies } = await import('../backend/handlers/composition/inbox');
    const { rebuildLeadReport } = await import('../backend/domain/reports/rebuild');
    const { leads, days } = await rebuildLeadReport(rebuildReportDependencies());
    console.log(`Rebuilt the lead report: ${leads} leads on ${days} days.`);
  } finally {
    await stopLocal?.();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
