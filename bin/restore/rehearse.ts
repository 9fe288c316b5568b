/**
 * The restore runbook rehearsed on this machine (docs/deploy-and-operations.md, "Restore"): a local DynamoDB
 * (dynalite) and S3 (s3rver) in a folder of their own, seeded with a File Manager folder; then one table
 * copied to a "restored" table and back after a loss, and one folder's files brought back, records and
 * bytes, after the Trash was emptied. Each step prints what it did and checks counts, bytes and digests.
 * What AWS alone does (a point-in-time or AWS Backup restore into a new table, S3's prior versions) is
 * stood in for by a copy, as the lines say.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DeleteItemCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { productClock } from '../../backend/adapters/clock';
import { documentStore } from '../../backend/adapters/dynamodb/documents';
import { tables, type TableKey } from '../../backend/adapters/dynamodb/tables';
import { documentObjects } from '../../backend/adapters/s3/documents';
import { resetConfig } from '../../backend/config';
import { DEFAULT_REGION } from '../../backend/contract/deployment';
import { ROOT_FOLDER_ID } from '../../backend/contract/documents';
import { objectKeyOf, type DocumentRecord } from '../../backend/domain/documents/records';
import { purge } from '../../backend/domain/documents/trash';
import { ENV } from '../../backend/environment';
import { createTableInput, startDynamo } from '../../backend/local/dynamodb';
import { DOCUMENTS_BUCKET, startS3 } from '../../backend/local/documents';
import { copySourceOf, restoreFolder, type FolderRestoreReport } from './folder';
import { copyTable, summarizeTable, type TableSummary } from './table-copy';

export interface RehearsalResult {
  ok: boolean;
  lines: string[];
  table: {
    original: TableSummary;
    restoredCopy: TableSummary;
    afterLoss: TableSummary;
    afterCopyBack: TableSummary;
  };
  folder: FolderRestoreReport & { bytesMatching: number; filesListed: number };
}

const RESTORED = (name: string) => `${name}-restored`;
const FOLDER_FILES = 6;
const OTHER_FILES = 4;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The environment the adapters read, set for the rehearsal and put back after it. */
function useEnvironment(values: Record<string, string>): () => void {
  const before = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  resetConfig();
  return () => {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetConfig();
  };
}

/** A file of the File Manager with one or two versions, its bytes in the bucket; answers its versions' bytes. */
async function seedFile(s3: S3Client, folderId: string, name: string, versionCount: number) {
  const id = randomUUID();
  const at = productClock().toISOString();
  const bodies: { key: string; body: Buffer }[] = [];
  for (let index = 0; index < versionCount; index += 1) {
    const versionId = `${at}-${index}${id.slice(0, 7)}`;
    const body = randomBytes(1000 + Math.floor(Math.random() * 4000));
    const key = objectKeyOf(id, versionId);
    const put = await s3.send(
      new PutObjectCommand({
        Bucket: DOCUMENTS_BUCKET,
        Key: key,
        Body: body,
        ContentType: 'application/pdf',
      }),
    );
    await documentStore.putVersion({
      documentId: id,
      versionId,
      key,
      size: body.length,
      contentType: 'application/pdf',
      uploadedBy: 'Rehearsal',
      uploadedByEmail: 'rehearsal@firm.example',
      uploadedAt: at,
      state: 'ready',
      s3VersionId: put.VersionId,
    });
    bodies.push({ key, body });
  }
  const record: DocumentRecord = {
    id,
    kind: 'file',
    name,
    folderId,
    state: 'ready',
    contentType: 'application/pdf',
    size: bodies.at(-1)!.body.length,
    createdAt: at,
    updatedAt: at,
    currentVersionId: bodies.at(-1)!.key.split('/').at(-1),
    versionCount,
    revision: 1,
  };
  await documentStore.create(record);
  return { record, bodies };
}

const describeSummary = (summary: TableSummary) =>
  `${summary.items} items, ${summary.bytes} bytes, sha256 ${summary.digest.slice(0, 16)}`;

