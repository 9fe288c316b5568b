import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { nagResourceOf } from './nag-acknowledgements';

/** How long each kind of recovery point is kept, and the least the vault lock lets anyone keep one. */
export const BACKUP_RETENTION = {
  daily: Duration.days(35),
  monthly: Duration.days(365),
} as const;

export interface BackupsProps {
  /** Every table of the stack. */
  readonly tables: readonly dynamodb.ITable[];
  /** The documents bucket (versioned, which AWS Backup requires of S3). */
  readonly documentsBucket: s3.IBucket;
  /** A vault in another region (or account) that receives a copy of every recovery point; none if absent. */
  readonly copyVaultArn?: string;
}

/** The AWS-managed policies that let AWS Backup back up and restore DynamoDB tables and S3 buckets. */
const BACKUP_MANAGED_POLICIES = [
  'service-role/AWSBackupServiceRolePolicyForBackup',
  'service-role/AWSBackupServiceRolePolicyForRestores',
  'AWSBackupServiceRolePolicyForS3Backup',
  'AWSBackupServiceRolePolicyForS3Restore',
];

/**
 * AWS Backup for the data a firm cannot lose: every table and the documents bucket, daily (kept 35 days)
 * and monthly (kept a year), in a vault whose lock (governance mode) refuses to delete a recovery point
 * before 35 days or to keep one for less, so a mistaken or hostile deletion cannot empty it. Point-in-time
 * recovery and versioning undo the last weeks' mistakes; these copies survive a deleted table or bucket.
 * With `copyVaultArn`, each recovery point is also copied to that vault, kept as long.
 */
export class Backups extends Construct {
  readonly vault: backup.BackupVault;
  readonly plan: backup.BackupPlan;

  constructor(scope: Construct, id: string, props: BackupsProps) {
    super(scope, id);
    this.vault = new backup.BackupVault(this, 'Vault', {
      lockConfiguration: { minRetention: BACKUP_RETENTION.daily },
      // The recovery points are the last resort: the vault outlives the stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const copyVault = props.copyVaultArn
      ? backup.BackupVault.fromBackupVaultArn(this, 'CopyVault', props.copyVaultArn)
      : undefined;
    const rule = (ruleName: string, schedule: events.Schedule, deleteAfter: Duration) =>
      new backup.BackupPlanRule({
        ruleName,
        scheduleExpression: schedule,
        deleteAfter,
        copyActions: copyVault ? [{ destinationBackupVault: copyVault, deleteAfter }] : undefined,
      });
    this.plan = new backup.BackupPlan(this, 'Plan', {
      backupVault: this.vault,
      backupPlanRules: [
        rule('Daily', events.Schedule.cron({ hour: '5', minute: '0' }), BACKUP_RETENTION.daily),
        rule('Monthly', events.Schedule.cron({ day: '1', hour: '5', minute: '0' }), BACKUP_RETENTION.monthly),
      ],
    });
    const policies = BACKUP_MANAGED_POLICIES.map((name) => iam.ManagedPolicy.fromAwsManagedPolicyName(name));
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('backup.amazonaws.com'),
      description: 'AWS Backup: backs up and restores the tables and the documents bucket',
      managedPolicies: policies,
    });
    Validations.of(role).acknowledge(
      ...policies.map((policy) => ({
        id: `AwsSolutions-IAM4[Policy::${nagResourceOf(role, policy.managedPolicyArn)}]`,
        reason:
          'AWS Backup’s own service policy for DynamoDB and S3 backups and restores, maintained by AWS as the ' +
          'services change; the selection names the resources it backs up.',
      })),
    );
    this.plan.addSelection('Selection', {
      role,
      resources: [
        ...props.tables.map((table) => backup.BackupResource.fromDynamoDbTable(table)),
        backup.BackupResource.fromArn(props.documentsBucket.bucketArn),
      ],
    });
  }
}
