/**
 * The seal key of signed letters: asymmetric, for signing only, kept with the stack's deletion, named per stage,
 * and usable by exactly the functions whose access declares `seals`, with kms:Sign and kms:GetPublicKey alone.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { ENV } from '../backend/environment';
import type { BackendResources } from './backend-resources';
import { functionEnvironment } from './function-environment';
import { SEALING_ACTIONS, SealingKey } from './sealing-key';
import {
  actionsOf,
  functionCases,
  logicalId,
  resourcesOf,
  statementsOfRole,
  TEST_STAGE,
  useTestApp,
} from './test-app';

const built = useTestApp();

const keyArnOf = (keyLogicalId: string) => ({ 'Fn::GetAtt': [keyLogicalId, 'Arn'] });

describe('the seal key in the stack', () => {
  it('is one asymmetric RSA 3072 signing key, kept when the stack is deleted, without automatic rotation', () => {
    built.template.resourceCountIs('AWS::KMS::Key', 1);
    built.template.hasResource('AWS::KMS::Key', {
      Properties: {
        KeySpec: 'RSA_3072',
        KeyUsage: 'SIGN_VERIFY',
        // KMS rotates only symmetric keys; the operator replaces this one (docs/deploy-and-operations.md).
        EnableKeyRotation: Match.absent(),
      },
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it("is named by the stage's alias", () => {
    built.template.hasResourceProperties('AWS::KMS::Alias', {
      AliasName: `alias/LawFirm-${TEST_STAGE}-seal`,
      TargetKeyId: keyArnOf(logicalId(built.stack.sealingKey.key)),
    });
  });

  it.each(functionCases)(
    '%s may sign with it only if its access says it seals, and then only Sign and GetPublicKey',
    (_, access, pick) => {
      const backendFunction = pick(built);
      const keyArn = keyArnOf(logicalId(built.stack.sealingKey.key));
      const kmsStatements = statementsOfRole(built.template, logicalId(backendFunction.role)).filter(
        (statement) => actionsOf(statement).some((action) => action.startsWith('kms:')),
      );
      const environment = built.template.toJSON().Resources[logicalId(backendFunction.function)].Properties
        .Environment.Variables as Record<string, unknown>;
      if (access.seals) {
        expect(kmsStatements).toHaveLength(1);
        expect([...actionsOf(kmsStatements[0]!)].sort()).toEqual([...SEALING_ACTIONS].sort());
        expect(resourcesOf(kmsStatements[0]!)).toEqual([keyArn]);
        expect(environment[ENV.sealingKeyId]).toEqual(keyArn);
      } else {
        expect(kmsStatements).toEqual([]);
        expect(environment[ENV.sealingKeyId]).toBeUndefined();
      }
    },
  );
});

describe('SealingKey.grantSealing', () => {
  function stackWithGrant() {
    const stack = new Stack(new App(), 'Test', { env: { account: '111111111111', region: 'eu-west-1' } });
    const sealingKey = new SealingKey(stack, 'SealingKey', { stage: 'staging' });
    const fn = new lambda.Function(stack, 'Sealer', {
      runtime: lambda.Runtime.NODEJS_24_X,
      handler: 'index.handler',
      code: lambda.Code.fromInline('export const handler = async () => {};'),
    });
    sealingKey.grantSealing(fn);
    return { stack, sealingKey, fn, template: Template.fromStack(stack) };
  }

  it("grants the function kms:Sign and kms:GetPublicKey on the key, in the function's own policy alone", () => {
    const { sealingKey, fn, template } = stackWithGrant();
    const statements = statementsOfRole(template, logicalId(fn.role!));
    expect(
      statements.map((statement) => ({ ...statement, Action: [...actionsOf(statement)].sort() })),
    ).toEqual([
      {
        Effect: 'Allow',
        Action: ['kms:GetPublicKey', 'kms:Sign'],
        Resource: keyArnOf(logicalId(sealingKey.key)),
      },
    ]);
    template.hasResourceProperties('AWS::KMS::Alias', { AliasName: 'alias/LawFirm-staging-seal' });
  });

  it("puts the key's ARN in the environment of a function whose access says it seals, and only then", () => {
    const { sealingKey } = stackWithGrant();
    const resources = {
      mail: { mailFrom: 'no-reply@brandtokafor.example' },
      firmInfoEmail: 'info@brandtokafor.example',
      siteUrl: 'https://www.brandtokafor.example',
      sealingKey,
    } as unknown as BackendResources;
    const access = { reads: [], writes: [], sendsMail: false, usesSecret: false };
    expect(functionEnvironment({ ...access, seals: true }, resources)[ENV.sealingKeyId]).toBe(
      sealingKey.key.keyArn,
    );
    expect(functionEnvironment(access, resources)).not.toHaveProperty(ENV.sealingKeyId);
  });
});
