/**
 * One folder of the File Manager brought back: its files' records and versions from a restored copy of the
 * two tables, and their bytes either from the documents bucket's prior versions (a delete marker removed,
 * so each object is current again under its own S3 version id) or from a bucket AWS Backup restored into.
 * Nothing live is overwritten: a file the folder holds now, or whose name is taken, is left and reported.
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  type ListObjectVersionsCommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/lib-dynamodb';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { nameSlotOf, withIndexKeys, withVersionKeys } from '../../backend/adapters/dynamodb/document-keys';
import { ROOT_FOLDER_ID } from '../../backend/contract/documents';
import type { DocumentRecord, VersionRecord } from '../../backend/domain/documents/records';

/** Where the folder is read from, and where it goes back to. */
export interface FolderRestorePlan {
  folderId: string;
  /** The restored copies of the documents and documentVersions tables (or the live ones, for bytes only). */
  from: { documentsTable: string; versionsTable: string; bucket?: string };
  to: { documentsTable: string; versionsTable: string; bucket: string };
}

export interface FolderRestoreReport {
  folder: string;
  /** Files of the folder in the restored tables. */
  files: number;
  /** Records written back (the folder's own, if it was gone, and each file's). */
  recordsRestored: number;
  versionsRestored: number;
  /** Objects current again in the documents bucket, checked by HEAD against the version's size. */
  objectsVerified: number;
  bytesVerified: number;
  /** The sizes the version records announce: `bytesVerified` must equal it. */
  bytesExpected: number;
  /** What was left alone, and why. */
  left: string[];
  /** Objects that could not be brought back (no prior version, no copy in the source bucket). */
  missing: string[];
}

/**
 * A CopyObject source: the key URL-encoded as S3 asks, keeping `/` and the `:` of the version's time
 * (s3rver decodes the header with decodeURI, which leaves `%3A` as it is).
 */
export const copySourceOf = (bucket: string, key: string) => `${bucket}/${encodeURI(key)}`;

/** What undoing a delete takes for one key: the delete markers above its newest version, to be removed. */
export function markersToRemove(
  key: string,
  listing: Pick<ListObjectVersionsCommandOutput, 'Versions' | 'DeleteMarkers'>,
) {
  const versions = (listing.Versions ?? []).filter((version) => version.Key === key);
  const markers = (listing.DeleteMarkers ?? []).filter((marker) => marker.Key === key);
  const newest = versions
    .map((version) => version.LastModified?.getTime() ?? 0)
    .reduce((latest, at) => Math.max(latest, at), Number.NEGATIVE_INFINITY);
  if (versions.length === 0) return { restorable: false, markers: [] as string[] };
  return {
    restorable: true,
    markers: markers
      .filter((marker) => (marker.LastModified?.getTime() ?? 0) >= newest && marker.VersionId)
      .map((marker) => marker.VersionId!),
  };
}

/** Brings the object under `key` back; answers its S3 version id (a copy's is new), or false if it cannot. */
async function restoreObject(
  s3: S3Client,
  plan: FolderRestorePlan,
  key: string,
): Promise<{ s3VersionId?: string } | false> {
  if (plan.from.bucket) {
    try {
      const copied = await s3.send(
        new CopyObjectCommand({
          Bucket: plan.to.bucket,
          Key: key,
          CopySource: copySourceOf(plan.from.bucket, key),
        }),
      );
      return { s3VersionId: copied.VersionId };
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return false;
      throw error;
    }
  }
  const listing = await s3.send(new ListObjectVersionsCommand({ Bucket: plan.to.bucket, Prefix: key }));
  const undo = markersToRemove(key, listing);
  if (!undo.restorable) return false;
  for (const marker of undo.markers) {
    await s3.send(new DeleteObjectCommand({ Bucket: plan.to.bucket, Key: key, VersionId: marker }));
  }
  return {};
}

/** The stored size of the object as the version record names it, or undefined when it is not there. */
async function storedSize(s3: S3Client, bucket: string, version: VersionRecord): Promise<number | undefined> {
  try {
    const head = await s3.send(
      new HeadObjectCommand({ Bucket: bucket, Key: version.key, VersionId: version.s3VersionId }),
    );
    return head.ContentLength;
  } catch (error) {
    if (['NotFound', 'NoSuchKey', 'NoSuchVersion'].includes((error as { name?: string }).name ?? ''))
      return undefined;
    throw error;
  }
}

