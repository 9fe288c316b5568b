import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { CfnElement, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { EXPORTS_PREFIX } from '../backend/adapters/s3/exports';
import { QUARANTINE_PREFIX } from '../backend/domain/client-requests/records';
import { LETTERS_PREFIX } from '../backend/domain/letters/records';
import type { BackendResources } from './backend-resources';
import { appendedTables, type FunctionAccess } from './function-access';
import { functionEnvironment, jobFunction } from './function-environment';
import { nagArnOf } from './nag-acknowledgements';
import type { DocumentsAccess } from '../backend/handlers/graphql/registry';
import { tables, type TableDefinition, type TableKey } from '../backend/adapters/dynamodb/tables';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const HANDLERS_DIR = fileURLToPath(new URL('../backend/handlers/', import.meta.url));

/** Every object the File Manager stores lives under this prefix (domain/documents/records.ts objectKeyOf). */

/** The runtime every backend function runs; the tests run on the same Node.js (infra/runtime.test.ts). */
export const BACKEND_RUNTIME = lambda.Runtime.NODEJS_24_X;
export const DOCUMENTS_KEY_PREFIX = 'documents/';

/**
 * The S3 actions behind each documents grant: signing a GET link or a POST policy only works if the
 * signer's role may do the request itself, so `read` holds GetObject (+ version) and `write` PutObject.
 */
export const DOCUMENTS_ACTIONS = {
  read: ['s3:GetObject', 's3:GetObjectVersion'],
  write: ['s3:PutObject'],
  delete: ['s3:DeleteObject', 's3:DeleteObjectVersion'],
} as const;

/**
 * Item-level actions only. No Scan (no request path scans, see ARCHITECTURE.md "Data"), no table
 * management, no streams: grantReadData/grantWriteData would add Scan and DescribeTable.
 */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

export const TABLE_APPEND_ACTION = 'dynamodb:PutItem';

/** Where Lambda unpacks a function's bundle. */
const LAMBDA_TASK_ROOT = '/var/task';

/** bcrypt at cost 10+ needs the CPU that comes with more memory; everything else is I/O bound. */
const BCRYPT_MEMORY_MB = 512;
const DEFAULT_MEMORY_MB = 256;

/** What a handler's bundle holds: the npm packages bundled into it and the AWS SDK packages it imports. */
export interface BundleGraph {
  /** Packages under node_modules bundled in (the AWS SDK is not: the runtime has it). */
  readonly packages: ReadonlySet<string>;
  /** The AWS SDK packages the bundle imports from the runtime, when the function starts or on first use. */
  readonly sdkPackages: readonly string[];
}

const bundleGraphs = new Map<string, BundleGraph>();

const packageOf = (input: string): string | undefined =>
  /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];

/**
 * The module graph of an entry's bundle, asked of esbuild once per entry (no output written), so the memory
 * size follows the code instead of a hand-kept list and a test can hold the imports to the role's grants.
 */
export function bundleGraphOf(entryFile: string): BundleGraph {
  let graph = bundleGraphs.get(entryFile);
  if (!graph) {
    const { metafile } = buildSync({
      entryPoints: [entryFile],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      external: ['@aws-sdk/*'],
      logLevel: 'silent',
    });
    const imports = Object.values(metafile.outputs).flatMap((output) => output.imports);
    graph = {
      packages: new Set(Object.keys(metafile.inputs).flatMap((input) => packageOf(input) ?? [])),
      sdkPackages: [
        ...new Set(
          imports
            .filter(({ external, path }) => external && path.startsWith('@aws-sdk/'))
            .map(({ path }) => path),
        ),
      ].sort(),
    };
    bundleGraphs.set(entryFile, graph);
  }
  return graph;
}

export interface BackendFunctionProps {
  /** Handler module, relative to backend/handlers, without extension (exports `handler`). */
  readonly entry: string;
  readonly access: FunctionAccess;
  readonly resources: BackendResources;
  /** What the function does, for the console. */
  readonly description: string;
  /** For heavier work than a request (the news renderer): more memory and time than the defaults. */
  readonly memorySize?: number;
  readonly timeout?: Duration;
  /** A folder copied into the bundle beside the handler, as `to`; its path in Lambda goes to `envVar`. */
  readonly bundledFolder?: { readonly from: string; readonly to: string; readonly envVar: string };
}

/**
 * One Lambda function around one handler module: bundled by the local esbuild (no Docker), arm64 on a
 * current Node.js runtime, its own log group with retention, and its own role holding exactly the
 * grants its FunctionAccess lists (no managed policies).
 */
