import { RemovalPolicy } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

/** The seal key's alias: the product, the stage and what it is, as the alarms are named (one per account and region). */
export const sealingKeyAliasOf = (stage: string) => `alias/LawFirm-${stage}-seal`;

/** The only KMS actions a sealing function needs: the public key for its certificate, and signatures. */
export const SEALING_ACTIONS = ['kms:Sign', 'kms:GetPublicKey'] as const;

export interface SealingKeyProps {
  /** The stage, in the key's alias. */
  readonly stage: string;
}

/**
 * The firm's seal on signed engagement letters: an asymmetric KMS key (RSA 3072, SIGN_VERIFY) whose private
 * half never leaves KMS (backend/adapters/sealing/kms-key.ts). Kept when the stack is deleted: a sealed PDF
 * carries the key's certificate, and the firm must still be able to show which key sealed it. KMS does not
 * rotate asymmetric keys; an operator replaces it (docs/deploy-and-operations.md, decision 022).
 */
export class SealingKey extends Construct {
  readonly key: kms.Key;

  constructor(scope: Construct, id: string, props: SealingKeyProps) {
    super(scope, id);
    this.key = new kms.Key(this, 'Key', {
      description: 'Seals signed engagement letters (PAdES); the private key never leaves KMS',
      keySpec: kms.KeySpec.RSA_3072,
      keyUsage: kms.KeyUsage.SIGN_VERIFY,
      // Risky default flagged: the CDK's default removal would schedule the key's deletion with the stack.
      removalPolicy: RemovalPolicy.RETAIN,
      alias: sealingKeyAliasOf(props.stage),
    });
  }

  /** Lets `grantee` seal with this key: kms:Sign and kms:GetPublicKey on it, and nothing else. */
  grantSealing(grantee: iam.IGrantable): iam.Grant {
    return this.key.grant(grantee, ...SEALING_ACTIONS);
  }
}
