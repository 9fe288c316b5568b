/**
 * Every role that may send mail may send it through the identity's default configuration set: SES
 * authorizes ses:SendEmail against the configuration set a message uses as well as against the identities,
 * so a grant on `identity/*` alone is refused with AccessDenied on `configuration-set/...` at the first send.
 */
import { describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import {
  actionsOf,
  functionCases,
  logicalId,
  resourcesOf,
  type Statement,
  TEST_ACCOUNT,
  TEST_REGION,
  useTestApp,
} from './test-app';

const built = useTestApp();

/** Whether a statement's action allows sending (either SES send action, or a wildcard over them). */
const sends = (action: string) => /^ses:(SendEmail|SendRawEmail|Send\*|\*)$/.test(action) || action === '*';

/** Every Allow statement that lets a principal send mail, from every kind of IAM policy in the template. */
function sendingStatements(template: Template): [string, Statement][] {
  const documents: [string, { Statement: Statement[] }][] = [
    ...Object.entries(template.findResources('AWS::IAM::Policy')).map(
      ([id, policy]) => [id, policy.Properties.PolicyDocument] as [string, { Statement: Statement[] }],
    ),
    ...Object.entries(template.findResources('AWS::IAM::ManagedPolicy')).map(
      ([id, policy]) => [id, policy.Properties.PolicyDocument] as [string, { Statement: Statement[] }],
    ),
    ...Object.entries(template.findResources('AWS::IAM::Role')).flatMap(([id, role]) =>
      ((role.Properties.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[]).map(
        (policy) => [id, policy.PolicyDocument] as [string, { Statement: Statement[] }],
      ),
    ),
  ];
  return documents.flatMap(([id, document]) =>
    document.Statement.filter(
      (statement) => statement.Effect === 'Allow' && actionsOf(statement).some(sends),
    ).map((statement) => [id, statement] as [string, Statement]),
  );
}

describe('sending mail', () => {
  it('is allowed through the configuration set in every policy that allows it', () => {
    const configurationSet = {
      'Fn::Join': [
        '',
        [
          `arn:aws:ses:${TEST_REGION}:${TEST_ACCOUNT}:configuration-set/`,
          { Ref: logicalId(built.stack.mail.configurationSet) },
        ],
      ],
    };
    const statements = sendingStatements(built.template);
    const senders = functionCases.filter(([, access]) => access.sendsMail);
    expect(senders.length).toBeGreaterThan(3);
    expect(statements.length).toBeGreaterThanOrEqual(senders.length);
    for (const [policy, statement] of statements) {
      expect(resourcesOf(statement), policy).toContainEqual(configurationSet);
    }
  });

  it('names the configuration set the identity sends through by default', () => {
    built.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      ConfigurationSetAttributes: {
        ConfigurationSetName: { Ref: logicalId(built.stack.mail.configurationSet) },
      },
    });
    expect(sendingStatements(built.edgeTemplate)).toEqual([]);
  });

  it('keeps the identity when the stack is deleted or the identity replaced (its DKIM records stay valid)', () => {
    const identity = logicalId(built.stack.mail.identity);
    expect(built.template.toJSON().Resources[identity]).toMatchObject({
      Type: 'AWS::SES::EmailIdentity',
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });
});
