/**
 * What the adapters of the documents bucket's prefixes share (staff documents, clients' quarantine, exports):
 * the bucket's name and a HEAD that answers "not there" as undefined.
 */
import type { HeadObjectCommandOutput } from '@aws-sdk/client-s3';
import { config } from '../../config';
import { isNotFound, s3 } from './client';

export function documentsBucket(): string {
  const name = config().documentsBucket;
  if (!name) throw new Error('No documents bucket configured (DOCUMENTS_BUCKET)');
  return name;
}

/** The object's metadata, or undefined when the key holds no object. */
export async function headObject(key: string): Promise<HeadObjectCommandOutput | undefined> {
  const { sdk, client } = await s3();
  try {
    return await client.send(new sdk.HeadObjectCommand({ Bucket: documentsBucket(), Key: key }));
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}
