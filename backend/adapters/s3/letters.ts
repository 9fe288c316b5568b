/**
 * The documents bucket's `letters/` prefix behind the letters' LetterObjects port: the PDFs as sent, the
 * consent PDFs, drawn signatures and sealed PDFs, written by the server and handed out only through
 * short-lived GET links whose signature fixes the type and disposition. No staff listing reads this prefix.
 */
import { LETTER_LINK_SECONDS } from '../../contract/letters';
import type { LetterObjects } from '../../domain/letters/ports';
import { LETTERS_PREFIX } from '../../domain/letters/records';
import { contentDisposition } from '../../domain/documents/records';
import { requestPresigner, s3 } from './client';
import { bareETag, documentsBucket as bucket, versionIdOf } from './documents-bucket';

function lettersKey(key: string): string {
  if (!key.startsWith(LETTERS_PREFIX)) throw new Error(`Not a letters key: ${key}`);
  return key;
}

export const letterObjects: LetterObjects = {
  async put(key, bytes, contentType) {
    const { sdk, client } = await s3();
    const answer = await client.send(
      new sdk.PutObjectCommand({
        Bucket: bucket(),
        Key: lettersKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
    return { eTag: bareETag(answer.ETag ?? ''), versionId: versionIdOf(answer.VersionId) };
  },

  async get(key) {
    const { sdk, client } = await s3();
    const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket(), Key: lettersKey(key) }));
    const chunks: Uint8Array[] = [];
    for await (const chunk of answer.Body as AsyncIterable<Uint8Array>) chunks.push(chunk);
    return new Uint8Array(Buffer.concat(chunks));
  },

  async link(key, fileName, disposition) {
    const [{ sdk, client }, { getSignedUrl }] = await Promise.all([s3(), requestPresigner()]);
    return getSignedUrl(
      client,
      new sdk.GetObjectCommand({
        Bucket: bucket(),
        Key: lettersKey(key),
        ResponseContentType: fileName.endsWith('.png') ? 'image/png' : 'application/pdf',
        ResponseContentDisposition: contentDisposition(disposition, fileName),
      }),
      { expiresIn: LETTER_LINK_SECONDS },
    );
  },
};
