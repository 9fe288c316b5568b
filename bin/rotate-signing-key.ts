/**
 * `npm run rotate-signing-key [-- --stage NAME] [--retire | --now]`: replaces the key session tokens are
 * signed with, nobody signed out (bin/rotation/signing-key-rotation.ts says the order and why). Without a
 * flag it adds the new key, waits until every function accepts it (about 6 minutes) and makes it sign; the
 * old key stays accepted until the last token it signed expires, then `--retire` removes it. `--now` is for
 * a key that leaked: only the new key is accepted, and everybody signs in again. Needs AWS credentials.
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { SECRET_CACHE_SECONDS } from '../backend/adapters/secret-cache';
import { SESSION_TOKEN_TTL_SECONDS } from '../backend/contract/limits';
import { SESSION_ABSOLUTE_SECONDS } from '../backend/contract/sessions';
import { stackNames } from '../backend/contract/deployment';
import { parseKeyRing, serializeKeyRing } from '../backend/domain/auth/key-ring';
import { readStageSettings, takeStage } from './deploy-settings';
import {
  newSigningKey,
  rotateSigningKey,
  type SigningKeyRotationMode,
  type SigningKeyRotationPorts,
} from './rotation/signing-key-rotation';

async function signingSecretArn(region: string, stackName: string): Promise<string> {
  const { Stacks = [] } = await new CloudFormationClient({ region }).send(
    new DescribeStacksCommand({ StackName: stackName }),
  );
  const arn = Stacks[0]?.Outputs?.find((output) => output.OutputKey === 'SigningSecretArn')?.OutputValue;
  if (!arn) throw new Error(`${stackName} has no SigningSecretArn output: deploy it first`);
  return arn;
}

function awsPorts(region: string, secretArn: string): SigningKeyRotationPorts {
  const secrets = new SecretsManagerClient({ region });
  return {
    readRing: async () => {
      const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretArn }));
      return parseKeyRing(SecretString ?? '');
    },
    writeRing: async (ring) => {
      await secrets.send(
        new PutSecretValueCommand({ SecretId: secretArn, SecretString: serializeKeyRing(ring) }),
      );
    },
    wait: (seconds, why) => {
      console.log(`   waiting ${seconds} s: ${why}`);
      return new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    },
    now: () => new Date(),
    newKey: () => newSigningKey(),
    log: (line) => console.log(line),
  };
}

/** The mode the flags ask for; both flags at once is a mistake worth stopping on. */
export function modeOf(args: readonly string[]): SigningKeyRotationMode {
  const retire = args.includes('--retire');
  const now = args.includes('--now');
  if (retire && now) throw new Error('Give --retire or --now, not both');
  return retire ? 'retire' : now ? 'now' : 'rotate';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { stage, rest } = takeStage(process.argv.slice(2));
  try {
    const settings = readStageSettings(stage, process.env, process.cwd());
    const arn = await signingSecretArn(settings.region, stackNames(stage).site);
    await rotateSigningKey(awsPorts(settings.region, arn), {
      mode: modeOf(rest),
      cacheSeconds: SECRET_CACHE_SECONDS,
      // The longest a token lives: a session's absolute lifetime, or the token's own if that were longer.
      tokenLifetimeSeconds: Math.max(SESSION_ABSOLUTE_SECONDS, SESSION_TOKEN_TTL_SECONDS),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
