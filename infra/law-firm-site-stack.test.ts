import { LETTERS_PREFIX } from '../backend/domain/letters/records';
import { QUARANTINE_PREFIX } from '../backend/domain/client-requests/records';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { tables, type TableKey } from '../backend/adapters/dynamodb/tables';
import { PUBLIC_CALLERS, resolvers } from '../backend/handlers/graphql/registry';
import { EXPORTS_PREFIX } from '../backend/adapters/s3/exports';
import { PUBLIC_PAGE_KEYS } from '../backend/domain/posts/public-pages';
import {
  DOCUMENTS_ACTIONS,
  DOCUMENTS_KEY_PREFIX,
  TABLE_APPEND_ACTION,
  TABLE_READ_ACTIONS,
  TABLE_WRITE_ACTIONS,
  hasIndexes,
} from './backend-function';
import { appendedTables, type FunctionAccess } from './function-access';
import { resolverAreas } from './graphql-api';
import {
  actionsOf,
  functionCases,
  logicalId,
  referencedId,
  referencedTableId,
  resourcesOf,
  type Statement,
  statementsOfRole,
  tableArnOf,
  tableIndexesArnOf,
  TEST_ACCOUNT,
  TEST_CONTEXT,
  TEST_REGION,
  useTestApp,
} from './test-app';

const built = useTestApp();

const allStatements = (source: Template): Statement[] =>
  Object.values(source.findResources('AWS::IAM::Policy')).flatMap(
    (policy) => policy.Properties.PolicyDocument.Statement as Statement[],
  );

/** The on-failure destinations of a function's asynchronous runs, as the template names them. */
const deadLetterQueuesOf = (functionLogicalId: string): unknown[] =>
  Object.values(built.template.findResources('AWS::Lambda::EventInvokeConfig'))
    .filter(
      (config) =>
        JSON.stringify(config.Properties.FunctionName) === JSON.stringify({ Ref: functionLogicalId }),
    )
    .flatMap((config) => {
      const destination: unknown = config.Properties.DestinationConfig?.OnFailure?.Destination;
      return destination === undefined ? [] : [destination];
    });

describe('IAM across the stack', () => {
  it('never allows a wildcard action', () => {
    for (const statement of [...allStatements(built.template), ...allStatements(built.edgeTemplate)]) {
      for (const action of actionsOf(statement)) expect(action).not.toMatch(/^\*$|:\*$/);
    }
  });

  it('allows DynamoDB actions only on named tables, and never Scan', () => {
    const tableLogicalIds = new Set<string>(Object.values(tables).map((definition) => definition.logicalId));
    const indexedTableIds = new Set<string>(
      (Object.keys(tables) as TableKey[]).filter(hasIndexes).map((key) => tables[key].logicalId),
    );
    const dynamoStatements = allStatements(built.template).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('dynamodb:')),
    );
    expect(dynamoStatements.length).toBeGreaterThan(0);
    for (const statement of dynamoStatements) {
      for (const resource of resourcesOf(statement)) {
        expect(resource).not.toBe('*');
        const tableId = referencedTableId(resource) ?? '';
        expect(tableLogicalIds.has(tableId), JSON.stringify(resource)).toBe(true);
        // An index pattern only for a table that has indexes.
        if (referencedId(resource) === undefined) expect(indexedTableIds.has(tableId)).toBe(true);
      }
      expect(actionsOf(statement)).not.toContain('dynamodb:Scan');
    }
  });

  it('lets only functions that use a secret read it, and only functions that mail send', () => {
    const { stack } = built;
    const rolesAllowedTo = (prefix: string) =>
      Object.values(built.template.findResources('AWS::IAM::Policy'))
        .filter((policy) =>
          (policy.Properties.PolicyDocument.Statement as Statement[]).some((statement) =>
            actionsOf(statement).some((action) => action.startsWith(prefix)),
          ),
        )
        .flatMap((policy) => (policy.Properties.Roles as { Ref: string }[]).map((role) => role.Ref))
        .sort();
    const rolesOf = (predicate: (access: FunctionAccess) => boolean) =>
      functionCases
        .filter(([, access]) => predicate(access))
        .map(([, , pick]) => logicalId(pick(built).role))
        .sort();
    expect(rolesAllowedTo('secretsmanager:')).toEqual(
      rolesOf(
        (access) =>
          access.usesSecret || access.usesPublicFunctionSecret === true || access.verifiesOrigin === true,
      ),
    );
    expect(rolesAllowedTo('ses:')).toEqual(rolesOf((access) => access.sendsMail));
    expect(rolesOf((access) => access.usesSecret)).toContain(logicalId(stack.graphql.authorizer.role));
  });
});

