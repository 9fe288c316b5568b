import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_SECRET_LENGTH } from '../backend/domain/edge/origin-verification';

/**
 * The value CloudFront adds as the origin header on every request to AppSync and the HTTP API, so the
 * authorizer and the mail handler can refuse anything that bypassed CloudFront and its WAF. Secrets
 * Manager generates it at deploy as JSON `{current, previous}`: CloudFront sends `current` (a CloudFormation
 * dynamic reference, resolved at deploy and never written into the template), the functions accept both,
 * so a rotation needs no downtime (SECURITY.md, "Rotating the origin secret").
 */
export class OriginSecret extends Construct {
  readonly secret: secretsmanager.Secret;
  /** `{{resolve:secretsmanager:...:SecretString:current::}}`, for CloudFront's origin custom header. */
  readonly currentValueReference: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description:
        'Origin header value CloudFront adds to API requests ({current, previous}); see SECURITY.md',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ previous: '' }),
        generateStringKey: 'current',
        passwordLength: ORIGIN_SECRET_LENGTH,
        // Letters and digits only: the value travels as an HTTP header.
        excludePunctuation: true,
        includeSpace: false,
      },
      // Nothing depends on keeping it: a new one takes effect on the next deploy.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.currentValueReference = this.secret.secretValueFromJson('current').unsafeUnwrap();
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the value only when the distribution changes, so an automatic rotation would ' +
        'not reach it; npm run rotate-origin-secret moves the secret, the functions and CloudFront in ' +
        'order (SECURITY.md, "Rotating the secrets").',
    });
  }
}