/** Runs the whole rehearsal in a fresh folder (removed after) and answers what it found. */
export async function rehearseRestore(): Promise<RehearsalResult> {
  const dir = await mkdtemp(join(tmpdir(), 'restore-rehearsal-'));
  const dynamo = await startDynamo(dir);
  const localS3 = await startS3(dir, 0, ['http://localhost']);
  const lines: string[] = [];
  const say = (line: string) => lines.push(line);
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const dynamodb = new DynamoDBClient({ endpoint: dynamo.endpoint, region: DEFAULT_REGION, credentials });
  const s3 = new S3Client({
    endpoint: localS3.endpoint,
    region: DEFAULT_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const used: TableKey[] = ['documents', 'documentVersions'];
  const restoreEnvironment = useEnvironment({
    [ENV.region]: DEFAULT_REGION,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    [ENV.dynamodbEndpoint]: dynamo.endpoint,
    [ENV.s3Endpoint]: localS3.endpoint,
    [ENV.documentsBucket]: DOCUMENTS_BUCKET,
    [ENV.mailFrom]: 'unused@localhost',
    [ENV.firmInfoEmail]: 'unused@localhost',
    [ENV.siteUrl]: 'http://localhost',
    ...Object.fromEntries(used.map((key) => [tables[key].envVar, dynamo.tableNames[key]])),
  });
  try {
    const names = { documents: dynamo.tableNames.documents, versions: dynamo.tableNames.documentVersions };
    say(`Local stack: dynalite ${dynamo.endpoint}, s3rver ${localS3.endpoint}, data in ${dir}`);

    // The firm's files: one folder to lose and restore, and files beside it that must come through untouched.
    const folderId = randomUUID();
    const at = productClock().toISOString();
    await documentStore.create({
      id: folderId,
      kind: 'folder',
      name: 'Harlow v. Cascade Freight',
      folderId: ROOT_FOLDER_ID,
      state: 'ready',
      createdAt: at,
      updatedAt: at,
      versionCount: 0,
      revision: 1,
    });
    const seeded = [];
    for (let index = 0; index < FOLDER_FILES; index += 1)
      seeded.push(await seedFile(s3, folderId, `Exhibit ${index + 1}.pdf`, 1 + (index % 2)));
    const others = [];
    for (let index = 0; index < OTHER_FILES; index += 1)
      others.push(await seedFile(s3, ROOT_FOLDER_ID, `Intake ${index + 1}.pdf`, 1));
    const folderBytes = seeded.flatMap((file) => file.bodies).reduce((sum, { body }) => sum + body.length, 0);
    const folderObjects = seeded.flatMap((file) => file.bodies);
    say(
      `Seeded: folder "Harlow v. Cascade Freight" with ${FOLDER_FILES} files (${folderObjects.length} versions, ${folderBytes} bytes), and ${OTHER_FILES} files at the top`,
    );

    // 1. What AWS's restore makes: a new table of the same keys and indexes, and a bucket with the objects.
    for (const key of used) {
      await dynamodb.send(new CreateTableCommand(createTableInput(key, RESTORED(dynamo.tableNames[key]))));
      const copied = await copyTable(dynamodb, dynamo.tableNames[key], RESTORED(dynamo.tableNames[key]));
      say(
        `Backup stand-in: ${dynamo.tableNames[key]} -> ${RESTORED(dynamo.tableNames[key])}, ${copied} items`,
      );
    }
    await s3.send(new CreateBucketCommand({ Bucket: RESTORED(DOCUMENTS_BUCKET) }));
    for (const { key } of [...folderObjects, ...others.flatMap((file) => file.bodies)]) {
      await s3.send(
        new CopyObjectCommand({
          Bucket: RESTORED(DOCUMENTS_BUCKET),
          Key: key,
          CopySource: copySourceOf(DOCUMENTS_BUCKET, key),
        }),
      );
    }
    say(
      `Backup stand-in: bucket ${DOCUMENTS_BUCKET} -> ${RESTORED(DOCUMENTS_BUCKET)}, ${folderObjects.length + OTHER_FILES} objects`,
    );

    // 2. One table: items lost, then the restored table's items copied back.
    const original = await summarizeTable(dynamodb, names.documents);
    const restoredCopy = await summarizeTable(dynamodb, RESTORED(names.documents));
    say(`Table ${names.documents}: ${describeSummary(original)}`);
    say(`Table ${RESTORED(names.documents)}: ${describeSummary(restoredCopy)}`);
    for (const { record } of others.slice(0, 2)) {
      await dynamodb.send(
        new DeleteItemCommand({ TableName: names.documents, Key: { id: { S: record.id } } }),
      );
    }
    const afterLoss = await summarizeTable(dynamodb, names.documents);
    say(`Loss: 2 items deleted from ${names.documents}: ${describeSummary(afterLoss)}`);
    const copiedBack = await copyTable(dynamodb, RESTORED(names.documents), names.documents);
    const afterCopyBack = await summarizeTable(dynamodb, names.documents);
    const tableOk =
      restoredCopy.digest === original.digest &&
      afterCopyBack.digest === original.digest &&
      afterCopyBack.items === original.items;
    say(
      `Copied back ${copiedBack} items: ${describeSummary(afterCopyBack)}: ${tableOk ? 'matches the table before the loss' : 'DIFFERS from the table before the loss'}`,
    );

    // 3. One folder: the Trash emptied (the product's own purge: records, versions, objects), then restored.
    for (const { record } of seeded) await purge({ store: documentStore, objects: documentObjects }, record);
    const left = await documentStore.listFolder(folderId, { sort: 'name', direction: 'asc' });
    say(
      `Loss: the folder's ${FOLDER_FILES} files purged as emptying the Trash does; the folder lists ${left.items.length}`,
    );
    const report = await restoreFolder(
      {
        folderId,
        from: {
          documentsTable: RESTORED(names.documents),
          versionsTable: RESTORED(names.versions),
          bucket: RESTORED(DOCUMENTS_BUCKET),
        },
        to: { documentsTable: names.documents, versionsTable: names.versions, bucket: DOCUMENTS_BUCKET },
      },
      { dynamodb, s3 },
    );
    say(
      `Folder restored: ${report.recordsRestored} records, ${report.versionsRestored} versions, ${report.objectsVerified} objects (${report.bytesVerified} of ${report.bytesExpected} bytes)`,
    );
    for (const line of [...report.left, ...report.missing]) say(`  ${line}`);
    let bytesMatching = 0;
    for (const { key, body } of folderObjects) {
      const answer = await s3.send(new GetObjectCommand({ Bucket: DOCUMENTS_BUCKET, Key: key }));
      const stored = await answer.Body!.transformToByteArray();
      if (sha256(stored) === sha256(body)) bytesMatching += stored.length;
    }
    const listed = await documentStore.listFolder(folderId, { sort: 'name', direction: 'asc' });
    const folderOk =
      listed.items.length === FOLDER_FILES &&
      report.missing.length === 0 &&
      report.bytesVerified === folderBytes &&
      bytesMatching === folderBytes;
    say(
      `The folder lists ${listed.items.length} of ${FOLDER_FILES} files; ${bytesMatching} of ${folderBytes} bytes match the originals by SHA-256: ${folderOk ? 'restored' : 'NOT restored'}`,
    );
    return {
      ok: tableOk && folderOk,
      lines,
      table: { original, restoredCopy, afterLoss, afterCopyBack },
      folder: { ...report, bytesMatching, filesListed: listed.items.length },
    };
  } finally {
    restoreEnvironment();
    dynamodb.destroy();
    s3.destroy();
    await localS3.close();
    await dynamo.close();
    await rm(dir, { recursive: true, force: true });
  }
}