export async function restoreFolder(
  plan: FolderRestorePlan,
  clients: { dynamodb: DynamoDBClient; s3: S3Client },
): Promise<FolderRestoreReport> {
  const db = DynamoDBDocumentClient.from(clients.dynamodb);
  const report: FolderRestoreReport = {
    folder: plan.folderId,
    files: 0,
    recordsRestored: 0,
    versionsRestored: 0,
    objectsVerified: 0,
    bytesVerified: 0,
    bytesExpected: 0,
    left: [],
    missing: [],
  };
  const live = async (id: string) =>
    (await db.send(new GetCommand({ TableName: plan.to.documentsTable, Key: { id } }))).Item as
      DocumentRecord | undefined;
  const putNew = async (record: DocumentRecord) => {
    await db.send(
      new PutCommand({
        TableName: plan.to.documentsTable,
        Item: withIndexKeys({
          ...record,
          state: 'ready',
          trashedAt: undefined,
          revision: record.revision + 1,
        }),
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
    report.recordsRestored += 1;
  };

  const records: DocumentRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: plan.from.documentsTable,
        FilterExpression: 'folderId = :folder OR id = :folder',
        ExpressionAttributeValues: { ':folder': plan.folderId },
        ExclusiveStartKey: start,
      }),
    );
    records.push(...((page.Items ?? []) as DocumentRecord[]));
    start = page.LastEvaluatedKey;
  } while (start);

  const folder = records.find((record) => record.id === plan.folderId);
  if (plan.folderId !== ROOT_FOLDER_ID) {
    if (!folder) throw new Error(`No folder ${plan.folderId} in ${plan.from.documentsTable}.`);
    if (!(await live(folder.id))) await putNew(folder);
  }

  const files = records.filter((record) => record.kind === 'file' && record.folderId === plan.folderId);
  report.files = files.length;
  for (const file of files) {
    if (file.state === 'pending') {
      report.left.push(`${file.name}: an upload never confirmed`);
      continue;
    }
    const now = await live(file.id);
    if (now) {
      report.left.push(`${file.name}: still in the File Manager (${now.state}); its bytes are checked`);
    } else {
      const clash = await db.send(
        new QueryCommand({
          TableName: plan.to.documentsTable,
          IndexName: 'byNameSlot',
          KeyConditionExpression: 'nameSlot = :slot',
          ExpressionAttributeValues: { ':slot': nameSlotOf(plan.folderId, file.name) },
          Limit: 1,
        }),
      );
      if (clash.Items?.length) {
        report.left.push(`${file.name}: the folder holds another file of that name now`);
        continue;
      }
    }

    const versions = (
      await db.send(
        new QueryCommand({
          TableName: plan.from.versionsTable,
          KeyConditionExpression: 'documentId = :id',
          ExpressionAttributeValues: { ':id': file.id },
        }),
      )
    ).Items as VersionRecord[] | undefined;
    for (const version of (versions ?? []).filter((each) => each.state === 'ready')) {
      report.bytesExpected += version.size;
      const restored = await restoreObject(clients.s3, plan, version.key);
      if (!restored) {
        report.missing.push(`${file.name}: ${version.key}`);
        continue;
      }
      const record = restored.s3VersionId ? { ...version, s3VersionId: restored.s3VersionId } : version;
      const written = await db
        .send(
          new PutCommand({
            TableName: plan.to.versionsTable,
            Item: withVersionKeys(record),
            ...(restored.s3VersionId ? {} : { ConditionExpression: 'attribute_not_exists(versionId)' }),
          }),
        )
        .then(
          () => true,
          (error: { name?: string }) => {
            if (error.name === 'ConditionalCheckFailedException') return false;
            throw error;
          },
        );
      if (written) report.versionsRestored += 1;
      const size = await storedSize(clients.s3, plan.to.bucket, record);
      if (size === version.size) {
        report.objectsVerified += 1;
        report.bytesVerified += size;
      } else
        report.missing.push(`${file.name}: ${version.key} (${size ?? 'no'} bytes, ${version.size} expected)`);
    }
    if (!now) await putNew(file);
  }
  return report;
}
