import { CfnOutput, Lazy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { ResolverEntry } from '../backend/handlers/graphql/registry';
import type { ScheduleEntry } from '../backend/handlers/schedules/registry';
import { AccessLogs } from './access-logs';
import { Backups } from './backups';
import { DataTables } from './data';
import { DocumentsBucket } from './documents';
import { GraphqlApi } from './graphql-api';
import { Jobs } from './jobs';
import { MailApi } from './mail-api';
import { MailEvents } from './mail-events';
import { MailSender } from './mail-sender';
import { NewsPages } from './news-pages';
import { OperatorAlarms } from './operator-alarms';
import { OperationsDashboard, dashboardNameOf } from './operations-dashboard';
import { CloudFrontErrorsAlarm } from './edge-alarm';
import { BackendFunction } from './backend-function';
import { MalwareProtection } from './malware-protection';
import { Schedules } from './schedules';
import { OriginSecret } from './origin-secret';
import { PublicFunctionSecret, SigningSecret } from './signing-secret';
import { SealingKey } from './sealing-key';
import { SiteAssetsRetention } from './site-assets-retention';
import { SiteHosting } from './site-hosting';
import { GRAPHQL_WEB_ACL_METRIC, GraphqlApiWebAcl } from './web-acl';
import {
  CLOUDFRONT_DOMAIN_BUILD_ORIGIN,
  DEFAULT_LOG_RETENTION_DAYS,
  type FirmDeployment,
} from '../backend/contract/deployment';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '../backend/contract/audit';
import { documentsSources } from '../backend/edge/security-headers';
import { tables, type TableDefinition, type TableKey } from '../backend/adapters/dynamodb/tables';

export interface LawFirmSiteStackProps extends StackProps, FirmDeployment {
  /** The built site's client folder (siteDirectory() in backend/pages/site-build.ts). */
  readonly siteDir: string;
  /** From EdgeProtectionStack (us-east-1). */
  readonly webAclArn: string;
  /** From EdgeProtectionStack (us-east-1): the topic CloudFront's alarm notifies. */
  readonly edgeAlarmTopicArn: string;
  /** The stage, in the alarms' and the dashboard's names. */
  readonly stage: string;
  /** The resolvers to deploy; the registry's list unless a test narrows it. */
  readonly resolvers?: readonly ResolverEntry[];
  /** The timed jobs to deploy; the registry's list unless a test narrows it. */
  readonly schedules?: readonly ScheduleEntry[];
}

/**
 * The whole product in one stack: site hosting, the GraphQL and mail APIs with their functions, the
 * tables, the documents bucket, the signing secret and the SES identity. This class only wires
 * constructs together; each construct file says what it builds.
 */
export class LawFirmSiteStack extends Stack {
  readonly site: SiteHosting;
  readonly graphql: GraphqlApi;
  readonly graphqlWebAcl: GraphqlApiWebAcl;
  readonly mailApi: MailApi;
  readonly schedules: Schedules;
  readonly malwareProtection: MalwareProtection;
  readonly jobs: Jobs;
  readonly newsPages: NewsPages;
  readonly siteAssetsRetention: SiteAssetsRetention;
  readonly alarms: OperatorAlarms;
  readonly dashboard: OperationsDashboard;
  readonly cloudFrontAlarm: CloudFrontErrorsAlarm;
  readonly data: DataTables;
  readonly documents: DocumentsBucket;
  readonly backups: Backups;
  readonly signingSecret: SigningSecret;
  readonly publicFunctionSecret: PublicFunctionSecret;
  readonly originSecret: OriginSecret;
  readonly sealingKey: SealingKey;
  readonly mail: MailSender;
  readonly mailEvents: MailEvents;

  constructor(scope: Construct, id: string, props: LawFirmSiteStackProps) {
    super(scope, id, { crossRegionReferences: true, ...props });

    // The settings' site URL, or (CloudFront's own domain) the distribution's origin, read once it exists.
    const siteUrl =
      props.siteUrl ?? Lazy.string({ produce: () => this.site.origin }, { displayHint: 'SiteOrigin' });
    const accessLogs = new AccessLogs(this, 'AccessLogs');
    this.data = new DataTables(this, 'Data');
    this.documents = new DocumentsBucket(this, 'Documents', {
      accessLogs: accessLogs.bucket,
      siteOrigin: props.siteUrl,
    });
    this.backups = new Backups(this, 'Backups', {
      tables: Object.values(this.data.tables),
      documentsBucket: this.documents.bucket,
      copyVaultArn: props.backupCopyVaultArn,
    });
    this.signingSecret = new SigningSecret(this, 'SigningSecret');
    this.publicFunctionSecret = new PublicFunctionSecret(this, 'PublicFunctionSecret');
    this.originSecret = new OriginSecret(this, 'OriginSecret');
    this.sealingKey = new SealingKey(this, 'SealingKey', { stage: props.stage });
    this.mail = new MailSender(this, 'Mail', { mailDomain: props.mailDomain, mailFrom: props.mailFrom });

    const baseResources = {
      tables: this.data.tables,
      signingSecret: this.signingSecret.secret,
      publicFunctionSecret: this.publicFunctionSecret.secret,
      originSecret: this.originSecret.secret,
      sealingKey: this.sealingKey,
      mail: this.mail,
      firmInfoEmail: props.firmInfoEmail,
      siteUrl,
      documentsBucket: this.documents.bucket,
      // CloudWatch's retention periods are whole days, and RetentionDays names each by its number.
      logRetention: (props.logRetentionDays ?? DEFAULT_LOG_RETENTION_DAYS) as logs.RetentionDays,
      auditRetentionDays: props.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS,
    };
    this.jobs = new Jobs(this, 'Jobs', { resources: baseResources, siteDir: props.siteDir });
    const resources = { ...baseResources, jobs: this.jobs.byName() };
    this.graphql = new GraphqlApi(this, 'Graphql', { resources, resolvers: props.resolvers });
    this.graphqlWebAcl = new GraphqlApiWebAcl(this, 'GraphqlWebAcl', { api: this.graphql.api });
    this.mailApi = new MailApi(this, 'MailApi', { resources });
    this.schedules = new Schedules(this, 'Schedules', { resources, entries: props.schedules });
    this.malwareProtection = new MalwareProtection(this, 'MalwareProtection', {
      bucket: this.documents.bucket,
      resources,
    });
    this.mailEvents = new MailEvents(this, 'MailEvents', { topic: this.mail.events, resources });

    this.site = new SiteHosting(this, 'Site', {
      siteDir: props.siteDir,
      extraSources: documentsSources(this.documents.origin),
      graphqlDomainName: this.graphql.domainName,
      mailApiDomainName: this.mailApi.domainName,
      originVerifyValue: this.originSecret.currentValueReference,
      webAclArn: props.webAclArn,
      accessLogs: accessLogs.bucket,
      ...(props.siteUrl ? {} : { buildOrigin: CLOUDFRONT_DOMAIN_BUILD_ORIGIN }),
      customDomain: props.customDomain && {
        domainName: props.customDomain.domainName,
        certificate: acm.Certificate.fromCertificateArn(
          this,
          'Certificate',
          props.customDomain.certificateArn,
        ),
      },
    });

    if (!props.siteUrl) {
      this.documents.allowSiteOriginOnceKnown(this.site.origin, this.site.buildId);
    }

    this.newsPages = new NewsPages(this, 'NewsPages', {
      renderer: this.jobs.functions.updatePublicPages,
      bucket: this.site.bucket,
      distribution: this.site.distribution,
      pagesDeployment: this.site.pagesDeployment,
    });

    this.siteAssetsRetention = new SiteAssetsRetention(this, 'SiteAssetsRetention', {
      bucket: this.site.bucket,
      resources: baseResources,
    });

    this.alarms = new OperatorAlarms(this, 'Alarms', {
      operatorsEmail: props.operatorsEmail,
      stage: props.stage,
    });
    const functions = backendFunctionsOf(this);
    this.alarms.functionAlarms(functions);
    this.alarms.graphqlAlarms(this.graphql.api);
    this.alarms.httpApiAlarm(this.mailApi.api);
    const failedRuns = {
      ...this.jobs.failedRuns,
      ...this.schedules.failedRuns,
      ClientFilePromotion: this.malwareProtection.failedRuns,
      MailEvents: this.mailEvents.failedRuns,
      SiteAssetsSweeper: this.siteAssetsRetention.failedRuns,
    };
    for (const [name, runs] of Object.entries(failedRuns)) this.alarms.failedRunsAlarm(name, runs.queue);
    this.alarms.wafBlocksAlarm('GraphqlWafBlocks', GRAPHQL_WEB_ACL_METRIC, this.region);
    this.alarms.mailReputationAlarms();
    // Each alarm reads the metric its schedule writes; a test stack built with other schedules has neither.
    const drainer = this.schedules.functions[AUDIT_DRAINER];
    if (drainer) this.alarms.auditOutboxAlarm(drainer.function);
    this.alarms.scanFailuresAlarm(this.malwareProtection.promotion.function);
    const fileSweeper = this.schedules.functions[CLIENT_FILE_SWEEPER];
    if (fileSweeper) this.alarms.unscannedFilesAlarm(fileSweeper.function);
    this.cloudFrontAlarm = new CloudFrontErrorsAlarm(this, 'CloudFrontAlarm', {
      distribution: this.site.distribution,
      topicArn: props.edgeAlarmTopicArn,
      stage: props.stage,
    });
    this.dashboard = new OperationsDashboard(this, 'Dashboard', {
      stage: props.stage,
      alarms: this.alarms.alarms,
      functions,
      graphqlApi: this.graphql.api,
      httpApi: this.mailApi.api,
      distribution: this.site.distribution,
    });

    new CfnOutput(this, 'SiteUrl', { description: 'The public site', value: siteUrl });
    new CfnOutput(this, 'DistributionDomainName', {
      description: "CloudFront's host name: point the site's DNS record (CNAME/alias) here",
      value: this.site.distribution.distributionDomainName,
    });
    // The tables the operator commands use (npm run create-admin, npm run rebuild-reports) name themselves.
    for (const [key, table] of Object.entries(tables) as [TableKey, TableDefinition][]) {
      if (!table.output) continue;
      new CfnOutput(this, table.output, {
        description: `${table.envVar} for the operator commands`,
        value: this.data.tables[key].tableName,
      });
    }
    new CfnOutput(this, 'DashboardUrl', {
      description: "The stage's CloudWatch dashboard: its alarms, functions, APIs and CloudFront",
      value: `https://console.aws.amazon.com/cloudwatch/home?region=${this.region}#dashboards:name=${dashboardNameOf(props.stage)}`,
    });
    new CfnOutput(this, 'GraphqlUrl', {
      description: 'AppSync endpoint (the site calls it as /graphql on its own origin)',
      value: this.graphql.api.graphqlUrl,
    });
    new CfnOutput(this, 'DocumentsBucketName', { value: this.documents.bucket.bucketName });
    // For npm run rotate-origin-secret, which moves the secret and CloudFront's header in order.
    new CfnOutput(this, 'DistributionId', { value: this.site.distribution.distributionId });
    new CfnOutput(this, 'OriginSecretArn', { value: this.originSecret.secret.secretArn });
    // For npm run rotate-signing-key, which adds, switches and retires token keys in order.
    new CfnOutput(this, 'SigningSecretArn', { value: this.signingSecret.secret.secretArn });

    Validations.of(this).acknowledge({
      id: 'Annotation::@aws-cdk/core:crossStackReferencesDefaultStrong',
      reason: 'Strong is intended: the edge stack cannot delete the web ACL while the distribution uses it.',
    });
  }
}

/** The schedule that drains the audit outbox and reports what still waits (its metric carries its name). */
const AUDIT_DRAINER = 'ConsultationNoticeSweeper';

/** The schedule that finds clients' files whose scan never answered (its metric carries its name). */
const CLIENT_FILE_SWEEPER = 'DocumentsSweeper';

/** Every backend function in the stack, named by its construct path (`GraphqlSignIn`, `JobsSendResetLink`). */
function backendFunctionsOf(stack: Stack): Record<string, lambda.IFunction> {
  return Object.fromEntries(
    stack.node
      .findAll()
      .filter((construct): construct is BackendFunction => construct instanceof BackendFunction)
      .map((backend) => [
        backend.node.path
          .split('/')
          .slice(1)
          .join('')
          .replace(/[^A-Za-z0-9]/g, ''),
        backend.function,
      ]),
  );
}
