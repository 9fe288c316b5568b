import { Duration, FileSystem, Validations } from 'aws-cdk-lib';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../backend/domain/edge/origin-verification';
import {
  ASSET_PREFIX,
  ASSETS_IN_USE_KEY,
  UNUSED_MARKER_PREFIX,
} from '../backend/domain/site/asset-retention';
import { acknowledgeCdkOwnedHandler } from './nag-acknowledgements';
import { PRIVATE_BUCKET } from './private-bucket';
import { CACHE_CONTROL } from '../backend/edge/cache-control';
import { securityHeaders, type ExtraSources } from '../backend/edge/security-headers';
import { SPA_FALLBACK_PAGE, prerenderedRoutes, viewerRequestCode } from '../backend/edge/viewer-request';

export interface CustomDomain {
  /** e.g. www.brandtokafor.example */
  readonly domainName: string;
  /** An ACM certificate for domainName in us-east-1 (CloudFront only reads certificates there). */
  readonly certificate: acm.ICertificate;
}

export interface SiteHostingProps {
  /** The built site (build/<name>/client): pre-rendered pages, SPA fallback, assets. */
  readonly siteDir: string;
  /** Origins a feature adds to the Content-Security-Policy (e.g. the documents bucket); none by default. */
  readonly extraSources?: ExtraSources;
  /** Host names of the same-origin APIs. */
  readonly graphqlDomainName: string;
  readonly mailApiDomainName: string;
  /**
   * The origin header's value CloudFront adds to every API request (a dynamic reference to the origin
   * secret's `current`); the authorizer and the mail handler refuse requests without it.
   */
  readonly originVerifyValue: string;
  /** ARN of the CLOUDFRONT-scope WAF web ACL (it lives in us-east-1, see EdgeProtectionStack). */
  readonly webAclArn: string;
  readonly accessLogs: s3.IBucket;
  /** Off by default: the distribution's own *.cloudfront.net name serves the site. */
  readonly customDomain?: CustomDomain;
  /**
   * Set when the site is served on CloudFront's own domain: the origin the build wrote into its files
   * (CLOUDFRONT_DOMAIN_BUILD_ORIGIN), which the deployment replaces with the distribution's own.
   */
  readonly buildOrigin?: string;
}

/**
 * The CORS answers of AppSync (`*` to any origin's preflight) and API Gateway, removed at the edge: the site
 * calls its APIs on its own origin, where a browser asks no permission, so no page of another origin is ever
 * told it may call them (the handlers refuse its calls too: domain/edge/browser-origin).
 */
export const API_CORS_HEADERS_REMOVED = [
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Headers',
  'Access-Control-Allow-Methods',
  'Access-Control-Expose-Headers',
  'Access-Control-Max-Age',
] as const;

/** Where the news renderer writes posts' pages: the English news pages and their Spanish versions. */
const NEWS_PREFIXES = ['news-media', 'es/news-media'] as const;

/** The build's hashed assets as site bucket keys, for the list the old-assets sweeper keeps. */
export function builtAssets(siteDir: string): string[] {
  return readdirSync(join(siteDir, ASSET_PREFIX), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(siteDir.length + 1))
    .sort();
}

/**
 * The build's own files under news-media/ and es/news-media/ (the lists and the seed articles), as
 * deployment filters.
 */
export function builtNewsFiles(siteDir: string): string[] {
  const routes = prerenderedRoutes(siteDir);
  return NEWS_PREFIXES.flatMap((prefix) => [
    `${prefix}/index.html`,
    ...routes
      .filter((route) => route.startsWith(`/${prefix}/`))
      .flatMap((route) => [`${route.slice(1)}/*`, `${route.slice(1)}.data`]),
  ]);
}

const FRAME_OPTIONS: Record<string, cloudfront.HeadersFrameOption> = {
  DENY: cloudfront.HeadersFrameOption.DENY,
  SAMEORIGIN: cloudfront.HeadersFrameOption.SAMEORIGIN,
};

/**
 * The response headers policy from the same values the local server sends (backend/edge/security-headers.ts):
 * the headers CloudFront models as security headers, and every other one as a custom header. Throws when
 * a security header's value is one CloudFront cannot express, so the two cannot drift apart.
 */
