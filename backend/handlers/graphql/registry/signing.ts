/**
 * The signing area: the client's signing page behind the link a letter mailed them, and the public seal
 * check. Public (the link's token is the only proof), its own function, so nothing a stranger reaches holds
 * a staff grant: it reads and writes letters only, and hands a letter every signer signed to the sealing
 * job (backend/handlers/jobs/registry.ts), which alone seals, files and opens the matter. Every link
 * operation counts checks per network and actions per link (throttles); the links' and codes' hash keys
 * come from the public-function secret, never the signing secret.
 */
import { mutation, query, type AreaMember, type ResolverGrants } from './entries';

const SIGNING_LINK: ResolverGrants = {
  reads: ['letters'],
  writes: ['letters', 'throttles'],
  appends: ['audit'],
  usesPublicFunctionSecret: true,
  // The consent PDF, the PDF to sign and the sealed PDF, through short-lived links.
  letters: { read: true },
};

export const SIGNING = [
  query('signingPage', 'anyone', 'signing/page', SIGNING_LINK),
  mutation('giveSigningConsent', 'anyone', 'signing/consent', SIGNING_LINK),
  mutation('sendSigningCode', 'anyone', 'signing/send-code', { ...SIGNING_LINK, sendsMail: true }),
  mutation('checkSigningCode', 'anyone', 'signing/check-code', SIGNING_LINK),
  mutation('signLetter', 'anyone', 'signing/sign', {
    ...SIGNING_LINK,
    // The drawn signature is kept under letters/.
    letters: { read: true, write: true },
    startsJobs: ['sealSignedLetter'],
  }),
  mutation('declineLetter', 'anyone', 'signing/decline', { ...SIGNING_LINK, sendsMail: true }),
  query('checkSeal', 'anyone', 'signing/check-seal', { reads: ['letters'] }),
] satisfies AreaMember[];
