import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { tables } from '../backend/adapters/dynamodb/tables';
import { readConfig } from '../backend/config';
import { AUTHORIZER_CACHE_TTL_SECONDS } from '../backend/handlers/graphql/registry';
import { schemaDefinition } from '../backend/schema-file';
import { ENV } from '../backend/environment';
import { resolvers } from '../backend/handlers/graphql/registry';
import { schedules } from '../backend/handlers/schedules/registry';
import { jobs } from '../backend/handlers/jobs/registry';
import { GRAPHQL_LIMITS } from '../backend/handlers/request-limits';
import { API_ROUTES, routeKey } from '../backend/handlers/api/routes';
import { API_ROUTE_THROTTLES } from '../backend/contract/limits';
import type { BackendFunction } from './backend-function';
import { SITE_STACK_RESOLVERS, fieldOf, resolverAreas, resolverId } from './graphql-api';
import { API_ACCESS_LOG_FIELDS, MAIL_API_THROTTLE } from './mail-api';
import { GRAPHQL_SOURCE_RATE_LIMIT_PER_5_MIN } from './web-acl';
import { MIN_ORIGIN_SECRET_LENGTH, ORIGIN_VERIFY_HEADER } from '../backend/domain/edge/origin-verification';
import { appendedTables } from './function-access';
import { functionCases, logicalId, SYNTH_TIMEOUT_MS, TEST_CONTEXT, useTestApp } from './test-app';

const built = useTestApp({}, { bundle: true });
let assemblyDir: string;

beforeAll(() => {
  assemblyDir = built.app.synth().directory;
}, SYNTH_TIMEOUT_MS);

/** The news renderer's job (backend/handlers/jobs/registry.ts `rendersSitePages`). */
const rendersSitePages = (access: object): boolean =>
  'rendersSitePages' in access && access.rendersSitePages === true;

describe("the local stack's test hook", () => {
  it('is never configured on a deployed function: the clock of AWS cannot be moved', () => {
    const env = Object.values(built.template.findResources('AWS::Lambda::Function')).map(
      (fn: { Properties?: { Environment?: { Variables?: Record<string, unknown> } } }) =>
        Object.keys(fn.Properties?.Environment?.Variables ?? {}),
    );
    expect(env.length).toBeGreaterThan(10);
    expect(env.flat()).not.toContain(ENV.localClockOffsetMs);
    expect(env.flat()).not.toContain(ENV.localClockBaseOffsetMs);
  });
});

