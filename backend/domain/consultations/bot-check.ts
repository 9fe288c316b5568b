/**
 * The form's bot check (BOT_CHECK in contract/consultation): the server issues a signed, expiring
 * proof-of-work challenge (ALTCHA, altcha-lib) and accepts each solved challenge once. A request without a
 * valid, unspent solution is still stored and the firm still told; it is only marked unverified, and an
 * unverified request never makes the firm mail the address it names (acknowledgement.ts).
 */
import { createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { BOT_CHECK } from '../../contract/consultation';

export interface BotCheckDeps {
  /** The key that signs challenges (derived from the server's secret). */
  signingKey(): Promise<string>;
  /** Records a solved challenge as spent until it expires; false when it was spent before. */
  spend(signature: string, expiresAt: Date, now: Date): Promise<boolean>;
  now?: () => Date;
}

/** A new challenge, as the JSON the widget reads. */
export async function issueBotChallenge(
  _visitor: unknown,
  _args: unknown,
  { signingKey, now = () => new Date() }: Pick<BotCheckDeps, 'signingKey' | 'now'>,
): Promise<string> {
  const challenge = await createChallenge({
    algorithm: BOT_CHECK.algorithm,
    cost: BOT_CHECK.cost,
    counter: randomInt(BOT_CHECK.counterMin, BOT_CHECK.counterMax),
    deriveKey,
    expiresAt: new Date(now().getTime() + BOT_CHECK.lifetimeSeconds * 1000),
    hmacSignatureSecret: await signingKey(),
  });
  return JSON.stringify(challenge);
}

/** The widget's field: base64 of `{ challenge, solution }`; undefined when it is not that. */
function decodePayload(value: string | null | undefined): Payload | undefined {
  if (!value || value.length > 4096) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Partial<Payload> | null;
    if (!payload?.challenge?.parameters || !payload.challenge.signature || !payload.solution)
      return undefined;
    return payload as Payload;
  } catch {
    return undefined;
  }
}

/** Whether the request carries a valid solution of an unexpired challenge nobody used before. */
export async function isVerifiedHuman(
  value: string | null | undefined,
  deps: BotCheckDeps,
): Promise<boolean> {
  const payload = decodePayload(value);
  if (!payload) return false;
  const now = (deps.now ?? (() => new Date()))();
  const { parameters, signature } = payload.challenge;
  // The library takes expiry from the signed parameters; a challenge without one would be valid for ever.
  if (!signature || parameters.algorithm !== BOT_CHECK.algorithm || !parameters.expiresAt) return false;
  if (parameters.expiresAt * 1000 <= now.getTime()) return false;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: await deps.signingKey(),
  }).catch(() => undefined);
  if (!result?.verified) return false;
  return deps.spend(signature, new Date(parameters.expiresAt * 1000), now);
}
