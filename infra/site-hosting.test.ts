import { beforeAll, describe, expect, it } from 'vitest';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { CACHE_CONTROL } from '../backend/edge/cache-control';
import { Match } from 'aws-cdk-lib/assertions';
import { ORIGIN_VERIFY_HEADER } from '../backend/domain/edge/origin-verification';
import { documentsSources, HSTS_MAX_AGE_SECONDS, securityHeaders } from '../backend/edge/security-headers';
import {
  loadViewerRequestHandler,
  prerenderedRoutes,
  viewerRequestCode,
} from '../backend/edge/viewer-request';
import {
  buildTestApp,
  logicalId,
  PRIVATE_BUCKET_PROPERTIES,
  referencedId,
  SYNTH_TIMEOUT_MS,
  useTestApp,
} from './test-app';
import { API_CORS_HEADERS_REMOVED } from './site-hosting';

const built = useTestApp();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- CloudFormation JSON, read field by field
let distributionConfig: any;

beforeAll(() => {
  const [distribution] = Object.values(built.template.findResources('AWS::CloudFront::Distribution'));
  distributionConfig = distribution!.Properties.DistributionConfig;
});

describe('the site bucket', () => {
  it('is private, encrypted, TLS-only and access-logged', () => {
    built.template.hasResourceProperties('AWS::S3::Bucket', {
      ...PRIVATE_BUCKET_PROPERTIES,
      LoggingConfiguration: { LogFilePrefix: 'site-bucket/' },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
  });

  it('is readable (and listable, so a missing key is a 404) only by this distribution through Origin Access Control', () => {
    const bucketId = logicalId(built.stack.site.bucket);
    const policies = Object.values(built.template.findResources('AWS::S3::BucketPolicy')).filter(
      (policy) => referencedId(policy.Properties.Bucket) === bucketId,
    );
    expect(policies).toHaveLength(1);
    const statements = policies[0]!.Properties.PolicyDocument.Statement as {
      Effect: string;
      Principal: unknown;
      Action: string | string[];
      Condition?: Record<string, Record<string, unknown>>;
    }[];
    const allows = statements.filter((statement) => statement.Effect === 'Allow');
    expect(allows.flatMap((statement) => statement.Action).sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
    for (const allow of allows) {
      expect(allow.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(JSON.stringify(allow.Condition!.StringEquals!['AWS:SourceArn'])).toContain(
        logicalId(built.stack.site.distribution),
      );
    }
    // The only other statement refuses plain HTTP.
    expect(statements.filter((statement) => statement.Effect === 'Deny')).toEqual([
      expect.objectContaining({
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        Principal: { AWS: '*' },
      }),
    ]);
    built.template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' },
    });
    const s3Origin = distributionConfig.Origins.find(
      (origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig,
    );
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.S3OriginConfig.OriginAccessIdentity).toBe('');
  });

  it('receives the build: hashed assets long-lived, pages revalidated and the cache invalidated', () => {
    built.template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    built.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      Exclude: ['*'],
      // Old assets stay for open tabs; the sweeper deletes them a day later (site-assets-retention.test.ts).
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      DistributionPaths: Match.absent(),
    });
    // The published posts' pages under news-media/ and their Spanish versions under es/news-media/ are
    // neither uploaded nor pruned; the build's own are.
    built.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*', 'news-media/*', 'es/news-media/*', 'deploy/unused/*'],
      Include: [
        'news-media/index.html',
        'news-media/seed-article/*',
        'news-media/seed-article.data',
        'es/news-media/index.html',
        'es/news-media/seed-article/*',
        'es/news-media/seed-article.data',
      ],
      Prune: true,
      SystemMetadata: { 'cache-control': 'public, max-age=0, s-maxage=86400, must-revalidate' },
      DistributionPaths: ['/*'],
      DistributionId: { Ref: logicalId(built.stack.site.distribution) },
    });
  });
});

describe('the distribution', () => {
  it('serves HTTP/2 and HTTP/3 over HTTPS only, compressed, with access logs and the WAF web ACL', () => {
    expect(distributionConfig).toMatchObject({
      Enabled: true,
      HttpVersion: 'http2and3',
      PriceClass: 'PriceClass_100',
      Logging: { Prefix: 'cloudfront/' },
      DefaultCacheBehavior: { ViewerProtocolPolicy: 'redirect-to-https', Compress: true },
    });
    expect(distributionConfig.DefaultRootObject).toBeUndefined();
    expect(distributionConfig.Aliases).toBeUndefined();
  });

  it('keeps pages at the edge for the day their Cache-Control names, so a page view does not reach S3', () => {
    // CACHING_OPTIMIZED honours the origin's s-maxage between 1 s and a year; pages say a day, browsers 0.
    expect(distributionConfig.DefaultCacheBehavior.CachePolicyId).toBe(
      cloudfront.CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
    );
    expect(CACHE_CONTROL.revalidate).toMatch(/(^|, )max-age=0(,|$)/);
    expect(CACHE_CONTROL.revalidate).toMatch(/(^|, )s-maxage=86400(,|$)/);
  });

  it('answers a missing file with the SPA fallback as a 404, briefly cached, and maps nothing else', () => {
    // The URL of an unpublished article reaches the client router, which sends the visitor to the list.
    expect(distributionConfig.CustomErrorResponses).toEqual([
      { ErrorCode: 404, ResponseCode: 404, ResponsePagePath: '/__spa-fallback.html', ErrorCachingMinTTL: 10 },
    ]);
  });

  it('is protected by the edge stack web ACL, carried across regions', () => {
    const webAclRef = distributionConfig.WebACLId['Fn::GetAtt'] as [string, string];
    const [writer] = Object.values(built.edgeTemplate.findResources('Custom::CrossRegionExportWriter'));
    const exported = writer!.Properties.WriterProps.exports as Record<string, unknown>;
    expect(exported[webAclRef[1]]).toEqual({
      'Fn::GetAtt': [logicalId(built.edge.node.findChild('SiteWebAcl').node.findChild('WebAcl')), 'Arn'],
    });
  });

  it('rewrites clean URLs on the default behaviour with the CloudFront Function built from the site', () => {
    const functionId = logicalId(built.stack.site.viewerRequest);
    expect(distributionConfig.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    const viewerRequest = built.template.toJSON().Resources[functionId];
    expect(viewerRequest.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const code = viewerRequest.Properties.FunctionCode as string;
    expect(code).toBe(viewerRequestCode(prerenderedRoutes(built.siteDir)));
    const rewrite = (uri: string) => {
      const result = loadViewerRequestHandler(code)({ request: { uri } });
      return 'uri' in result ? result.uri : result.statusCode;
    };
    expect(rewrite('/about')).toBe('/about/index.html');
    expect(rewrite('/attorneys/eleanor-brandt/')).toBe('/attorneys/eleanor-brandt/index.html');
    expect(rewrite('/login')).toBe('/__spa-fallback.html');
    expect(rewrite('/robots.txt')).toBe('/robots.txt');
    expect(rewrite('/about-us')).toBe(301);
  });

  it.each(['/graphql', '/api/*'])(
    'sends %s to its API uncached, all methods, Authorization forwarded',
    (path) => {
      const behavior = distributionConfig.CacheBehaviors.find(
        (b: { PathPattern: string }) => b.PathPattern === path,
      );
      expect(behavior).toMatchObject({
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId:
          cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        ViewerProtocolPolicy: 'redirect-to-https',
        // The security headers and the site-only CORS (below).
        ResponseHeadersPolicyId: { Ref: logicalId(built.stack.site.apiHeadersPolicy) },
      });
      expect(behavior.FunctionAssociations).toBeUndefined();
      const origin = distributionConfig.Origins.find((o: { Id: string }) => o.Id === behavior.TargetOriginId);
      const apiUrl =
        path === '/graphql'
          ? { 'Fn::GetAtt': [logicalId(built.stack.graphql.api), 'GraphQLUrl'] }
          : { 'Fn::GetAtt': [logicalId(built.stack.mailApi.api), 'ApiEndpoint'] };
      expect(origin).toEqual({
        Id: behavior.TargetOriginId,
        DomainName: { 'Fn::Select': [2, { 'Fn::Split': ['/', apiUrl] }] },
        CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
        OriginCustomHeaders: [{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: expect.anything() }],
      });
    },
  );
});

describe('the API origins', () => {
  it('carry the origin header with the secret value, resolved at deploy and never in the template', () => {
    const origins = distributionConfig.Origins as {
      CustomOriginConfig?: unknown;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    }[];
    const apiOrigins = origins.filter((origin) => origin.CustomOriginConfig);
    expect(apiOrigins).toHaveLength(2);
    for (const origin of apiOrigins) {
      const [header, ...others] = origin.OriginCustomHeaders ?? [];
      expect(others).toEqual([]);
      expect(header!.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
      expect(header!.HeaderValue).toEqual({
        'Fn::Join': [
          '',
          [
            '{{resolve:secretsmanager:',
            { Ref: logicalId(built.stack.originSecret.secret) },
            ':SecretString:current::}}',
          ],
        ],
      });
    }
    const siteOrigin = origins.find((origin) => !origin.CustomOriginConfig);
    expect(siteOrigin?.OriginCustomHeaders).toBeUndefined();
  });
});

describe('preflights for the APIs', () => {
  it('get no CORS answer through CloudFront: what AppSync says is removed, nothing is granted', () => {
    const distribution = Object.values(built.template.findResources('AWS::CloudFront::Distribution'))[0]!;
    const behaviors = distribution.Properties.DistributionConfig.CacheBehaviors as {
      PathPattern: string;
      ResponseHeadersPolicyId: { Ref: string };
    }[];
    const policies = built.template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    expect(behaviors.map((behavior) => behavior.PathPattern).sort()).toEqual(['/api/*', '/graphql']);
    for (const behavior of behaviors) {
      const config = policies[behavior.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig;
      expect(config.CorsConfig).toBeUndefined();
      expect(config.RemoveHeadersConfig.Items.map((item: { Header: string }) => item.Header)).toEqual([
        ...API_CORS_HEADERS_REMOVED,
      ]);
    }
  });
});

describe('the response headers policy', () => {
  it('sends exactly the headers the local server sends (backend/edge/security-headers.ts)', () => {
    const [policy] = Object.values(built.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const config = policy!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const hsts = config.StrictTransportSecurity;
    const deployed = {
      'content-security-policy': config.ContentSecurityPolicy.ContentSecurityPolicy,
      'strict-transport-security': [
        `max-age=${hsts.AccessControlMaxAgeSec}`,
        ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
        ...(hsts.Preload ? ['preload'] : []),
      ].join('; '),
      'x-content-type-options': config.ContentTypeOptions ? 'nosniff' : undefined,
      'x-frame-options': config.FrameOptions.FrameOption,
      'referrer-policy': config.ReferrerPolicy.ReferrerPolicy,
      ...Object.fromEntries(
        (
          policy!.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items as {
            Header: string;
            Value: string;
            Override: boolean;
          }[]
        ).map(({ Header, Value, Override }) => {
          expect(Override, Header).toBe(true);
          return [Header, Value];
        }),
      ),
    };
    // The bucket's origin is a token (its regional name): resolved, it is the Fn::Join the template holds.
    expect(deployed).toEqual(
      built.stack.resolve(securityHeaders(documentsSources(built.stack.documents.origin))),
    );
    expect(hsts.AccessControlMaxAgeSec).toBe(HSTS_MAX_AGE_SECONDS);
    for (const header of [
      'ContentSecurityPolicy',
      'StrictTransportSecurity',
      'ContentTypeOptions',
      'FrameOptions',
      'ReferrerPolicy',
    ]) {
      expect(config[header].Override, header).toBe(true);
    }
  });

  it('leaves scripts to each page’s own policy and allows nothing inline otherwise', () => {
    const [policy] = Object.values(built.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const deployed = policy!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig
      .ContentSecurityPolicy.ContentSecurityPolicy as string | { 'Fn::Join': ['', unknown[]] };
    // The documents bucket's origin is a token, so the policy is an Fn::Join of text around it: read it as
    // text with the token marked, so a directive cannot hide in the token.
    const csp =
      typeof deployed === 'string'
        ? deployed
        : deployed['Fn::Join'][1]
            .map((part) => (typeof part === 'string' ? part : '<bucket origin>'))
            .join('');
    expect(csp).toContain("connect-src 'self' https://<bucket origin>;");
    expect(csp).not.toMatch(/(^|; )(default-src|script-src) /);
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('with a custom domain', () => {
  it(
    'serves the name with the given us-east-1 certificate and TLS 1.2 at least',
    () => {
      const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/abc';
      const { template: custom } = buildTestApp({
        customDomain: { domainName: 'www.brandtokafor.example', certificateArn },
        resolvers: [],
      });
      custom.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: {
          Aliases: ['www.brandtokafor.example'],
          ViewerCertificate: {
            AcmCertificateArn: certificateArn,
            MinimumProtocolVersion: 'TLSv1.2_2021',
            SslSupportMethod: 'sni-only',
          },
        },
      });
    },
    SYNTH_TIMEOUT_MS,
  );
});
