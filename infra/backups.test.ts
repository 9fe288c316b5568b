import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { tables } from '../backend/adapters/dynamodb/tables';
import { logicalId, useTestApp } from './test-app';

const COPY_VAULT = 'arn:aws:backup:us-east-2:111111111111:backup-vault:LawFirmCopies';
const built = useTestApp({ resolvers: [] });
const copying = useTestApp({ resolvers: [], backupCopyVaultArn: COPY_VAULT });

describe('backups', () => {
  it('keep every table and the documents bucket in one selection', () => {
    built.template.resourceCountIs('AWS::Backup::BackupSelection', 1);
    const [selection] = Object.values(built.template.findResources('AWS::Backup::BackupSelection'));
    const resources = JSON.stringify(selection!.Properties.BackupSelection.Resources);
    for (const table of Object.values(tables)) expect(resources).toContain(`"${table.logicalId}"`);
    expect(resources).toContain(logicalId(built.stack.documents.bucket));
    expect(selection!.Properties.BackupSelection.Resources).toHaveLength(Object.keys(tables).length + 1);
  });

  it('daily kept 35 days and monthly kept a year, with no copy unless the settings name a vault', () => {
    built.template.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanRule: [
          Match.objectLike({
            RuleName: 'Daily',
            ScheduleExpression: 'cron(0 5 * * ? *)',
            Lifecycle: { DeleteAfterDays: 35 },
            CopyActions: Match.absent(),
          }),
          Match.objectLike({
            RuleName: 'Monthly',
            ScheduleExpression: 'cron(0 5 1 * ? *)',
            Lifecycle: { DeleteAfterDays: 365 },
            CopyActions: Match.absent(),
          }),
        ],
      },
    });
  });

  it('in a locked vault that outlives the stack', () => {
    const vault = built.template.toJSON().Resources[logicalId(built.stack.backups.vault)];
    expect(vault).toMatchObject({
      Type: 'AWS::Backup::BackupVault',
      DeletionPolicy: 'Retain',
      Properties: { LockConfiguration: { MinRetentionDays: 35 } },
    });
  });

  it('copy every recovery point to the settings’ vault in another region, kept as long', () => {
    for (const days of [35, 365]) {
      copying.template.hasResourceProperties('AWS::Backup::BackupPlan', {
        BackupPlan: {
          BackupPlanRule: Match.arrayWith([
            Match.objectLike({
              Lifecycle: { DeleteAfterDays: days },
              CopyActions: [{ DestinationBackupVaultArn: COPY_VAULT, Lifecycle: { DeleteAfterDays: days } }],
            }),
          ]),
        },
      });
    }
  });

  it('leave cdk-nag nothing unacknowledged', () => {
    const { violations } = new AwsSolutionsChecks().validateScope(built.stack.backups);
    expect(violations.filter((violation) => violation.severity === 'error')).toEqual([]);
  });
});

describe("the signing secret's data root, which seals what the restored tables hold", () => {
  const signingSecret = (app: typeof built) =>
    app.template.toJSON().Resources[logicalId(app.stack.signingSecret.secret)] as {
      DeletionPolicy: string;
      Properties: { ReplicaRegions?: unknown };
    };

  it('outlives the stack and refuses DeleteSecret to everyone', () => {
    expect(signingSecret(built).DeletionPolicy).toBe('Retain');
    built.template.hasResourceProperties('AWS::SecretsManager::ResourcePolicy', {
      SecretId: { Ref: logicalId(built.stack.signingSecret.secret) },
      ResourcePolicy: {
        Statement: [
          Match.objectLike({
            Effect: 'Deny',
            Principal: { AWS: '*' },
            Action: 'secretsmanager:DeleteSecret',
            Resource: '*',
          }),
        ],
      },
    });
  });

  it("is replicated to the backups' copy region, and nowhere without one", () => {
    expect(signingSecret(built).Properties.ReplicaRegions).toBeUndefined();
    expect(signingSecret(copying).Properties.ReplicaRegions).toEqual([{ Region: 'us-east-2' }]);
  });
});
