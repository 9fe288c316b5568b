/**
 * For infra tests: the app as bin/cdk-app.ts builds it, from a small temporary site folder instead of a
 * full build, synthesized once per worker for each set of arguments.
 */
import { PROMOTION_ACCESS } from './malware-protection';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll } from 'vitest';
import { resolvers } from '../backend/handlers/graphql/registry';
import { jobs, type JobEntry, type JobName } from '../backend/handlers/jobs/registry';
import { FIRM_IDENTITY } from '../backend/contract/firm';
import { schedules } from '../backend/handlers/schedules/registry';
import type { BackendFunction } from './backend-function';
import type { FunctionAccess } from './function-access';
import { EDGE_REGION } from '../backend/contract/deployment';
import { EdgeProtectionStack } from './edge-protection-stack';
import { authorizerAccess, resolverAreas } from './graphql-api';
import { LawFirmSiteStack, type LawFirmSiteStackProps } from './law-firm-site-stack';
import { calendarHandlerAccess, mailHandlerAccess } from './mail-api';
import { RENDERER_BUILD_DIR, RENDERER_SERVER_ENTRY } from '../backend/pages/site-build';

export const TEST_ACCOUNT = '111111111111';
export const TEST_REGION = 'eu-west-1';
export const TEST_STAGE = 'production';
export const TEST_CONTEXT = {
  siteUrl: 'https://www.brandtokafor.example',
  mailDomain: 'brandtokafor.example',
  mailFrom: 'no-reply@brandtokafor.example',
  firmInfoEmail: FIRM_IDENTITY.infoEmail,
  operatorsEmail: 'it@brandtokafor.example',
};

export function makeTestSiteBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'bo-infra-'));
  const siteDir = join(root, 'site', 'client');
  const dirs = [
    'about',
    'attorneys/eleanor-brandt',
    'assets',
    'news-media/seed-article',
    'es/news-media/seed-article',
  ];
  for (const dir of dirs) mkdirSync(join(siteDir, dir), { recursive: true });
  writeFileSync(join(siteDir, 'news-media', 'index.html'), '<!doctype html><title>News</title>');
  writeFileSync(join(siteDir, 'news-media/seed-article', 'index.html'), '<!doctype html><title>Seed</title>');
  writeFileSync(join(siteDir, 'es/news-media', 'index.html'), '<!doctype html><title>Noticias</title>');
  writeFileSync(
    join(siteDir, 'es/news-media/seed-article', 'index.html'),
    '<!doctype html><title>Semilla</title>',
  );
  // The server build the news renderer's function bundles (vite.config.ts keeps it beside the client).
  const rendererDir = join(root, 'site', RENDERER_BUILD_DIR);
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, RENDERER_SERVER_ENTRY), 'export const routes = {};\n');
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(siteDir, 'about', 'index.html'), '<!doctype html><title>About</title>');
  writeFileSync(
    join(siteDir, 'attorneys/eleanor-brandt', 'index.html'),
    '<!doctype html><title>Eleanor</title>',
  );
  writeFileSync(join(siteDir, '__spa-fallback.html'), '<!doctype html><title>App</title>');
  writeFileSync(join(siteDir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(siteDir, 'assets', 'app-abc123.js'), 'console.log(1);');
  return siteDir;
}

