import { Fn, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_FUNCTIONS, API_ROUTES, routeKey, type ApiFunction } from '../backend/handlers/api/routes';
import { BackendFunction } from './backend-function';
import type { FunctionAccess } from './function-access';
import type { BackendResources } from './backend-resources';

/** What a function behind /api may touch (backend/handlers/api/routes.ts), and the origin header it checks. */
export const apiFunctionAccess = (name: ApiFunction): FunctionAccess => {
  const { entry: _entry, ...grants } = API_FUNCTIONS[name];
  return { ...grants, verifiesOrigin: true };
};
export const mailHandlerAccess = apiFunctionAccess('mail');
export const calendarHandlerAccess = apiFunctionAccess('calendar');

/**
 * What the HTTP API's access log holds of each request, written out rather than CDK's default line: the
 * route as declared (`GET /api/calendar/{token}`) tells the calls apart, and the path, whose last segment
 * is a calendar feed's secret, is never named.
 */
export const API_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  network: '$context.identity.sourceIp',
  route: '$context.routeKey',
  status: '$context.status',
  bytes: '$context.responseLength',
  error: '$context.integrationErrorMessage',
} as const;

/**
 * Steady-state requests per second and burst, the stage's default: the ceiling for the whole API. Each route
 * has its own, lower throttle besides (API_ROUTE_THROTTLES in backend/contract/limits.ts).
 */
export const MAIL_API_THROTTLE = { rateLimit: 10, burstLimit: 20 };

export interface MailApiProps {
  readonly resources: BackendResources;
}

/**
 * The HTTP API behind /api/*: the routes of backend/handlers/api/routes.ts, each to the function serving it
 * (the mail handler: the form's notice and CSP reports; the calendar handler: staff calendar feeds),
 * throttled, access-logged. Only these routes exist; anything else is API Gateway's 404.
 */
export class MailApi extends Construct {
  readonly api: apigw.HttpApi;
  readonly handler: BackendFunction;
  /** The staff calendar feeds: apart, so the function the public form reaches holds none of their grants. */
  readonly calendarHandler: BackendFunction;
  /** The API's host name, for the CloudFront origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: MailApiProps) {
    super(scope, id);
    this.handler = new BackendFunction(this, 'Handler', {
      entry: API_FUNCTIONS.mail.entry,
      access: mailHandlerAccess,
      resources: props.resources,
      description: "Mail API: the firm's notice of a stored consultation request, and CSP reports",
    });
    this.calendarHandler = new BackendFunction(this, 'CalendarHandler', {
      entry: API_FUNCTIONS.calendar.entry,
      access: calendarHandlerAccess,
      resources: props.resources,
      description: "Staff calendar feeds (ICS), opened by a user's secret link",
    });

    this.api = new apigw.HttpApi(this, 'Api', {
      description: 'Same-origin REST API behind CloudFront /api/*',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.resources.logRetention,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      autoDeploy: true,
      throttle: MAIL_API_THROTTLE,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(API_ACCESS_LOG_FIELDS)),
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

    const integrations: Record<ApiFunction, HttpLambdaIntegration> = {
      mail: new HttpLambdaIntegration('MailIntegration', this.handler.function),
      calendar: new HttpLambdaIntegration('CalendarIntegration', this.calendarHandler.function),
    };
    for (const route of API_ROUTES) {
      const methods = [apigw.HttpMethod[route.method]];
      const integration = integrations[route.function];
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
