/**
 * `npm run restore`: the restore runbook's two commands against the deployed stack (docs/deploy-and-operations.md,
 * "Restore"). `table` copies a restored table's items into the stack's table; `folder` brings one File Manager
 * folder back from restored copies of its two tables and from the bucket's prior versions (or a restored bucket).
 * `npm run rehearse-restore` runs both on this machine.
 */
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { restoreFolder } from './restore/folder';
import { copyTable, summarizeTable } from './restore/table-copy';

const HELP = `Restore from a backup, with your shell's AWS credentials, in AWS_REGION.

  npm run restore -- table --from <restored table> --to <stack table> [--dry-run]
    Copies every item of the restored table into the stack's table (same keys replaced, newer items kept),
    then prints both tables' item counts, bytes and digests. --dry-run only prints the two summaries.

  npm run restore -- folder --folder <folder id> --documents-table <name> --versions-table <name>
      --bucket <documents bucket> [--from-documents-table <restored>] [--from-versions-table <restored>]
      [--from-bucket <restored bucket>]
    Puts the folder's files back as they were in the restored tables (a file the folder holds now, or whose
    name is taken, is left), and makes each version's object current again: from --from-bucket when given (an
    AWS Backup restore to a new bucket), else by removing the delete marker above its prior version.
    Needs s3:ListBucketVersions, s3:DeleteObjectVersion (the markers), s3:GetObject(Version), s3:PutObject.

Both Scan their source table: run them as an operator, never on a request path.`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      folder: { type: 'string' },
      'documents-table': { type: 'string' },
      'versions-table': { type: 'string' },
      bucket: { type: 'string' },
      'from-documents-table': { type: 'string' },
      'from-versions-table': { type: 'string' },
      'from-bucket': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(HELP);
    return;
  }
  const dynamodb = new DynamoDBClient({});
  if (command === 'table') {
    if (!values.from || !values.to) throw new Error('Give --from and --to.');
    if (!values['dry-run']) console.log(`Copied ${await copyTable(dynamodb, values.from, values.to)} items.`);
    for (const table of [values.from, values.to]) console.log(await summarizeTable(dynamodb, table));
    return;
  }
  if (command === 'folder') {
    const documentsTable = values['documents-table'];
    const versionsTable = values['versions-table'];
    if (!values.folder || !documentsTable || !versionsTable || !values.bucket)
      throw new Error('Give --folder, --documents-table, --versions-table and --bucket.');
    const report = await restoreFolder(
      {
        folderId: values.folder,
        from: {
          documentsTable: values['from-documents-table'] ?? documentsTable,
          versionsTable: values['from-versions-table'] ?? versionsTable,
          bucket: values['from-bucket'],
        },
        to: { documentsTable, versionsTable, bucket: values.bucket },
      },
      { dynamodb, s3: new S3Client({}) },
    );
    console.log(report);
    if (report.missing.length > 0 || report.bytesVerified !== report.bytesExpected) process.exitCode = 1;
    return;
  }
  throw new Error(`Unknown command "${command}": table or folder.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
