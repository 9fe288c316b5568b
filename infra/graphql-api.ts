import { CfnElement, Duration, Fn, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import * as appsync from 'aws-cdk-lib/aws-appsync';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as cxapi from 'aws-cdk-lib/cx-api';
import { Construct } from 'constructs';
import {
  AUTHORIZER_CACHE_TTL_SECONDS,
  areaEntry,
  authorizerEntry,
  resolvers,
  type ResolverArea,
  type ResolverEntry,
} from '../backend/handlers/graphql/registry';
import { GRAPHQL_LIMITS } from '../backend/handlers/request-limits';
import { schemaDefinition } from '../backend/schema-file';
import { BackendFunction } from './backend-function';
import { unionOfAccess, type FunctionAccess } from './function-access';
import type { BackendResources } from './backend-resources';
import { acknowledgeCdkOwnedHandler } from './nag-acknowledgements';
import siteStackResolvers from './site-stack-resolvers.json';

/**
 * The areas whose function and data source live in the FeatureResolvers nested stack, with all their
 * resolvers: a new area joins this list when it is added, so the site stack stays under its resource
 * ceiling. An area already deployed never joins it (its function would be replaced under a new logical id).
 */
export const NESTED_AREAS: readonly ResolverArea[] = [];

/**
 * `Type.field` of every resolver the site stack held before FeatureResolvers existed, with its logical id.
 * Frozen: those resolvers cannot move (see `resolverId`); every other field's resolver is nested.
 */
export const SITE_STACK_RESOLVERS: Readonly<Record<string, string>> = siteStackResolvers.resolvers;

/** `Type.field` of a registry entry, as SITE_STACK_RESOLVERS names it. */
export const fieldOf = (entry: Pick<ResolverEntry, 'typeName' | 'fieldName'>) =>
  `${entry.typeName}.${entry.fieldName}`;

export interface GraphqlApiProps {
  readonly resources: BackendResources;
  /** The resolvers to deploy; the registry's list unless a test narrows it. */
  readonly resolvers?: readonly ResolverEntry[];
  /** The areas built in the nested stack; NESTED_AREAS unless a test says otherwise. */
  readonly nestedAreas?: readonly ResolverArea[];
}

/** What the authorizer may touch: the registry names what it reads and writes and whether it uses the secret. */
export const authorizerAccess: FunctionAccess = {
  reads: authorizerEntry.reads,
  writes: authorizerEntry.writes,
  sendsMail: false,
  usesSecret: authorizerEntry.usesSecret,
  verifiesOrigin: true,
  withoutSiteUrl: true,
};

/** The logical id cdk-nag names a resource by in its findings. */
const logicalIdOf = (element: CfnElement) => Stack.of(element).getLogicalId(element);

/**
 * Construct id of one field's resolver, e.g. "MutationLoginResolver". Never change it: AppSync allows one
 * resolver per field, and CloudFormation creates a resolver under a new logical id before it deletes the
 * old one, so the deployment would fail ("Only one resolver is allowed per field").
 */
export const resolverId = (entry: Pick<ResolverEntry, 'typeName' | 'fieldName'>) =>
  `${entry.typeName}${pascalCase(entry.fieldName)}Resolver`;

/** Construct id of an area's function, e.g. "SignInResolvers". */
export const areaFunctionId = (area: ResolverArea) => `${pascalCase(area)}Resolvers`;

function pascalCase(name: string): string {
  return name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** The registry's entries by area, each area with the union of its entries' grants. */
export function resolverAreas(
  entries: readonly ResolverEntry[],
): { area: ResolverArea; entries: ResolverEntry[]; access: FunctionAccess }[] {
  const areas = [...new Set(entries.map((entry) => entry.area))];
  return areas.map((area) => {
    const served = entries.filter((entry) => entry.area === area);
    return { area, entries: served, access: unionOfAccess(served) };
  });
}

/**
 * The schema as AppSync takes it, one definition: the repository keeps one file per feature area
 * (backend/schema/), and the stack deploys them joined exactly as the local AppSync reads them.
 */
const wholeSchema: appsync.ISchema = {
  bind: (api) => ({ apiId: (api as appsync.IGraphqlApi).apiId, definition: schemaDefinition() }),
};

/**
 * The AppSync API: the schema of backend/schema/, the Lambda authorizer as the only authorization mode (it also refuses
 * requests that did not come through CloudFront), the per-request limits, introspection off, one function
 * per feature area holding only the grants its entries list, and a direct Lambda resolver (no mapping
 * templates) per registry entry on its area's function.
 */
export class GraphqlApi extends Construct {
  readonly api: appsync.GraphqlApi;
  readonly authorizer: BackendFunction;
  readonly areaFunctions: Partial<Record<ResolverArea, BackendFunction>> = {};
  /** The nested stack of the resolvers added since the freeze and of NESTED_AREAS; absent while none exist. */
  readonly featureResolvers?: FeatureResolvers;
  /** The API's host name, for the CloudFront origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: GraphqlApiProps) {
    super(scope, id);
    // Scope AppSync's permission to invoke the authorizer to this API (SourceArn); without the flag any
    // AppSync API, in any account, could call it.
    this.node.setContext(cxapi.APPSYNC_GRAPHQLAPI_SCOPE_LAMBDA_FUNCTION_PERMISSION, true);
    this.authorizer = new BackendFunction(this, 'Authorizer', {
      entry: `graphql/${authorizerEntry.entry}`,
      access: authorizerAccess,
      resources: props.resources,
      description: 'AppSync Lambda authorizer: anonymous, first-stage or session caller',
    });

    this.api = new appsync.GraphqlApi(this, 'Api', {
      name: `${Stack.of(this).stackName}-graphql`,
      definition: appsync.Definition.fromSchema(wholeSchema),
      authorizationConfig: {
        defaultAuthorization: {
          authorizationType: appsync.AuthorizationType.LAMBDA,
          lambdaAuthorizerConfig: {
            handler: this.authorizer.function,
            // Nothing cached: every request's origin header and viewer address are checked (authorizer.ts).
            resultsCacheTtl: Duration.seconds(AUTHORIZER_CACHE_TTL_SECONDS),
          },
        },
      },
      logConfig: {
        // ERROR only, never ALL: request arguments carry passwords, security codes and reset tokens.
        fieldLogLevel: appsync.FieldLogLevel.ERROR,
        excludeVerboseContent: true,
        retention: props.resources.logRetention,
      },
      xrayEnabled: true,
      // The same numbers the local emulator enforces (backend/handlers/request-limits.ts).
      queryDepthLimit: GRAPHQL_LIMITS.queryDepth,
      resolverCountLimit: GRAPHQL_LIMITS.resolverCount,
      introspectionConfig: GRAPHQL_LIMITS.introspection
        ? appsync.IntrospectionConfig.ENABLED
        : appsync.IntrospectionConfig.DISABLED,
    });
    // AppSync's construct always sets the retention of its log group through aws-cdk-lib's LogRetention
    // handler (a stack-wide singleton).
    acknowledgeCdkOwnedHandler(this, 'LogRetention', {
      'AwsSolutions-IAM4':
        "aws-cdk-lib's LogRetention handler writes its own logs through AWSLambdaBasicExecutionRole.",
      'AwsSolutions-IAM5':
        "aws-cdk-lib's LogRetention handler sets retention on log groups whose names exist only after " +
        'deployment (logs:PutRetentionPolicy, logs:DeleteRetentionPolicy).',
    });
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-ASC3',
      reason:
        'Request-level (verbose) logging would write request headers, i.e. bearer tokens, and resolver ' +
        'payloads to CloudWatch. Errors are logged (fieldLogLevel ERROR) and requests are traced by X-Ray.',
    });
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSAppSyncPushToCloudWatchLogs]',
      reason: "AppSync's logging role: the AWS-maintained policy that lets AppSync write its own logs.",
    });
    this.domainName = Fn.select(2, Fn.split('/', this.api.graphqlUrl));

    // One role AppSync assumes to invoke the area functions, not one per data source (a role and a policy
    // each): it may invoke these functions and nothing else, and the stack keeps room under its ceiling.
    const invokeRole = new iam.Role(this, 'AreaInvokeRole', {
      assumedBy: new iam.ServicePrincipal('appsync.amazonaws.com'),
      description: 'AppSync invokes the GraphQL area functions',
    });
    const entries = props.resolvers ?? resolvers;
    const nestedAreas = new Set(props.nestedAreas ?? NESTED_AREAS);
    // The nested stack's areas get a role of their own there: a role may name only its own stack's functions
    // in the cdk-nag acknowledgement, and the site stack's role keeps its logical id.
    let nestedInvokeRole: iam.Role | undefined;
    const isNested = (entry: ResolverEntry) => !(fieldOf(entry) in SITE_STACK_RESOLVERS);
    if (entries.some(isNested) || entries.some((entry) => nestedAreas.has(entry.area))) {
      this.featureResolvers = new FeatureResolvers(this, 'FeatureResolvers');
    }
    for (const { area, entries: served, access } of resolverAreas(entries)) {
      const functionId = areaFunctionId(area);
      const nested = nestedAreas.has(area);
      const backendFunction = new BackendFunction(nested ? this.featureResolvers! : this, functionId, {
        entry: `graphql/${areaEntry(area)}`,
        access,
        resources: props.resources,
        description: `GraphQL resolvers of the ${area} area`,
      });
      this.areaFunctions[area] = backendFunction;
      // Scopes as addLambdaDataSource and createResolver use them, so the site stack's logical ids stay.
      const roleOfArea = nested
        ? (nestedInvokeRole ??= new iam.Role(this.featureResolvers!, 'AreaInvokeRole', {
            assumedBy: new iam.ServicePrincipal('appsync.amazonaws.com'),
            description: 'AppSync invokes the nested GraphQL area functions',
          }))
        : invokeRole;
      const dataSource = new appsync.LambdaDataSource(
        nested ? this.featureResolvers! : this.api,
        `${functionId}Source`,
        {
          api: this.api,
          lambdaFunction: backendFunction.function,
          serviceRole: roleOfArea,
        },
      );
      // No request/response mapping templates: a direct Lambda resolver gets the full AppSync event. The
      // resolver's scope is the API (or the nested stack), not the data source, so its logical id does not
      // depend on the area.
      for (const entry of served) {
        new appsync.Resolver(isNested(entry) ? this.featureResolvers! : this.api, resolverId(entry), {
          api: this.api,
          dataSource,
          typeName: entry.typeName,
          fieldName: entry.fieldName,
        });
      }
      Validations.of(roleOfArea).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(backendFunction.function.node.defaultChild as CfnElement)}.Arn>:*]`,
        reason:
          'CDK grants AppSync invoke on each area function and its versions/aliases (ARN:*), named one by one.',
      });
    }
  }
}

/**
 * The nested stack of the resolvers added after the freeze (SITE_STACK_RESOLVERS) and of NESTED_AREAS'
 * functions and data sources: its own 500-resource budget. The API, the tables and the other areas' data
 * sources stay in the site stack; CDK hands their references in as the nested stack's parameters.
 */
export class FeatureResolvers extends NestedStack {
  constructor(scope: Construct, id: string) {
    super(scope, id, { description: 'GraphQL resolvers and feature areas added after the freeze' });
  }
}
