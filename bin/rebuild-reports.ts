/**
 * `npm run rebuild-reports`: recomputes the lead report's counters from the leads, in the deployed tables
 * or the local ones (--local). An operator command, not a request path: it reads every non-spam lead once
 * through the inbox's time index (a Query walk, no Scan) and replaces every day's counters.
 */
import { parseArgs } from 'node:util';
import type { TableKey } from '../backend/adapters/dynamodb/tables';
import { tableVariable, withOperatorTables } from './operator-tables';

const USED: TableKey[] = ['consultations', 'settings', 'leadReports'];

const HELP = `Recompute the lead report's counters from the leads.

Usage:
  npm run rebuild-reports -- [--local]

Deployed (default): uses the tables named by
  ${USED.map(tableVariable).join('\n  ')}
in AWS_REGION, with your shell's AWS credentials (Query on the consultations table's byTime index,
GetItem on settings, Query and BatchWriteItem on the report table).

--local: the local tables under DATA_DIR (default .data); stop \`npm start\` first.

Run it when the inbox is quiet: a lead changed during the rebuild may be counted twice or not at all (run
it again then).`;

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
  await withOperatorTables(USED, values.local, async () => {
    const { rebuildReportDependencies } = await import('../backend/handlers/composition/inbox');
    const { rebuildLeadReport } = await import('../backend/domain/reports/rebuild');
    const { leads, days } = await rebuildLeadReport(rebuildReportDependencies());
    console.log(`Rebuilt the lead report: ${leads} leads on ${days} days.`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
