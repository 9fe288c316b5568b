/**
 * What the adapters of the documents bucket's prefixes share (staff documents, clients' quarantine, exports):
 * the bucket's name and a HEAD that answers "not there" as undefined.
 */
import { HeadObjectCommand, NotFound, type HeadObjectCommandOutput } from '@aws-sdk/client-s3';
import { config } from '../../config';
import { s3Client } from './client';

export function documentsBucket(): string {
  const name = config().documentsBucket;
  if (!name) throw new Error('No documents bucket configured (DOCUMENTS_BUCKET)');
  return name;
}

/** The object's metadata, or undefined when the key holds no object. */
export async function headObject(key: string): Promise<HeadObjectCommandOutput | undefined> {
  try {
    return await s3Client().send(new HeadObjectCommand({ Bucket: documentsBucket(), Key: key }));
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return undefined;
    throw error;
  }
}