describe('the GraphQL API', () => {
  it('deploys the schema files as one definition, as the local AppSync reads them', () => {
    built.template.hasResourceProperties('AWS::AppSync::GraphQLSchema', {
      Definition: schemaDefinition(),
    });
  });

  it('authorizes every request with the Lambda authorizer, no answer cached (each request is checked)', () => {
    built.template.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      AuthenticationType: 'AWS_LAMBDA',
      AdditionalAuthenticationProviders: Match.absent(),
      LambdaAuthorizerConfig: {
        AuthorizerUri: { 'Fn::GetAtt': [logicalId(built.stack.graphql.authorizer.function), 'Arn'] },
        AuthorizerResultTtlInSeconds: AUTHORIZER_CACHE_TTL_SECONDS,
      },
    });
    expect(AUTHORIZER_CACHE_TTL_SECONDS).toBe(0);
    built.template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [logicalId(built.stack.graphql.authorizer.function), 'Arn'] },
      Principal: 'appsync.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [logicalId(built.stack.graphql.api), 'Arn'] },
    });
  });

  it('bounds each request by the limits the local emulator enforces, and hides the schema', () => {
    built.template.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      QueryDepthLimit: GRAPHQL_LIMITS.queryDepth,
      ResolverCountLimit: GRAPHQL_LIMITS.resolverCount,
      IntrospectionConfig: 'DISABLED',
    });
    expect(GRAPHQL_LIMITS.introspection).toBe(false);
  });

  it('sits behind a regional web ACL that blocks requests without an origin header before the authorizer runs', () => {
    const webAcl = logicalId(built.stack.graphqlWebAcl.webAcl);
    built.template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [logicalId(built.stack.graphql.api), 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [webAcl, 'Arn'] },
    });
    const { Properties } = built.template.toJSON().Resources[webAcl];
    expect(Properties).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
    expect(Properties.Rules).toEqual([
      expect.objectContaining({
        Name: 'RequireOriginHeader',
        Priority: 0,
        Action: { Block: {} },
        // Present and as long as a secret can be; the authorizer still compares the value (it rotates).
        Statement: {
          NotStatement: {
            Statement: {
              SizeConstraintStatement: {
                FieldToMatch: { SingleHeader: { Name: ORIGIN_VERIFY_HEADER } },
                ComparisonOperator: 'GE',
                Size: MIN_ORIGIN_SECRET_LENGTH,
                TextTransformations: [{ Priority: 0, Type: 'NONE' }],
              },
            },
          },
        },
      }),
      expect.objectContaining({
        Name: 'RateLimitPerSource',
        Priority: 1,
        Action: { Block: {} },
        Statement: {
          RateBasedStatement: { AggregateKeyType: 'IP', Limit: GRAPHQL_SOURCE_RATE_LIMIT_PER_5_MIN },
        },
      }),
    ]);
  });

  it('gives the authorizer and the /api functions the origin secret, to refuse requests that bypassed CloudFront', () => {
    const secretArn = { Ref: logicalId(built.stack.originSecret.secret) };
    const { authorizer } = built.stack.graphql;
    for (const checking of [authorizer, built.stack.mailApi.handler, built.stack.mailApi.calendarHandler]) {
      expect(
        built.template.toJSON().Resources[logicalId(checking.function)].Properties.Environment.Variables
          .ORIGIN_SECRET_ARN,
      ).toEqual(secretArn);
    }
  });

  it('logs errors only, without verbose content (arguments carry passwords and codes), and traces with X-Ray', () => {
    built.template.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      LogConfig: { FieldLogLevel: 'ERROR', ExcludeVerboseContent: true },
      XrayEnabled: true,
    });
    built.template.hasResourceProperties('Custom::LogRetention', {
      LogGroupName: { 'Fn::Join': ['', ['/aws/appsync/apis/', Match.anyValue()]] },
      RetentionInDays: 30,
    });
  });

  it("has one direct Lambda resolver per registry entry, on its area's function", () => {
    // Resolvers added after the freeze live in the FeatureResolvers nested stack (decision 025).
    const nested = built.stack.graphql.featureResolvers;
    const nestedTemplate = nested ? Template.fromStack(nested) : undefined;
    const resolverCount = (template?: Template) =>
      template ? Object.keys(template.findResources('AWS::AppSync::Resolver')).length : 0;
    expect(resolverCount(built.template) + resolverCount(nestedTemplate)).toBe(resolvers.length);
    built.template.resourceCountIs('AWS::AppSync::DataSource', resolverAreas(resolvers).length);
    const dataSources = built.template.findResources('AWS::AppSync::DataSource');
    for (const entry of resolvers) {
      const functionId = logicalId(built.stack.graphql.areaFunctions[entry.area]!.function);
      const [, source] = Object.entries(dataSources).find(
        ([, candidate]) =>
          JSON.stringify(candidate.Properties.LambdaConfig.LambdaFunctionArn) ===
          JSON.stringify({ 'Fn::GetAtt': [functionId, 'Arn'] }),
      )!;
      expect(source.Properties.Type).toBe('AWS_LAMBDA');
      const inSite = fieldOf(entry) in SITE_STACK_RESOLVERS;
      const resolver = (inSite ? built.stack.graphql.api : nested!).node.findChild(resolverId(entry)).node
        .defaultChild!;
      const resources = (inSite ? built.template : nestedTemplate!).toJSON().Resources as Record<
        string,
        { Properties: object }
      >;
      const properties = resources[logicalId(resolver)]!.Properties;
      expect(properties).toMatchObject({
        TypeName: entry.typeName,
        FieldName: entry.fieldName,
        Kind: 'UNIT',
        DataSourceName: source.Properties.Name,
      });
      expect(properties).not.toHaveProperty('RequestMappingTemplate');
      expect(properties).not.toHaveProperty('ResponseMappingTemplate');
    }
  });
});

