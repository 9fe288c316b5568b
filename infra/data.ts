import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tables, type TableDefinition, type TableKey } from '../backend/adapters/dynamodb/tables';

/**
 * The DynamoDB tables, from the same definitions the local runtime creates in dynalite: on demand,
 * point-in-time recovery, AWS-managed encryption, TTL where the definition names one, retained and
 * protected from deletion, and each under the logical id its definition fixes (they hold state, so a
 * refactoring of this construct must never replace them).
 */
export class DataTables extends Construct {
  readonly tables: Record<TableKey, dynamodb.Table>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const entries = Object.entries(tables).map(([key, definition]: [string, TableDefinition]) => {
      const table = new dynamodb.Table(this, definition.logicalId, {
        partitionKey: { name: definition.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: definition.sortKey
          ? { name: definition.sortKey, type: dynamodb.AttributeType.STRING }
          : undefined,
        billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        encryption: dynamodb.TableEncryption.AWS_MANAGED,
        timeToLiveAttribute: 'timeToLiveAttribute' in definition ? definition.timeToLiveAttribute : undefined,
        deletionProtection: true,
        removalPolicy: RemovalPolicy.RETAIN,
      });
      for (const index of definition.indexes ?? []) {
        table.addGlobalSecondaryIndex({
          indexName: index.indexName,
          partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
          sortKey: index.sortKey ? { name: index.sortKey, type: dynamodb.AttributeType.STRING } : undefined,
          projectionType: dynamodb.ProjectionType.ALL,
        });
      }
      (table.node.defaultChild as dynamodb.CfnTable).overrideLogicalId(definition.logicalId);
      return [key, table] as const;
    });
    this.tables = Object.fromEntries(entries) as Record<TableKey, dynamodb.Table>;
  }
}