describe.each(functionCases)('%s: least privilege from its declared access', (_, access, pick) => {
  let statements: Statement[];
  beforeAll(() => {
    const backendFunction = pick(built);
    const roleId = logicalId(backendFunction.role);
    expect(built.template.toJSON().Resources[logicalId(backendFunction.function)].Properties.Role).toEqual({
      'Fn::GetAtt': [roleId, 'Arn'],
    });
    statements = statementsOfRole(built.template, roleId);
  });

  it('has no AWS managed policies', () => {
    const backendFunction = pick(built);
    expect(
      built.template.toJSON().Resources[logicalId(backendFunction.role)].Properties.ManagedPolicyArns,
    ).toBeUndefined();
  });

  it('reads exactly the tables it reads and writes exactly the tables it writes', () => {
    // Per action, exactly the declared tables and (as aws-cdk-lib grants them) their indexes.
    const grantedOn = (action: string) =>
      [
        ...new Set(
          statements
            .filter((statement) => actionsOf(statement).includes(action))
            .flatMap((statement) => resourcesOf(statement).map((resource) => JSON.stringify(resource))),
        ),
      ].sort();
    const expectedOn = (keys: readonly TableKey[]) =>
      [
        ...new Set(
          keys.flatMap((key) => [
            JSON.stringify(tableArnOf(tables[key].logicalId)),
            ...(hasIndexes(key) ? [JSON.stringify(tableIndexesArnOf(tables[key].logicalId))] : []),
          ]),
        ),
      ].sort();
    for (const action of TABLE_READ_ACTIONS)
      expect(grantedOn(action), action).toEqual(expectedOn(access.reads));
    for (const action of TABLE_WRITE_ACTIONS) {
      const writable =
        // Appending to the audit log brings its outbox (function-access.ts appendedTables).
        action === TABLE_APPEND_ACTION ? [...access.writes, ...appendedTables(access)] : access.writes;
      expect(grantedOn(action), action).toEqual(expectedOn(writable));
    }
    const dynamo = statements.flatMap(actionsOf).filter((action) => action.startsWith('dynamodb:'));
    expect(dynamo.every((action) => [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS].includes(action))).toBe(
      true,
    );
  });

  it('reads the signing secret only if it uses it, the public-function and origin secrets likewise', () => {
    const secret = statements.filter((statement) =>
      actionsOf(statement).some((a) => a.startsWith('secretsmanager:')),
    );
    const expected = [
      ...(access.usesSecret ? [built.stack.signingSecret.secret] : []),
      ...(access.usesPublicFunctionSecret ? [built.stack.publicFunctionSecret.secret] : []),
      ...(access.verifiesOrigin ? [built.stack.originSecret.secret] : []),
    ];
    const ids = (resources: unknown[]) => resources.map((resource) => JSON.stringify(resource)).sort();
    expect(ids(secret.flatMap((statement) => [statement.Resource].flat()))).toEqual(
      ids(expected.map((readable) => ({ Ref: logicalId(readable) }))),
    );
    for (const statement of secret) {
      expect(actionsOf(statement).sort()).toEqual([
        'secretsmanager:DescribeSecret',
        'secretsmanager:GetSecretValue',
      ]);
    }
  });

  it('sends mail only if it mails, only through the identity, only as the configured sender', () => {
    const mail = statements.filter((statement) => actionsOf(statement).some((a) => a.startsWith('ses:')));
    if (!access.sendsMail) {
      expect(mail).toEqual([]);
      return;
    }
    expect(mail).toHaveLength(1);
    expect(mail[0]!.Action).toBe('ses:SendEmail');
    const resources = resourcesOf(mail[0]!).map((resource) => JSON.stringify(resource));
    expect(resources).toHaveLength(3);
    expect(resources.some((resource) => resource.includes(logicalId(built.stack.mail.identity)))).toBe(true);
    // The configuration set every message goes through (mail-sending.test.ts).
    const configurationSet = logicalId(built.stack.mail.configurationSet);
    expect(resources.some((resource) => resource.includes(configurationSet))).toBe(true);
    // The sandbox's recipient check (infra/mail-sender.ts), held to the one sender by the condition.
    expect(resources).toContain(JSON.stringify(`arn:aws:ses:${TEST_REGION}:${TEST_ACCOUNT}:identity/*`));
    expect(mail[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': TEST_CONTEXT.mailFrom } });
  });

  it('invokes exactly the jobs it starts, and no other function', () => {
    const invoking = statements.filter((statement) =>
      actionsOf(statement).some((a) => a.startsWith('lambda:')),
    );
    const jobIds = (access.startsJobs ?? []).map((job) =>
      logicalId(built.stack.jobs.functions[job].function),
    );
    expect(invoking.flatMap(actionsOf).every((action) => action === 'lambda:InvokeFunction')).toBe(true);
    // The function and its versions (ARN and ARN:*), of the started jobs only.
    const targets = invoking.flatMap(resourcesOf).map((resource) => JSON.stringify(resource));
    expect(targets).toHaveLength(jobIds.length * 2);
    for (const target of targets) expect(jobIds.some((id) => target.includes(`"${id}"`))).toBe(true);
  });

  it('writes logs only to its own log group and can do nothing else', () => {
    const logGroupId =
      built.template.toJSON().Resources[logicalId(pick(built).function)].Properties.LoggingConfig.LogGroup
        .Ref;
    const s3 = statements.filter((statement) => actionsOf(statement).some((a) => a.startsWith('s3:')));
    const onExports = (statement: (typeof s3)[number]) =>
      resourcesOf(statement).some((resource) => JSON.stringify(resource).includes(EXPORTS_PREFIX));
    const siteBucketArn = { 'Fn::GetAtt': [logicalId(built.stack.site.bucket), 'Arn'] };
    const onSiteBucket = (statement: (typeof s3)[number]) =>
      JSON.stringify(resourcesOf(statement)).includes(JSON.stringify(siteBucketArn));
    // The news renderer's grant: PutObject and DeleteObject on the news keys and the sitemap, nothing else.
    const rendersSitePages = 'rendersSitePages' in access && access.rendersSitePages === true;
    expect(s3.filter(onSiteBucket)).toEqual(
      rendersSitePages
        ? [
            {
              Effect: 'Allow',
              Action: ['s3:DeleteObject', 's3:PutObject'],
              Resource: [...PUBLIC_PAGE_KEYS]
                .sort()
                .map((key) => ({ 'Fn::Join': ['', [siteBucketArn, `/${key}`]] })),
            },
          ]
        : [],
    );
    // The exports grant: PutObject and GetObject under exports/ only, and only for a function that exports.
    const exportGrants = s3.filter(onExports);
    expect(exportGrants.flatMap(actionsOf).sort()).toEqual(
      access.exports ? ['s3:GetObject', 's3:PutObject'] : [],
    );
    // The documents grant: exactly the declared object actions on the prefix, and the version listing of a delete.
    const documents = access.documents;
    const bucketArn = { 'Fn::GetAtt': [logicalId(built.stack.documents.bucket), 'Arn'] };
    const objectActions = (['read', 'write', 'delete'] as const)
      .flatMap((kind) => (documents?.[kind] ? DOCUMENTS_ACTIONS[kind] : []))
      .sort(); // as the synthesized (minimized) policy lists them
    const quarantineActions = (['read', 'write', 'delete'] as const)
      .flatMap((kind) => (access.quarantine?.[kind] ? DOCUMENTS_ACTIONS[kind] : []))
      .sort();
    const lettersActions = (['read', 'write', 'delete'] as const)
      .flatMap((kind) => ('letters' in access && access.letters?.[kind] ? DOCUMENTS_ACTIONS[kind] : []))
      .sort();
    const objectGrant = (actions: string[], prefix: string) =>
      actions.length
        ? [
            {
              Effect: 'Allow',
              Action: actions.length === 1 ? actions[0] : actions,
              Resource: { 'Fn::Join': ['', [bucketArn, `/${prefix}*`]] },
            },
          ]
        : [];
    // In a stable order (by action and resource); toEqual then compares the statements whatever their key order.
    const keyOf = (statement: object) => {
      const { Action, Resource } = statement as { Action?: unknown; Resource?: unknown };
      return JSON.stringify([Action, Resource]);
    };
    const byJson = (statements: object[]) => [...statements].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
    expect(byJson(s3.filter((statement) => !onExports(statement) && !onSiteBucket(statement)))).toEqual(
      byJson([
        ...objectGrant(objectActions, DOCUMENTS_KEY_PREFIX),
        ...(documents?.delete
          ? [
              {
                Effect: 'Allow',
                Action: 's3:ListBucketVersions',
                Resource: bucketArn,
                Condition: { StringLike: { 's3:prefix': `${DOCUMENTS_KEY_PREFIX}*` } },
              },
            ]
          : []),
        // Clients' files wait in quarantine/: only the functions that take or promote them reach it.
        ...objectGrant(quarantineActions, QUARANTINE_PREFIX),
        // Engagement letters' PDFs under letters/: only the functions that make, show or seal them.
        ...objectGrant(lettersActions, LETTERS_PREFIX),
      ]),
    );
    // The seal key's grant (kms:Sign, only where the access says it seals) is held in infra/sealing-key.test.ts.
    const others = statements.filter(
      (statement) =>
        !actionsOf(statement).some((a) => /^(dynamodb|secretsmanager|ses|lambda|s3|kms):/.test(a)),
    );
    const distributionArn = {
      'Fn::Join': [
        '',
        [
          `arn:aws:cloudfront::${TEST_ACCOUNT}:distribution/`,
          { Ref: logicalId(built.stack.site.distribution) },
        ],
      ],
    };
    expect(others).toEqual([
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: { 'Fn::GetAtt': [logGroupId, 'Arn'] },
      },
      // A function run asynchronously hands its failed runs to its own dead-letter queue, and to no other.
      ...deadLetterQueuesOf(logicalId(pick(built).function)).map((queueArn) => ({
        Effect: 'Allow',
        Action: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
        Resource: queueArn,
      })),
      // The renderer invalidates what it wrote, on the site's one distribution.
      ...(rendersSitePages
        ? [{ Effect: 'Allow', Action: 'cloudfront:CreateInvalidation', Resource: distributionArn }]
        : []),
    ]);
  });
});

describe('a function that only reads a table', () => {
  it('cannot write it (the posts resolvers read users, the staff guard loads the caller; they write only posts)', () => {
    const role = logicalId(built.stack.graphql.areaFunctions.posts!.role);
    const readOnly = new Set<string>([tables.users.logicalId]);
    const statements = statementsOfRole(built.template, role);
    const onReadOnlyTables = statements.filter((statement) =>
      resourcesOf(statement).some((resource) => readOnly.has(referencedId(resource) ?? '')),
    );
    expect(onReadOnlyTables.length).toBeGreaterThan(0);
    for (const statement of onReadOnlyTables) {
      for (const write of TABLE_WRITE_ACTIONS) expect(actionsOf(statement)).not.toContain(write);
    }
    expect(onReadOnlyTables.flatMap(actionsOf)).toContain('dynamodb:GetItem');
  });
});

describe('the functions public callers reach', () => {
  const publicAreas = resolverAreas(resolvers)
    .filter(({ entries }) => entries.every((entry) => PUBLIC_CALLERS.includes(entry.caller)))
    .map(({ area }) => area);
  /** Tables only staff operations touch: the files, posts, the inbox's history and the administrators' guard. */
  const STAFF_TABLES: TableKey[] = [
    'documents',
    'documentVersions',
    'posts',
    'consultationEvents',
    'staffGuards',
  ];

  it("are the sign-in and intake areas, the client's upload page and the signing page", () => {
    expect(publicAreas.sort()).toEqual(['client-uploads', 'intake', 'sign-in', 'signing']);
  });

  it.each(publicAreas)(
    '%s holds no staff grant: no bucket, no export, no staff table, no audit read',
    (area) => {
      const statements = statementsOfRole(
        built.template,
        logicalId(built.stack.graphql.areaFunctions[area]!.role),
      );
      // The bucket only under quarantine/ (a client's upload page signs POSTs for its own request's keys
      // there) or letters/ (the signing page's links to its letter's PDFs, and a drawn signature).
      for (const statement of statements.filter((candidate) =>
        actionsOf(candidate).some((action) => action.startsWith('s3:')),
      )) {
        expect(JSON.stringify(resourcesOf(statement))).toMatch(
          new RegExp(`/(${QUARANTINE_PREFIX}|${LETTERS_PREFIX})\\*`),
        );
      }
      const staffTableIds = new Set<string>(STAFF_TABLES.map((key) => tables[key].logicalId));
      for (const statement of statements) {
        for (const resource of resourcesOf(statement)) {
          expect(staffTableIds.has(referencedTableId(resource) ?? ''), JSON.stringify(resource)).toBe(false);
          // The audit log: appended to (sign-ins are recorded), never read.
          if (referencedTableId(resource) === tables.audit.logicalId) {
            expect(actionsOf(statement)).toEqual([TABLE_APPEND_ACTION]);
          }
        }
      }
      const invoked = statements
        .filter((statement) => actionsOf(statement).includes('lambda:InvokeFunction'))
        .flatMap(resourcesOf)
        .map((resource) => JSON.stringify(resource));
      const renderer = logicalId(built.stack.jobs.functions.updatePublicPages.function);
      for (const target of invoked) expect(target).not.toContain(`"${renderer}"`);
    },
  );
});
