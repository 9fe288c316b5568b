/**
 * Exports (consultations, the audit log) as private objects under `exports/` in the documents bucket,
 * handed out as a presigned GET link: the file never passes through a Lambda response (no 6 MB limit),
 * the link lives EXPORT_LINK_SECONDS, downloads as an attachment, and the object itself expires by the
 * bucket's lifecycle rule (infra/documents.ts).
 */
import { randomUUID } from 'node:crypto';
import { requestPresigner, s3 } from './client';
import { documentsBucket as bucket } from './documents-bucket';

export const EXPORTS_PREFIX = 'exports/';
/** How long an export link works. */
export const EXPORT_LINK_SECONDS = 5 * 60;

const SAFE_NAME = /^[A-Za-z0-9._-]{1,100}$/u;

/**
 * Stores `body` as `exports/<random>/<fileName>` and returns a link that downloads it as `fileName`.
 * `fileName` is chosen by the server (letters, digits, . _ -); the random folder makes the key unguessable.
 */
export async function publishExport(
  fileName: string,
  body: string | Uint8Array,
  contentType = 'text/csv; charset=utf-8',
): Promise<string> {
  if (!SAFE_NAME.test(fileName)) throw new Error(`Unsafe export file name ${fileName}`);
  const key = `${EXPORTS_PREFIX}${randomUUID()}/${fileName}`;
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([s3(), requestPresigner()]);
  await client.send(
    new sdk.PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }),
  );
  return getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      Bucket: bucket(),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName}"`,
      ResponseContentType: contentType,
    }),
    { expiresIn: EXPORT_LINK_SECONDS },
  );
}