describe('the mail API', () => {
  it('routes POST /api/consultationform, /api/csp-report and GET /api/calendar/{token}, and nothing else, to the mail handler', () => {
    const routes = Object.values(built.template.findResources('AWS::ApiGatewayV2::Route'));
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual([
      'GET /api/calendar/{token}',
      'POST /api/consultationform',
      'POST /api/csp-report',
    ]);
    expect(API_ROUTES.map(routeKey).sort()).toEqual(routes.map((route) => route.Properties.RouteKey).sort());
    // The public form's routes reach the mail handler; the calendar feed its own function.
    const serving = (key: string) =>
      key.startsWith('GET /api/calendar/')
        ? built.stack.mailApi.calendarHandler
        : built.stack.mailApi.handler;
    for (const route of routes) {
      const integrationId = (route.Properties.Target['Fn::Join'][1] as unknown[])[1] as { Ref: string };
      expect(built.template.toJSON().Resources[integrationId.Ref].Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [logicalId(serving(route.Properties.RouteKey).function), 'Arn'] },
      });
    }
    built.template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.absent(),
    });
  });

  it('throttles the default stage and writes access logs naming the route, never the path (a feed token)', () => {
    built.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: MAIL_API_THROTTLE.rateLimit,
        ThrottlingBurstLimit: MAIL_API_THROTTLE.burstLimit,
      },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: JSON.stringify(API_ACCESS_LOG_FIELDS) },
    });
    expect(JSON.stringify(API_ACCESS_LOG_FIELDS)).not.toMatch(/\$context\.(path|resourcePath)\b/);
  });

  it('gives each route its own throttle, lower than the stage’s', () => {
    const stages = built.template.findResources('AWS::ApiGatewayV2::Stage');
    const [stage] = Object.values(stages) as { Properties: { RouteSettings: Record<string, unknown> } }[];
    expect(Object.keys(stage!.Properties.RouteSettings).sort()).toEqual(API_ROUTES.map(routeKey).sort());
    for (const route of API_ROUTES) {
      expect(stage!.Properties.RouteSettings[routeKey(route)]).toEqual({
        ThrottlingRateLimit: route.throttle.rateLimit,
        ThrottlingBurstLimit: route.throttle.burstLimit,
      });
      expect(route.throttle.rateLimit).toBeLessThan(MAIL_API_THROTTLE.rateLimit);
    }
    expect(API_ROUTES.find((route) => route.path === '/api/consultationform')?.throttle).toEqual(
      API_ROUTE_THROTTLES.consultationNotice,
    );
  });
});

describe('the backend functions', () => {
  it('exist once per resolver area, schedule and job, plus the authorizer and the two /api functions', () => {
    const ours = functionCases.map(([, , pick]) => logicalId(pick(built).function));
    expect(new Set(ours).size).toBe(
      // + the promotion of clients' scanned files (infra/malware-protection.ts)
      resolverAreas(resolvers).length + schedules.length + Object.keys(jobs).length + 3 + 1,
    );
    for (const id of ours) expect(built.template.toJSON().Resources[id].Type).toBe('AWS::Lambda::Function');
  });

  it.each(functionCases)(
    '%s: Node.js 24 on arm64, 10 s (bulk jobs: their own), its own log group kept a month',
    (name, access, pick) => {
      const { Properties: properties } = built.template.toJSON().Resources[logicalId(pick(built).function)];
      // The news renderer renders every published post after a deployment: 2 minutes and 1 GB (infra/jobs.ts).
      const renders = rendersSitePages(access);
      expect(properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        // The promotion reads a client's file once (SHA-256 and type), up to the File Manager's largest.
        // Emptying the Trash deletes file after file for as long as Lambda allows (backend/handlers/jobs).
        Timeout: renders || name === 'client file promotion' ? 120 : name === 'job TrashEmptier' ? 900 : 10,
        Handler: 'index.handler',
      });
      expect(renders ? [1024] : [256, 512]).toContain(properties.MemorySize);
      const logGroupId = properties.LoggingConfig.LogGroup.Ref as string;
      expect(built.template.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(30);
    },
  );

  it.each(functionCases)('%s: bundled by esbuild as minified ESM with a source map', (_, access, pick) => {
    const { Properties: properties } = built.template.toJSON().Resources[logicalId(pick(built).function)];
    const assetDir = join(assemblyDir, `asset.${(properties.Code.S3Key as string).replace(/\.zip$/, '')}`);
    expect(existsSync(join(assetDir, 'index.mjs.map'))).toBe(true);
    const bundle = readFileSync(join(assetDir, 'index.mjs'), 'utf8');
    expect(bundle.startsWith("import { createRequire } from 'node:module'")).toBe(true);
    // Minified: no indented statements (a few newlines survive only inside template literals; React's, in
    // the news renderer, hold indented code examples).
    if (!rendersSitePages(access)) expect(bundle).not.toMatch(/^\s{2,}(const|let|var|function|return|if)\b/m);
    expect(bundle).toMatch(/export\s*\{[^}]*as handler/);
  });

  it('gives bcrypt work more memory (sign-in checks a password hash)', () => {
    const memory = (backendFunction: BackendFunction) =>
      built.template.toJSON().Resources[logicalId(backendFunction.function)].Properties.MemorySize;
    const { graphql } = built.stack;
    expect(memory(graphql.areaFunctions['sign-in']!)).toBe(512);
    expect(memory(graphql.areaFunctions.intake!)).toBe(256);
    expect(memory(graphql.authorizer)).toBe(256);
  });

  it.each(functionCases)(
    '%s: receives the configuration backend/config.ts reads, with only its own tables',
    (_, access, pick) => {
      const { Properties: properties } = built.template.toJSON().Resources[logicalId(pick(built).function)];
      const variables = properties.Environment.Variables as Record<string, unknown>;
      const ownTables = [...new Set([...access.reads, ...access.writes, ...appendedTables(access)])];
      expect(Object.keys(variables).sort()).toEqual(
        [
          'MAIL_FROM',
          'FIRM_INFO_EMAIL',
          ...(access.withoutSiteUrl ? [] : ['SITE_URL']),
          'NODE_OPTIONS',
          ...ownTables.map((key) => tables[key].envVar),
          ...(access.usesSecret ? ['SIGNING_SECRET_ARN'] : []),
          ...(access.usesPublicFunctionSecret ? ['PUBLIC_FUNCTION_SECRET_ARN'] : []),
          // How long its audit entries are kept, from the settings (infra/retention.test.ts).
          ...(appendedTables(access).includes('audit') ? ['AUDIT_RETENTION_DAYS'] : []),
          ...(access.exports || access.documents || access.quarantine || access.letters
            ? ['DOCUMENTS_BUCKET']
            : []),
          ...(access.verifiesOrigin ? ['ORIGIN_SECRET_ARN'] : []),
          // The seal key, for the one function that seals (infra/sealing-key.test.ts).
          ...(access.seals ? ['SEALING_KEY_ID'] : []),
          ...(access.startsJobs ?? []).map((job) => jobs[job].envVar),
          ...(rendersSitePages(access) ? ['SITE_RENDERER_DIR', 'SITE_BUCKET', 'SITE_DISTRIBUTION_ID'] : []),
        ].sort(),
      );
      for (const key of ownTables) {
        expect(variables[tables[key].envVar]).toEqual({ Ref: tables[key].logicalId });
      }
      if (access.usesSecret) {
        expect(variables.SIGNING_SECRET_ARN).toEqual({ Ref: logicalId(built.stack.signingSecret.secret) });
      }
      if (access.usesPublicFunctionSecret) {
        expect(variables.PUBLIC_FUNCTION_SECRET_ARN).toEqual({
          Ref: logicalId(built.stack.publicFunctionSecret.secret),
        });
      }
      // What the handler would read at run time, with CloudFormation's references standing in as names.
      const runtimeEnvironment = Object.fromEntries(
        Object.entries(variables).map(([name, value]) => [
          name,
          typeof value === 'string' ? value : `resolved-${name}`,
        ]),
      );
      const config = readConfig(runtimeEnvironment);
      expect(config).toMatchObject({
        mailFrom: TEST_CONTEXT.mailFrom,
        firmInfoEmail: TEST_CONTEXT.firmInfoEmail,
        endpoints: { dynamodb: undefined, ses: undefined, s3: undefined },
      });
      // The authorizer is not told the site URL (infra/function-access.ts) and says so if it ever reads it.
      if (access.withoutSiteUrl)
        expect(() => config.siteUrl).toThrow('Missing environment variable SITE_URL');
      else expect(config.siteUrl).toBe(TEST_CONTEXT.siteUrl);
      for (const key of ownTables) expect(config.tableNames[key]).toBe(`resolved-${tables[key].envVar}`);
      for (const job of access.startsJobs ?? []) {
        expect(variables[jobs[job].envVar]).toEqual({
          Ref: logicalId(built.stack.jobs.functions[job].function),
        });
      }
    },
  );
});

