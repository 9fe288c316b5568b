import { Fn, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_ROUTES, MAIL_HANDLER_GRANTS, routeKey } from '../backend/handlers/api/routes';
import { BackendFunction } from './backend-function';
import type { FunctionAccess } from './function-access';
import type { BackendResources } from './backend-resources';

/** The mail handler's grants (backend/handlers/api/routes.ts), and the origin header it checks. */
export const mailHandlerAccess: FunctionAccess = { ...MAIL_HANDLER_GRANTS, verifiesOrigin: true };

/**
 * Steady-state requests per second and burst, the stage's default: the ceiling for the whole API. Each route
 * has its own, lower throttle besides (API_ROUTE_THROTTLES in backend/contract/limits.ts).
 */
export const MAIL_API_THROTTLE = { rateLimit: 10, burstLimit: 20 };

export interface MailApiProps {
  readonly resources: BackendResources;
}

/**
 * The HTTP API behind /api/*: the routes of backend/handlers/api/routes.ts to the mail handler (the form's
 * notice, CSP reports, calendar feeds), throttled, access-logged.
 * Only these routes exist; anything else is API Gateway's 404.
 */
export class MailApi extends Construct {
  readonly api: apigw.HttpApi;
  readonly handler: BackendFunction;
  /** The API's host name, for the CloudFront origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: MailApiProps) {
    super(scope, id);
    this.handler = new BackendFunction(this, 'Handler', {
      entry: 'api/mail',
      access: mailHandlerAccess,
      resources: props.resources,
      description: "Mail API: the firm's notice of a stored consultation request, and staff calendar feeds",
    });

    this.api = new apigw.HttpApi(this, 'Api', {
      description: 'Same-origin REST API behind CloudFront /api/*',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      autoDeploy: true,
      throttle: MAIL_API_THROTTLE,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
      },
    });
    // HttpStage has no per-route settings; the stage's RouteSettings map takes them by route key.
    (stage.node.defaultChild as apigw.CfnStage).addPropertyOverride(
      'RouteSettings',
      Object.fromEntries(
        API_ROUTES.map((route) => [
          routeKey(route),
          {
            ThrottlingRateLimit: route.throttle.rateLimit,
            ThrottlingBurstLimit: route.throttle.burstLimit,
          },
        ]),
      ),
    );

    const integration = new HttpLambdaIntegration('MailIntegration', this.handler.function);
    for (const route of API_ROUTES) {
      const methods = [apigw.HttpMethod[route.method]];
      const [added] = this.api.addRoutes({ path: route.path, methods, integration });
      Validations.of(added!).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Public endpoints: visitors (and their browsers, for CSP reports) are anonymous. One only sends ' +
          'the notice of an already stored consultation, at most once; one logs a trimmed report; one ' +
          "answers a calendar app holding a staff user's secret feed link (256 bits, stored hashed). " +
          'Only CloudFront reaches them (origin header), throttled here and per client IP by the WAF.',
      });
    }
    this.domainName = Fn.select(2, Fn.split('/', this.api.apiEndpoint));
  }
}
