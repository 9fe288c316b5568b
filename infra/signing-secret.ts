import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/** Length of the generated master secret; keys for each purpose are derived from it by HMAC. */
export const SIGNING_SECRET_LENGTH = 64;

/**
 * The master secret for token signing and code hashing (backend/adapters/signing-secret.ts), generated
 * by Secrets Manager at deploy: nobody ever sees or types it. Only functions whose FunctionAccess says
 * usesSecret may read it.
 */
export class SigningSecret extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: 'Master key for session tokens and sign-in code hashing (derived keys per purpose)',
      generateSecretString: {
        passwordLength: SIGNING_SECRET_LENGTH,
        // Letters and digits only: the value is used as HMAC key text, no quoting issues anywhere.
        excludePunctuation: true,
        includeSpace: false,
      },
      // Deleting it would sign everyone out and void every pending code and reset link.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Automatic rotation would end every session and void pending sign-in codes and reset links at ' +
        'an arbitrary time; operators rotate deliberately (README, "Deploy (operators)").',
    });
  }
}

/**
 * The secret the public functions' keys are derived from (backend/adapters/public-function-keys.ts): the
 * form's bot check, client upload links, calendar-feed links. Apart from the signing secret so that a
 * function strangers reach holds nothing that can mint a staff session; generated at deploy like it.
 */
export class PublicFunctionSecret extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: 'Root of the keys of bot-check challenges, client upload links and calendar-feed links',
      generateSecretString: {
        passwordLength: SIGNING_SECRET_LENGTH,
        excludePunctuation: true,
        includeSpace: false,
      },
      // Deleting it would void every client upload link and calendar-feed link.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Automatic rotation would void every client upload link and calendar-feed link at an arbitrary ' +
        'time; replacing it is a deliberate operator step.',
    });
  }
}
