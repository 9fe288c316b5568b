/**
 * The client's signing page (/sign#<token>). No session is ever sent from it: the link's
 * token is the only proof, so a staff session in the same browser is never used.
 */
import {
  CheckSigningCodeDocument,
  DeclineLetterDocument,
  GiveSigningConsentDocument,
  SendSigningCodeDocument,
  SignLetterDocument,
  SigningPageDocument,
  type SigningPageFieldsFragment,
} from '#contract/graphql/signing.generated';
import { callGraphql } from '../../lib/graphql';

/** No Authorization beyond the bare word: the link's token travels as an argument. */
const NO_SESSION = '';

export type SigningPage = SigningPageFieldsFragment;

export const loadSigningPage = (token: string) => callGraphql(SigningPageDocument, { token }, NO_SESSION);

export const giveConsent = (token: string, consentVersion: string, accessWord: string) =>
  callGraphql(
    GiveSigningConsentDocument,
    { token, consentVersion, accessWord: accessWord.trim() },
    NO_SESSION,
  );

export const sendCode = (token: string) => callGraphql(SendSigningCodeDocument, { token }, NO_SESSION);

export const checkCode = (token: string, code: string) =>
  callGraphql(CheckSigningCodeDocument, { token, code: code.replace(/\s+/g, '') }, NO_SESSION);

export const sign = (token: string, typedName: string, drawnSignature: string | null) =>
  callGraphql(SignLetterDocument, { token, typedName: typedName.trim(), drawnSignature }, NO_SESSION);

export const decline = (token: string, reason: string) =>
  callGraphql(DeclineLetterDocument, { token, reason: reason.trim() }, NO_SESSION);
