import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/** Length of the generated master secret; keys for each purpose are derived from it by HMAC. */
export const SIGNING_SECRET_LENGTH = 64;

/** What differs between the generated root secrets: what it holds, and why it is neither deleted nor rotated. */
interface RootSecretProps {
  readonly description: string;
  readonly rotationReason: string;
}

/**
 * A root secret Secrets Manager generates at deploy (nobody sees or types it), kept on stack deletion and
 * rotated only by an operator's deliberate step: deleting or rotating it voids what its keys signed.
 */
function generatedRootSecret(scope: Construct, { description, rotationReason }: RootSecretProps) {
  const secret = new secretsmanager.Secret(scope, 'Secret', {
    description,
    generateSecretString: {
      passwordLength: SIGNING_SECRET_LENGTH,
      // Letters and digits only: the value is used as HMAC key text, no quoting issues anywhere.
      excludePunctuation: true,
      includeSpace: false,
    },
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(secret).acknowledge({ id: 'AwsSolutions-SMG4', reason: rotationReason });
  return secret;
}

/**
 * The master secret for token signing and code hashing (backend/adapters/signing-secret.ts). Only functions
 * whose FunctionAccess says usesSecret may read it.
 */
export class SigningSecret extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = generatedRootSecret(this, {
      description: 'Master key for session tokens and sign-in code hashing (derived keys per purpose)',
      rotationReason:
        'Automatic rotation would end every session and void pending sign-in codes and reset links at ' +
        'an arbitrary time; operators rotate deliberately (docs/deploy-and-operations.md, step 10).',
    });
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