/** cdk.json's context (feature flags such as minimizePolicies), so tests see what `cdk synth` sees. */
const CDK_JSON_CONTEXT = (
  JSON.parse(readFileSync(new URL('../cdk.json', import.meta.url), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

/** Synthesis bundles every function with esbuild: generous, so a busy machine does not fail the suite. */
export const SYNTH_TIMEOUT_MS = 180_000;

export interface TestApp {
  app: App;
  edge: EdgeProtectionStack;
  stack: LawFirmSiteStack;
  template: Template;
  edgeTemplate: Template;
  siteDir: string;
}

/**
 * `bundle`: run esbuild for every function (about 35 s for the whole stack on this machine). Only the test
 * of the bundling itself needs it; the others read the template, which is the same without the bundles.
 */
export function buildTestApp(
  overrides: Partial<LawFirmSiteStackProps> = {},
  { bundle = false }: { bundle?: boolean } = {},
): TestApp {
  const siteDir = makeTestSiteBuild();
  const app = new App({
    context: { ...CDK_JSON_CONTEXT, ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
  const edge = new EdgeProtectionStack(app, 'Edge', {
    env: { account: TEST_ACCOUNT, region: EDGE_REGION },
    operatorsEmail: TEST_CONTEXT.operatorsEmail,
    stage: TEST_STAGE,
  });
  const stack = new LawFirmSiteStack(app, 'Site', {
    env: { account: TEST_ACCOUNT, region: TEST_REGION },
    siteDir,
    ...TEST_CONTEXT,
    webAclArn: edge.webAclArn,
    edgeAlarmTopicArn: edge.alarmTopicArn,
    stage: TEST_STAGE,
    ...overrides,
  });
  return {
    app,
    edge,
    stack,
    template: Template.fromStack(stack),
    edgeTemplate: Template.fromStack(edge),
    siteDir,
  };
}

/**
 * The app of one test file, built by `buildTestApp` in `beforeAll` with the synthesis timeout (so a slow
 * synthesis is not charged to the first test). The returned object is filled in then: read it inside hooks
 * and tests. Hooks the file registers after this call run after the build.
 */
export function useTestApp(...args: Parameters<typeof buildTestApp>): TestApp {
  const built = {} as TestApp;
  beforeAll(() => {
    Object.assign(built, sharedTestApp(...args));
  }, SYNTH_TIMEOUT_MS);
  return built;
}

/**
 * Apps already built in this worker, by their arguments. The infra project runs its files in one module
 * graph per worker (vitest.config.ts: `isolate: false`), so the files that ask for the same app share one
 * synthesis (each takes 10-20 s) instead of making their own. Tests only read an app and its templates.
 */
const builtApps = new Map<string, TestApp>();

function sharedTestApp(...args: Parameters<typeof buildTestApp>): TestApp {
  const key = JSON.stringify(args, (_key, value: unknown) =>
    typeof value === 'function' ? `function ${value.name}` : value,
  );
  let app = builtApps.get(key);
  if (!app) {
    app = buildTestApp(...args);
    builtApps.set(key, app);
  }
  return app;
}

export type FunctionCase = [name: string, access: FunctionAccess, pick: (built: TestApp) => BackendFunction];

/** Every backend function of the stack with the access it is built for (listed before the app exists). */
export const functionCases: FunctionCase[] = [
  ['authorizer', authorizerAccess, ({ stack }) => stack.graphql.authorizer],
  ['mail handler', mailHandlerAccess, ({ stack }) => stack.mailApi.handler],
  ['calendar handler', calendarHandlerAccess, ({ stack }) => stack.mailApi.calendarHandler],
  ...resolverAreas(resolvers).map(({ area, access }): FunctionCase => [
    `${area} resolvers`,
    access,
    ({ stack }) => stack.graphql.areaFunctions[area]!,
  ]),
  ...(Object.entries(jobs) as [JobName, JobEntry][]).map(([name, entry]): FunctionCase => [
    `job ${entry.name}`,
    entry,
    ({ stack }) => stack.jobs.functions[name],
  ]),
  ...schedules.map((entry): FunctionCase => [
    `schedule ${entry.name}`,
    entry,
    ({ stack }) => stack.schedules.functions[entry.name]!,
  ]),
  ['client file promotion', PROMOTION_ACCESS, ({ stack }) => stack.malwareProtection.promotion],
];

/**
 * The properties every private bucket of the stack carries in the template (infra/private-bucket.ts):
 * S3-managed encryption and every kind of public access blocked.
 */
export const PRIVATE_BUCKET_PROPERTIES = {
  BucketEncryption: {
    ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
  },
  PublicAccessBlockConfiguration: {
    BlockPublicAcls: true,
    BlockPublicPolicy: true,
    IgnorePublicAcls: true,
    RestrictPublicBuckets: true,
  },
};

/** The logical id of a construct's CloudFormation resource, as the template names it. */
export function logicalId(construct: IConstruct): string {
  const element = construct instanceof CfnElement ? construct : construct.node.defaultChild;
  if (!(element instanceof CfnElement))
    throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return Stack.of(element).resolve(element.logicalId) as string;
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string>>;
}

export const actionsOf = (statement: Statement) =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];
export const resourcesOf = (statement: Statement): unknown[] =>
  Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];

/** Every statement of every AWS::IAM::Policy attached to the role with this logical id. */
export function statementsOfRole(template: Template, roleLogicalId: string): Statement[] {
  const policies = template.findResources('AWS::IAM::Policy');
  return Object.values(policies)
    .filter((policy) =>
      (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleLogicalId),
    )
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

/** The logical id a `{ "Fn::GetAtt": [id, "Arn"] }` or `{ Ref: id }` points at, if it is one. */
export function referencedId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const getAtt = (value as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
  if (getAtt) return getAtt[0];
  return (value as { Ref?: string }).Ref;
}

/** A table's ARN as the template writes it. */
export const tableArnOf = (tableLogicalId: string) => ({ 'Fn::GetAtt': [tableLogicalId, 'Arn'] });

/** The ARN pattern of a table's indexes as aws-cdk-lib's table grants write it: `<table ARN>/index/*`. */
export const tableIndexesArnOf = (tableLogicalId: string) => ({
  'Fn::Join': ['', [tableArnOf(tableLogicalId), '/index/*']],
});

/**
 * The logical id of the table a resource names: the table itself or, exactly `<table ARN>/index/*`, its
 * indexes. Anything else (another suffix, another function) is undefined.
 */
export function referencedTableId(value: unknown): string | undefined {
  const join = (value as { 'Fn::Join'?: [string, unknown[]] } | null)?.['Fn::Join'];
  if (!join) return referencedId(value);
  const [separator, [arn, suffix, ...rest] = []] = join;
  const id = referencedId(arn);
  const isIndexes = separator === '' && suffix === '/index/*' && rest.length === 0 && id !== undefined;
  return isIndexes && JSON.stringify(value) === JSON.stringify(tableIndexesArnOf(id)) ? id : undefined;
}