export function responseHeaders(
  extraSources: ExtraSources = {},
): Pick<cloudfront.ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> {
  const all = securityHeaders(extraSources);
  const {
    'content-security-policy': csp,
    'strict-transport-security': hsts,
    'x-content-type-options': contentTypeOptions,
    'x-frame-options': frameOptions,
    'referrer-policy': referrerPolicy,
    ...custom
  } = all;
  const maxAge = /max-age=(\d+)/.exec(hsts ?? '')?.[1];
  const referrer = Object.values(cloudfront.HeadersReferrerPolicy).find((value) => value === referrerPolicy);
  const frameOption = FRAME_OPTIONS[frameOptions ?? ''];
  if (!csp || !maxAge || contentTypeOptions !== 'nosniff' || !referrer || !frameOption) {
    throw new Error(`Security headers this stack cannot map to CloudFront: ${JSON.stringify(all)}`);
  }
  return {
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(Number(maxAge)),
        includeSubdomains: /includeSubDomains/i.test(hsts!),
        preload: /preload/i.test(hsts!),
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption, override: true },
      referrerPolicy: { referrerPolicy: referrer, override: true },
    },
    customHeadersBehavior: {
      customHeaders: Object.entries(custom).map(([header, value]) => ({ header, value, override: true })),
    },
  };
}

/**
 * The public site: a private S3 bucket reachable only through CloudFront (Origin Access Control), the
 * build deployed into it, and the distribution in front of everything. The default behaviour rewrites
 * clean URLs with the same CloudFront Function code the local server runs; /graphql and /api/* go to the
 * APIs on the same origin, uncached, with the viewer's Authorization header. A file the bucket does not
 * have (CloudFront may list the bucket, so S3 says 404, not 403) is answered with the SPA fallback page,
 * still as a 404: that is how the URL of an article that is not (or no longer) published reaches the
 * client router, which sends the visitor to the news list. Nothing maps to a 200 page, and a 403 (the
 * WAF's answer) stays as it is.
 */
/**
 * The build's files with every occurrence of the origin it was built for replaced, as they are written to
 * the bucket, by the origin the site is served at (a deploy-time value): BucketDeployment's own marker
 * substitution, which runs over every file of a source.
 */
function withOriginReplaced(
  source: s3deploy.ISource,
  buildOrigin: string,
  servedOrigin: string,
): s3deploy.ISource {
  return {
    bind: (scope, context) => ({ ...source.bind(scope, context), markers: { [buildOrigin]: servedOrigin } }),
  };
}

