import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { keyAttributes, tables, type TableDefinition } from '../backend/adapters/dynamodb/tables';
import { SIGNING_SECRET_LENGTH } from './signing-secret';
import {
  buildTestApp,
  logicalId,
  PRIVATE_BUCKET_PROPERTIES,
  referencedId,
  TEST_CONTEXT,
  useTestApp,
} from './test-app';

const built = useTestApp({ resolvers: [] });

describe('the DynamoDB tables', () => {
  it('are exactly the tables backend/adapters/dynamodb/tables.ts defines', () => {
    built.template.resourceCountIs('AWS::DynamoDB::Table', Object.keys(tables).length);
  });

  it.each(Object.values(tables) as TableDefinition[])(
    '$logicalId: stable logical id, keys and indexes, on demand, PITR, encrypted, protected and retained',
    (definition) => {
      const table = built.template.toJSON().Resources[definition.logicalId];
      const keySchema = (partitionKey: string, sortKey?: string) => [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        ...(sortKey ? [{ AttributeName: sortKey, KeyType: 'RANGE' }] : []),
      ];
      expect(table).toMatchObject({
        Type: 'AWS::DynamoDB::Table',
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: {
          KeySchema: keySchema(definition.partitionKey, definition.sortKey),
          BillingMode: 'PAY_PER_REQUEST',
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          SSESpecification: { SSEEnabled: true },
          DeletionProtectionEnabled: true,
        },
      });
      expect(
        (table.Properties.AttributeDefinitions as { AttributeName: string }[])
          .map((attribute) => attribute.AttributeName)
          .sort(),
      ).toEqual(keyAttributes(definition).sort());
      // AWS-managed key: no customer key to manage or lose.
      expect(table.Properties.SSESpecification.KMSMasterKeyId).toBeUndefined();
      expect(table.Properties.GlobalSecondaryIndexes).toEqual(
        definition.indexes?.map((index) => ({
          IndexName: index.indexName,
          KeySchema: keySchema(index.partitionKey, index.sortKey),
          Projection: { ProjectionType: 'ALL' },
        })),
      );
      if (definition.timeToLiveAttribute) {
        expect(table.Properties.TimeToLiveSpecification).toEqual({
          AttributeName: 'expiresAt',
          Enabled: true,
        });
      } else {
        expect(table.Properties.TimeToLiveSpecification).toBeUndefined();
      }
    },
  );

  it('lists matters by a Query on an index: all, by phase, by attorney, by both (newest opened first), and the open deadlines, all and per attorney', () => {
    const matters = built.template.toJSON().Resources.MattersTable;
    const index = (name: string, partitionKey: string, sortKey: string) => ({
      IndexName: name,
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    });
    // Spelled out, not read from tables.ts: the adapter's key attributes (adapters/dynamodb/matters.ts) are
    // these names, and a deployed index renamed or rekeyed is dropped and rebuilt.
    expect(matters.Properties.GlobalSecondaryIndexes).toEqual([
      index('byOpened', 'listKey', 'openedSort'),
      index('byPhase', 'phaseKey', 'openedSort'),
      index('byAttorney', 'attorneyKey', 'openedSort'),
      index('byAttorneyPhase', 'attorneyPhaseKey', 'openedSort'),
      index('byDeadline', 'deadlineKey', 'deadlineSort'),
      index('byAttorneyDeadline', 'attorneyDeadlineKey', 'deadlineSort'),
    ]);
  });

  it("finds engagement letters by a Query or a key read only: templates by name, a case's letters, the sweeper's due letters", () => {
    const letters = built.template.toJSON().Resources.LettersTable;
    const index = (name: string, partitionKey: string, sortKey: string) => ({
      IndexName: name,
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    });
    // Spelled out: the adapter's key attributes (adapters/dynamodb/letters.ts) are these names. A link's
    // token hash and a sealed PDF's SHA-256 are item keys of their own (read consistently), not indexes.
    expect(letters.Properties.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(letters.Properties.GlobalSecondaryIndexes).toEqual([
      index('byList', 'listKey', 'listSort'),
      index('byCase', 'caseKey', 'caseSort'),
      index('bySweep', 'sweep', 'sweepAt'),
    ]);
  });

  it('puts TTL on the codes, sessions, reset tokens, throttle counters, audit entries, factor challenges, digest markers and jobs', () => {
    const withTtl = Object.values(tables).filter((definition) => 'timeToLiveAttribute' in definition);
    expect(withTtl.map((definition) => definition.logicalId).sort()).toEqual(
      [
        'AuthCodesTable',
        'SessionsTable',
        'ResetTokensTable',
        'ThrottlesTable',
        'AuditTable',
        'FactorsTable',
        'SettingsTable',
        'JobsTable',
      ].sort(),
    );
  });
});

describe('the documents bucket', () => {
  it('is private, encrypted, TLS-only, versioned, access-logged and retained', () => {
    const bucketId = logicalId(built.stack.documents.bucket);
    expect(built.template.toJSON().Resources[bucketId]).toMatchObject({
      DeletionPolicy: 'Retain',
      Properties: {
        VersioningConfiguration: { Status: 'Enabled' },
        ...PRIVATE_BUCKET_PROPERTIES,
        LoggingConfiguration: { LogFilePrefix: 'documents/' },
      },
    });
    const [policy] = Object.values(built.template.findResources('AWS::S3::BucketPolicy')).filter(
      (candidate) => referencedId(candidate.Properties.Bucket) === bucketId,
    );
    expect(policy!.Properties.PolicyDocument.Statement).toEqual([
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    ]);
  });

  it('has an access-log bucket that is itself private and expires logs', () => {
    const logsId = logicalId(built.stack.node.findChild('AccessLogs').node.findChild('Bucket'));
    expect(built.template.toJSON().Resources[logsId]).toMatchObject({
      DeletionPolicy: 'Retain',
      Properties: {
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, RestrictPublicBuckets: true },
        LifecycleConfiguration: { Rules: [{ ExpirationInDays: 365, Status: 'Enabled' }] },
      },
    });
  });
});