describe('consultation exports', () => {
  const policyOf = (backendFunction: BackendFunction) => {
    const { role } = backendFunction;
    type PolicyResource = {
      Type: string;
      Properties: { Roles: unknown; PolicyDocument: { Statement: { Action: unknown; Resource: unknown }[] } };
    };
    const resources = built.template.toJSON().Resources as Record<string, PolicyResource>;
    return Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy')
      .filter((resource) => JSON.stringify(resource.Properties.Roles).includes(logicalId(role)))
      .flatMap(
        (resource) =>
          resource.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[],
      );
  };

  it('lets only the function serving the export put and get objects, under exports/ alone', () => {
    const exporting = new Set(resolvers.filter((entry) => entry.exports).map((entry) => entry.area));
    expect([...exporting]).toEqual(['consultations']);
    const s3Statements = policyOf(built.stack.graphql.areaFunctions.consultations!).filter((statement) =>
      JSON.stringify(statement.Action).includes('s3:'),
    );
    expect(s3Statements).toHaveLength(1);
    expect(s3Statements[0]!.Action).toEqual(['s3:GetObject', 's3:PutObject']);
    expect(JSON.stringify(s3Statements[0]!.Resource)).toContain('/exports/*');
    for (const { area } of resolverAreas(resolvers).filter(({ area }) => !exporting.has(area))) {
      expect(JSON.stringify(policyOf(built.stack.graphql.areaFunctions[area]!)), area).not.toContain(
        '/exports/',
      );
    }
  });

  it('expires exports in the documents bucket after a day', () => {
    built.template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Id: 'ExpireExports',
            Prefix: 'exports/',
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            Status: 'Enabled',
          }),
        ]),
      },
    });
  });
});
