/** The public seal check (/verify): the browser hashes the file and sends only the hash. */
import { CheckSealDocument } from '#contract/graphql/signing.generated';
import { callGraphql } from '../../lib/graphql';

/** No session: anyone may ask, and a staff session in the same browser is never used. */
const NO_SESSION = '';

export const checkSeal = (sha256: string) => callGraphql(CheckSealDocument, { sha256 }, NO_SESSION);

/** The SHA-256 of a file, as lowercase hex, computed in the browser: the file itself never leaves the device. */
export async function sha256OfFile(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
