/**
 * The seal itself, the same for both keys: pdf-lib opens the finished PDF, @signpdf/placeholder-pdf-lib adds
 * the signature dictionary (SubFilter ETSI.CAdES.detached, an invisible widget on the last page) with room for
 * the CMS, and @signpdf/signpdf fills in the byte range (the whole file but the signature itself) and asks our
 * Signer for the CMS over those bytes (cms.ts).
 */
import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED, Signer } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import type { SealInfo, Sealer } from '../../domain/letters/pdf/sealer';
import { detachedSignedData } from './cms';
import type { SigningKey } from './signing-key';

/** Bytes kept for the CMS: an RSA-3072 seal with its certificate takes about 2 KB. */
const SIGNATURE_ROOM = 8192;

class CmsSigner extends Signer {
  constructor(private readonly key: SigningKey) {
    super();
  }

  override async sign(signedRanges: Buffer): Promise<Buffer> {
    const digest = createHash('sha256').update(signedRanges).digest();
    return Buffer.from(await detachedSignedData(digest, this.key));
  }
}

/** A Sealer over the key `loadKey` gives; the key is loaded on the first seal and kept. */
export function padesSealer(loadKey: () => Promise<SigningKey>): Sealer {
  let key: Promise<SigningKey> | undefined;
  return {
    async seal(pdf: Uint8Array, info: SealInfo): Promise<Uint8Array> {
      key ??= loadKey().catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      const doc = await PDFDocument.load(pdf, { updateMetadata: false });
      pdflibAddPlaceholder({
        pdfPage: doc.getPages().at(-1)!,
        reason: info.reason,
        name: info.name,
        location: info.location,
        contactInfo: info.contactInfo,
        signingTime: info.at,
        signatureLength: SIGNATURE_ROOM,
        subFilter: SUBFILTER_ETSI_CADES_DETACHED,
      });
      // No object streams: the byte range and the placeholder must be plain text in the file.
      const prepared = await doc.save({ useObjectStreams: false });
      const sealed = await new SignPdf().sign(Buffer.from(prepared), new CmsSigner(await key), info.at);
      return new Uint8Array(sealed);
    },
  };
}