export class BackendFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: iam.Role;
  /** The handler module, relative to backend/handlers (what `npm run bench` bundles and imports). */
  readonly entry: string;
  /** The handler module's file. */
  readonly entryFile: string;

  constructor(scope: Construct, id: string, props: BackendFunctionProps) {
    super(scope, id);
    this.entry = props.entry;
    const { access, resources, bundledFolder } = props;
    const entryFile = `${HANDLERS_DIR}${props.entry}.ts`;
    this.entryFile = entryFile;

    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: resources.logRetention,
      // Kept after the stack is deleted: they are the record of who signed in and what was sent.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.entry}`,
    });
    logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: entryFile,
      handler: 'handler',
      description: props.description,
      runtime: BACKEND_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize:
        props.memorySize ??
        (bundleGraphOf(entryFile).packages.has('bcryptjs') ? BCRYPT_MEMORY_MB : DEFAULT_MEMORY_MB),
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: `${REPO_ROOT}package-lock.json`,
      // Stack traces point into the TypeScript sources (the bundle ships its source map).
      environment: {
        ...functionEnvironment(access, resources),
        NODE_OPTIONS: '--enable-source-maps',
        ...(bundledFolder ? { [bundledFolder.envVar]: `${LAMBDA_TASK_ROOT}/${bundledFolder.to}` } : {}),
      },
      bundling: {
        forceDockerBundling: false,
        minify: true,
        sourceMap: true,
        format: OutputFormat.ESM,
        // Some CommonJS dependencies call require(); ESM bundles need it defined.
        banner:
          "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        ...(bundledFolder
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (_inputDir: string, outputDir: string) => [
                  `cp -R "${bundledFolder.from}" "${outputDir}/${bundledFolder.to}"`,
                ],
              },
            }
          : {}),
      },
    });

    for (const key of access.reads) resources.tables[key].grant(this.role, ...TABLE_READ_ACTIONS);
    for (const key of access.writes) resources.tables[key].grant(this.role, ...TABLE_WRITE_ACTIONS);
    for (const key of appendedTables(access)) resources.tables[key].grant(this.role, TABLE_APPEND_ACTION);
    acknowledgeIndexGrants(this.role, resources, [
      ...access.reads,
      ...access.writes,
      ...appendedTables(access),
    ]);
    if (access.usesSecret) resources.signingSecret.grantRead(this.role);
    if (access.usesPublicFunctionSecret) resources.publicFunctionSecret.grantRead(this.role);
    if (access.verifiesOrigin) resources.originSecret.grantRead(this.role);
    if (access.seals) resources.sealingKey.grantSealing(this.role);
    for (const job of access.startsJobs ?? []) {
      const target = jobFunction(resources, job);
      target.grantInvoke(this.role);
      const targetId = Stack.of(target).getLogicalId(target.node.defaultChild as CfnElement);
      Validations.of(this.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${targetId}.Arn>:*]`,
        reason: `CDK grants invoke on the ${job} job function and its versions/aliases (ARN:*), that function only.`,
      });
    }
    if (access.sendsMail) resources.mail.grantSendFromSender(this.role);
    if (access.documents) {
      grantDocuments(this.role, resources.documentsBucket, access.documents, DOCUMENTS_KEY_PREFIX);
    }
    if (access.quarantine) {
      grantDocuments(this.role, resources.documentsBucket, access.quarantine, QUARANTINE_PREFIX);
    }
    if (access.letters) {
      grantDocuments(this.role, resources.documentsBucket, access.letters, LETTERS_PREFIX);
    }
    if (access.exports) {
      this.role.addToPolicy(
        new iam.PolicyStatement({
          actions: ['s3:PutObject', 's3:GetObject'],
          resources: [resources.documentsBucket.arnForObjects(`${EXPORTS_PREFIX}*`)],
        }),
      );
      Validations.of(this.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${nagArnOf(resources.documentsBucket)}/${EXPORTS_PREFIX}*]`,
        reason:
          'Export files are named per export: the wildcard is the exports/ prefix of the documents bucket only, ' +
          'with PutObject and GetObject alone (objects expire after a day).',
      });
    }
  }
}

/** Whether a table has global secondary indexes (then every grant on it also covers `<table ARN>/index/*`). */
export const hasIndexes = (key: TableKey): boolean =>
  Boolean((tables[key] as TableDefinition).indexes?.length);

/**
 * aws-cdk-lib adds `<table ARN>/index/*` to every grant on a table with global secondary indexes: reads
 * need it to Query the indexes (every list is a Query on one); writes cannot act on an index at all.
 */
function acknowledgeIndexGrants(
  role: iam.Role,
  resources: BackendResources,
  keys: readonly TableKey[],
): void {
  for (const key of new Set(keys)) {
    if (!hasIndexes(key)) continue;
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArnOf(resources.tables[key])}/index/*]`,
      reason: `The indexes of the ${key} table only, for the actions granted on the table itself (Query for reads).`,
    });
  }
}

/** What each prefix of the documents bucket holds, for the acknowledgement of its wildcard. */
const PREFIX_PURPOSE: Record<string, string> = {
  [DOCUMENTS_KEY_PREFIX]:
    'Object keys are minted per upload (documents/<id>/<version>): the wildcard is the File Manager',
  [QUARANTINE_PREFIX]:
    "Object keys are minted per client upload (quarantine/<request>/<file>; each presigned POST's policy names its one key): the wildcard is the quarantine",
  [LETTERS_PREFIX]:
    'Object keys are minted per engagement letter (letters/<letter>/<file>; previews under letters/previews/): the wildcard is the letters',
};

/**
 * The documents grants of one role: object actions on one key prefix only (`documents/` or `quarantine/`),
 * and the version listing a delete in `documents/` needs.
 */
function grantDocuments(role: iam.Role, bucket: s3.IBucket, access: DocumentsAccess, prefix: string): void {
  const actions = (['read', 'write', 'delete'] as const).flatMap((kind) =>
    access[kind] ? DOCUMENTS_ACTIONS[kind] : [],
  );
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions, resources: [bucket.arnForObjects(`${prefix}*`)] }),
  );
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${nagArnOf(bucket)}/${prefix}*]`,
    reason: `${PREFIX_PURPOSE[prefix]} prefix of the one documents bucket, with only the object actions this function's entry declares.`,
  });
  if (access.delete && prefix === DOCUMENTS_KEY_PREFIX) {
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:ListBucketVersions'],
        resources: [bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': `${DOCUMENTS_KEY_PREFIX}*` } },
      }),
    );
  }
}
