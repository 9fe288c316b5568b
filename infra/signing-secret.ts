import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/** Length of the generated master secret; keys for each purpose are derived from it by HMAC. */
export const SIGNING_SECRET_LENGTH = 64;

/** What differs between the generated root secrets: what it holds, and why it is neither deleted nor rotated. */
interface RootSecretProps {
  readonly description: string;
  readonly rotationReason: string;
  /** A second region holding a replica of the value. */
  readonly replicaRegion?: string;
}

/**
 * A root secret Secrets Manager generates at deploy (nobody sees or types it), kept on stack deletion and
 * rotated only by an operator's deliberate step: deleting or rotating it voids what its keys signed.
 */
function generatedRootSecret(
  scope: Construct,
  { description, rotationReason, replicaRegion }: RootSecretProps,
) {
  const secret = new secretsmanager.Secret(scope, 'Secret', {
    description,
    generateSecretString: {
      passwordLength: SIGNING_SECRET_LENGTH,
      // Letters and digits only: the value is used as HMAC key text, no quoting issues anywhere.
      excludePunctuation: true,
      includeSpace: false,
    },
    removalPolicy: RemovalPolicy.RETAIN,
    ...(replicaRegion ? { replicaRegions: [{ region: replicaRegion }] } : {}),
  });
  Validations.of(secret).acknowledge({ id: 'AwsSolutions-SMG4', reason: rotationReason });
  return secret;
}

export interface SigningSecretProps {
  /**
   * The region AWS Backup copies the recovery points to (`backupCopyVaultArn`), if any: the secret is
   * replicated there, so a restore in that region can read what the restored tables hold sealed.
   */
  readonly replicaRegion?: string;
}

/**
 * The master secret for token signing and code hashing (backend/adapters/signing-secret.ts). Only functions
 * whose FunctionAccess says usesSecret may read it. Its key ring's `data` root seals every authenticator
 * secret and hashes every recovery code the tables hold, so it is backed up with them: kept on stack
 * deletion, refused to `DeleteSecret` by its own resource policy (an operator removes that policy first, on
 * purpose), and replicated to the backups' copy region when there is one.
 */
export class SigningSecret extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: SigningSecretProps = {}) {
    super(scope, id);
    this.secret = generatedRootSecret(this, {
      description: 'Master key for session tokens and sign-in code hashing (derived keys per purpose)',
      rotationReason:
        'Automatic rotation would end every session and void pending sign-in codes and reset links at ' +
        'an arbitrary time; operators rotate deliberately (docs/deploy-and-operations.md, step 10).',
      replicaRegion: props.replicaRegion,
    });
    this.secret.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'KeepTheDataRoot',
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: ['secretsmanager:DeleteSecret'],
        resources: ['*'],
      }),
    );
  }
}

/**
 * The secret the public functions' keys are derived from (backend/adapters/public-function-keys.ts): the
 * form's bot check, client upload links, calendar-feed links. Apart from the signing secret so that a
 * function strangers reach holds nothing that can mint a staff session.
 */
export class PublicFunctionSecret extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = generatedRootSecret(this, {
      description: 'Root of the keys of bot-check challenges, client upload links and calendar-feed links',
      rotationReason:
        'Automatic rotation would void every client upload link and calendar-feed link at an arbitrary ' +
        'time; replacing it is a deliberate operator step.',
    });
  }
}
