import { CfnElement, Duration, Fn, Stack, Validations } from 'aws-cdk-lib';
import * as appsync from 'aws-cdk-lib/aws-appsync';
import * as cxapi from 'aws-cdk-lib/cx-api';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import {
  AUTHORIZER_CACHE_TTL_SECONDS,
  authorizerEntry,
  resolvers,
  type ResolverEntry,
} from '../backend/handlers/graphql/registry';
import { SCHEMA_FILE } from '../backend/schema-file';
import { BackendFunction } from './backend-function';
import type { FunctionAccess } from './function-access';
import type { BackendResources } from './backend-resources';
import { acknowledgeCdkOwnedHandler } from './nag-acknowledgements';

export interface GraphqlApiProps {
  readonly resources: BackendResources;
  /** The resolvers to deploy; the registry's list unless a test narrows it. */
  readonly resolvers?: readonly ResolverEntry[];
}

/** What the authorizer may touch: the registry names what it reads and whether it uses the secret. */
export const authorizerAccess: FunctionAccess = {
  reads: authorizerEntry.reads,
  writes: [],
  sendsMail: false,
  usesSecret: authorizerEntry.usesSecret,
};

/** The logical id cdk-nag names a resource by in its findings. */
const logicalIdOf = (element: CfnElement) => Stack.of(element).getLogicalId(element);

/** Construct id of the function that resolves one field, e.g. "MutationLogin". */
export const resolverFunctionId = (entry: Pick<ResolverEntry, 'typeName' | 'fieldName'>) =>
  `${entry.typeName}${entry.fieldName.charAt(0).toUpperCase()}${entry.fieldName.slice(1)}`;

/**
 * The AppSync API: schema.graphql, the Lambda authorizer as the only authorization mode, and one
 * function with a direct Lambda resolver (no mapping templates) per registry entry, each function with
 * only the grants its entry lists.
 */
export class GraphqlApi extends Construct {
  readonly api: appsync.GraphqlApi;
  readonly authorizer: BackendFunction;
  readonly resolverFunctions: Record<string, BackendFunction> = {};
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
      definition: appsync.Definition.fromFile(SCHEMA_FILE),
      authorizationConfig: {
        defaultAuthorization: {
          authorizationType: appsync.AuthorizationType.LAMBDA,
          lambdaAuthorizerConfig: {
            handler: this.authorizer.function,
            // Deliberate: short, so a password change (token version bump) ends sessions within a minute.
            resultsCacheTtl: Duration.seconds(AUTHORIZER_CACHE_TTL_SECONDS),
          },
        },
      },
      logConfig: {
        // ERROR only, never ALL: request arguments carry passwords, security codes and reset tokens.
        fieldLogLevel: appsync.FieldLogLevel.ERROR,
        excludeVerboseContent: true,
        retention: logs.RetentionDays.ONE_MONTH,
      },
      xrayEnabled: true,
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

    for (const entry of props.resolvers ?? resolvers) {
      const functionId = resolverFunctionId(entry);
      const backendFunction = new BackendFunction(this, functionId, {
        entry: `graphql/${entry.entry}`,
        access: entry,
        resources: props.resources,
        description: `Resolves ${entry.typeName}.${entry.fieldName}`,
      });
      this.resolverFunctions[functionId] = backendFunction;
      const dataSource = this.api.addLambdaDataSource(`${functionId}Source`, backendFunction.function);
      // No request/response mapping templates: a direct Lambda resolver gets the full AppSync event.
      dataSource.createResolver(`${functionId}Resolver`, {
        typeName: entry.typeName,
        fieldName: entry.fieldName,
      });
      Validations.of(dataSource).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(backendFunction.function.node.defaultChild as CfnElement)}.Arn>:*]`,
        reason:
          'CDK grants AppSync invoke on the function and its versions/aliases (ARN:*), one function only.',
      });
    }
  }
}
