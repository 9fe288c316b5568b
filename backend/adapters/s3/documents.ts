/**
 * The documents bucket behind the File Manager's ObjectStore port: presigned POST (S3 enforces the size
 * and the type from the signed policy), presigned GET with the response headers fixed by the signature,
 * HEAD to confirm an upload, a copy of exactly one object into the File Manager (a client's file out of the
 * quarantine), and deletion that leaves the prior versions to the bucket's lifecycle rule.
 */
import { LINK_LIFETIME_SECONDS } from '../../contract/documents';
import { ObjectChangedError, type ObjectStore } from '../../domain/documents/ports';
import { isObjectChanged, presignedPosts, requestPresigner, s3 } from './client';
import { documentsBucket as bucket, headObject, quotedETag } from './documents-bucket';

/** The policy's conditions: exactly this key, this Content-Type, and a size from 1 byte to maxBytes. */
export function uploadConditions(key: string, contentType: string, maxBytes: number) {
  return [
    { bucket: bucket() },
    ['eq', '$key', key],
    ['eq', '$Content-Type', contentType],
    ['content-length-range', 1, maxBytes],
  ] as const;
}

/** A GET link whose signature fixes the response's type and disposition; `signingDate` is for tests. */
export async function presignDocumentGet(
  input: Parameters<ObjectStore['presignGet']>[0],
  signingDate?: Date,
) {
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([s3(), requestPresigner()]);
  return getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      Bucket: bucket(),
      Key: input.key,
      VersionId: input.s3VersionId,
      ResponseContentType: input.contentType,
      ResponseContentDisposition: input.contentDisposition,
    }),
    { expiresIn: LINK_LIFETIME_SECONDS, signingDate },
  );
}

export const documentObjects: ObjectStore = {
  async presignUpload({ key, contentType, maxBytes }) {
    const [{ client }, { createPresignedPost }] = await Promise.all([s3(), presignedPosts()]);
    const post = await createPresignedPost(client, {
      Bucket: bucket(),
      Key: key,
      Conditions: uploadConditions(key, contentType, maxBytes) as never,
      Fields: { 'Content-Type': contentType },
      Expires: LINK_LIFETIME_SECONDS,
    });
    return { url: post.url, fields: post.fields };
  },
  async head(key) {
    const answer = await headObject(key);
    if (!answer) return undefined;
    return {
      size: answer.ContentLength ?? 0,
      contentType: answer.ContentType ?? '',
      s3VersionId: answer.VersionId,
    };
  },
  presignGet: (input) => presignDocumentGet(input),
  async copyIn(source, key) {
    const { sdk, client } = await s3();
    const path = source.key.split('/').map(encodeURIComponent).join('/');
    const version = source.s3VersionId ? `?versionId=${encodeURIComponent(source.s3VersionId)}` : '';
    let answer;
    try {
      answer = await client.send(
        new sdk.CopyObjectCommand({
          Bucket: bucket(),
          Key: key,
          CopySource: `${bucket()}/${path}${version}`,
          // S3 copies only while the source is still this object (412 otherwise); with the version, in AWS,
          // no later upload to the same key can take its place.
          CopySourceIfMatch: quotedETag(source.eTag),
        }),
      );
    } catch (error) {
      if (isObjectChanged(error)) throw new ObjectChangedError(source.key, { cause: error });
      throw error;
    }
    const stored = await documentObjects.head(key);
    return { size: stored?.size ?? 0, contentType: stored?.contentType ?? '', s3VersionId: answer.VersionId };
  },
  async remove(key) {
    // One plain delete, never a VersionId: in AWS (versioned) S3 writes a delete marker and the bytes stay a
    // prior version until the lifecycle rule expires them (infra/documents.ts); the functions' roles hold no
    // s3:DeleteObjectVersion (infra/backend-function.ts). s3rver keeps no versions: the object goes.
    const { sdk, client } = await s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket(), Key: key }));
  },
};