export class SiteHosting extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly viewerRequest: cloudfront.Function;
  readonly headersPolicy: cloudfront.ResponseHeadersPolicy;
  /** The same headers, and CORS for the site's origin alone, on /graphql and /api/*. */
  readonly apiHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** The deployment of the build's pages; the news renderer renders the posts again after it. */
  readonly pagesDeployment: s3deploy.BucketDeployment;

  /** A fingerprint of the build being deployed: it changes with every new build. */
  readonly buildId: string;
  private readonly customDomainName: string | undefined;

  constructor(scope: Construct, id: string, props: SiteHostingProps) {
    super(scope, id);
    this.customDomainName = props.customDomain?.domainName;
    this.buildId = FileSystem.fingerprint(props.siteDir);
    // In this order: each part is wired to the ones built before it.
    this.bucket = this.siteBucket(props.accessLogs);
    this.viewerRequest = this.viewerRequestFunction(props.siteDir);
    this.headersPolicy = this.securityHeadersPolicy(props.extraSources);
    this.apiHeadersPolicy = this.apiPolicy(props.extraSources);
    this.distribution = this.siteDistribution(props);
    this.pagesDeployment = this.deploySite(props.siteDir, props.buildOrigin);
  }

  /** The origin the distribution serves the site at: its custom domain, or CloudFront's own. */
  get origin(): string {
    return `https://${this.customDomainName ?? this.distribution.distributionDomainName}`;
  }

  private siteBucket(accessLogs: s3.IBucket): s3.Bucket {
    return new s3.Bucket(this, 'Bucket', {
      ...PRIVATE_BUCKET,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'site-bucket/',
    });
  }

  private viewerRequestFunction(siteDir: string): cloudfront.Function {
    return new cloudfront.Function(this, 'ViewerRequest', {
      comment: 'Clean URLs to pre-rendered pages, everything else to the SPA fallback',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(viewerRequestCode(prerenderedRoutes(siteDir))),
    });
  }

  private securityHeadersPolicy(extraSources: ExtraSources | undefined): cloudfront.ResponseHeadersPolicy {
    return new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment:
        'CSP, HSTS, nosniff, frames, referrer, permissions, COOP, CORP (backend/edge/security-headers.ts)',
      ...responseHeaders(extraSources),
    });
  }

  /** The security headers, without the APIs' CORS answers (API_CORS_HEADERS_REMOVED says why). */
  private apiPolicy(extraSources: ExtraSources | undefined): cloudfront.ResponseHeadersPolicy {
    return new cloudfront.ResponseHeadersPolicy(this, 'ApiHeaders', {
      comment: 'The security headers, and no CORS answers, on /graphql and /api/*',
      ...responseHeaders(extraSources),
      removeHeaders: [...API_CORS_HEADERS_REMOVED],
    });
  }

  private siteDistribution(props: SiteHostingProps): cloudfront.Distribution {
    const distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Brandt & Okafor website and staff portal',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      ...(props.customDomain
        ? {
            domainNames: [props.customDomain.domainName],
            certificate: props.customDomain.certificate,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: this.siteFilesBehavior(),
      additionalBehaviors: {
        '/graphql': this.apiBehavior(props.graphqlDomainName, props.originVerifyValue),
        '/api/*': this.apiBehavior(props.mailApiDomainName, props.originVerifyValue),
      },
      errorResponses: [
        {
          httpStatus: 404,
          responseHttpStatus: 404,
          responsePagePath: SPA_FALLBACK_PAGE,
          // Short, so a post published right after someone met its 404 is not hidden for long.
          ttl: Duration.seconds(10),
        },
      ],
    });
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'A law firm site is read from anywhere (clients travel, referrals come from abroad).',
    });
    if (!props.customDomain) {
      Validations.of(distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose ' +
          'TLS policy cannot be chosen; with customDomain the distribution uses TLSv1.2_2021.',
      });
    }
    return distribution;
  }

  /** The bucket's files, cached, through the viewer-request function that rewrites clean URLs. */
  private siteFilesBehavior(): cloudfront.BehaviorOptions {
    return {
      origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket, {
        originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.headersPolicy,
      compress: true,
      functionAssociations: [
        { function: this.viewerRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
      ],
    };
  }

  /** An API on the same origin: uncached, every method, with the origin header its Lambda checks. */
  private apiBehavior(domainName: string, originVerifyValue: string): cloudfront.BehaviorOptions {
    return {
      origin: new origins.HttpOrigin(domainName, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
        // Replaces any header of that name the viewer sent.
        customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifyValue },
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // Every viewer header (Authorization included) except Host: AppSync and API Gateway route by Host.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.apiHeadersPolicy,
      compress: true,
    };
  }

  /**
   * Hashed assets first, long-lived, then the pages that reference them; only the pages' upload
   * invalidates the cache. Assets are never pruned here: an open tab still loads the chunks of the build it
   * came from, so the pages' deployment writes the list of the assets this build uses and the old-assets
   * sweeper (infra/site-assets-retention.ts) deletes the others a day after. Under news-media/ and
   * es/news-media/ the build owns only the lists and the seed articles: the pages the news renderer wrote for published posts are
   * excluded, so the deployment neither overwrites nor prunes them (infra/news-pages.ts renders them, the
   * list and sitemap.xml again once the pages are deployed), and so are the sweeper's markers. Returns the
   * pages' deployment.
   */
  private deploySite(siteDir: string, buildOrigin: string | undefined): s3deploy.BucketDeployment {
    const site = buildOrigin
      ? withOriginReplaced(s3deploy.Source.asset(siteDir), buildOrigin, this.origin)
      : s3deploy.Source.asset(siteDir);
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [site],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      cacheControl: [s3deploy.CacheControl.fromString(CACHE_CONTROL.immutable)],
      prune: false,
      memoryLimit: 512,
    });
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [site, s3deploy.Source.jsonData(ASSETS_IN_USE_KEY, { assets: builtAssets(siteDir) })],
      destinationBucket: this.bucket,
      exclude: [
        `${ASSET_PREFIX}*`,
        ...NEWS_PREFIXES.map((prefix) => `${prefix}/*`),
        `${UNUSED_MARKER_PREFIX}*`,
      ],
      include: builtNewsFiles(siteDir),
      cacheControl: [s3deploy.CacheControl.fromString(CACHE_CONTROL.revalidate)],
      prune: true,
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    pages.node.addDependency(assets);

    acknowledgeCdkOwnedHandler(this, 'Custom::CDKBucketDeployment', {
      'AwsSolutions-IAM4':
        "aws-cdk-lib's BucketDeployment handler writes its own logs through AWSLambdaBasicExecutionRole.",
      'AwsSolutions-IAM5':
        "aws-cdk-lib's BucketDeployment grants: read the build's asset objects, write and prune objects " +
        'in the site bucket, and create CloudFront invalidations (an action without resource-level ARNs).',
      'AwsSolutions-L1':
        'aws-cdk-lib pins the runtime of its BucketDeployment handler; it moves with aws-cdk-lib.',
    });
    return pages;
  }
}
