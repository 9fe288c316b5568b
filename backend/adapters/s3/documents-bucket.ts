/**
 * What the adapters of the documents bucket's prefixes share (staff documents, clients' quarantine, exports):
 * the bucket's name, a HEAD that answers "not there" as undefined, and ETags as the domain keeps them.
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

/** An ETag as the domain keeps it: without S3's quotes (S3's event notifications send it so too). */
export const bareETag = (eTag: string) => eTag.replace(/^W\//, '').replace(/"/g, '');

/** An ETag as S3's If-Match and x-amz-copy-source-if-match headers take it: quoted. */
export const quotedETag = (eTag: string) => `"${bareETag(eTag)}"`;

/** A version id as the domain keeps it: none for an object written while the bucket kept no versions. */
export const versionIdOf = (versionId: string | undefined) =>
  versionId && versionId !== 'null' ? versionId : undefined;