describe('the signing secret', () => {
  it('is generated at deploy (never in the template), long, alphanumeric, retained', () => {
    const secretId = logicalId(built.stack.signingSecret.secret);
    const secret = built.template.toJSON().Resources[secretId];
    expect(secret).toMatchObject({
      DeletionPolicy: 'Retain',
      Properties: {
        GenerateSecretString: {
          PasswordLength: SIGNING_SECRET_LENGTH,
          ExcludePunctuation: true,
          IncludeSpace: false,
        },
      },
    });
    expect(SIGNING_SECRET_LENGTH).toBeGreaterThanOrEqual(32);
    expect(secret.Properties.SecretString).toBeUndefined();
  });
});

describe('mail', () => {
  it("verifies the firm's domain as the SES identity and tells operators its DKIM records", () => {
    built.template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    built.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: TEST_CONTEXT.mailDomain,
    });
    const outputs = Object.keys(built.template.findOutputs('*'));
    expect(outputs.filter((name) => name.includes('DkimRecord'))).toHaveLength(3);
  });

  it('refuses a sender outside the mail domain', () => {
    expect(() => buildTestApp({ resolvers: [], mailFrom: 'someone@elsewhere.example' })).toThrow(
      /mailDomain/,
    );
  });
});

describe('the outputs operators need', () => {
  it('name the site URL, the distribution, the tables of create-admin and rebuild-reports, and the GraphQL URL', () => {
    built.template.hasOutput('SiteUrl', { Value: TEST_CONTEXT.siteUrl });
    built.template.hasOutput('DistributionDomainName', {
      Value: { 'Fn::GetAtt': [logicalId(built.stack.site.distribution), 'DomainName'] },
    });
    const operatorTables = [
      ['UsersTableName', tables.users],
      ['StaffGuardsTableName', tables.staffGuards],
      ['AuditTableName', tables.audit],
      ['ConsultationsTableName', tables.consultations],
      ['SettingsTableName', tables.settings],
      ['LeadReportsTableName', tables.leadReports],
    ] as const;
    for (const [output, table] of operatorTables) {
      built.template.hasOutput(output, { Value: { Ref: table.logicalId } });
    }
    built.template.hasOutput('GraphqlUrl', {
      Value: { 'Fn::GetAtt': [logicalId(built.stack.graphql.api), 'GraphQLUrl'] },
    });
    built.template.hasOutput('DocumentsBucketName', { Value: Match.anyValue() });
  });
});
