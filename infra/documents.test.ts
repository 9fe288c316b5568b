/** The File Manager's AWS side: the bucket's CORS and lifecycle, each function's S3 grants, the CSP and the policy document. */
import { beforeAll, describe, expect, it } from 'vitest';
import { LINK_LIFETIME_SECONDS, TRASH_RETENTION_DAYS } from '../backend/contract/documents';
import { EXPORTS_PREFIX } from '../backend/adapters/s3/exports';
import { QUARANTINE_PREFIX } from '../backend/domain/client-requests/records';
import { LETTERS_PREFIX, LETTER_PREVIEWS_PREFIX } from '../backend/domain/letters/records';
import { DOCUMENTS_ACTIONS, DOCUMENTS_KEY_PREFIX } from './backend-function';
import {
  actionsOf,
  functionCases,
  logicalId,
  resourcesOf,
  statementsOfRole,
  TEST_CONTEXT,
  type TestApp,
  useTestApp,
} from './test-app';
import { productClock } from '../backend/adapters/clock';

const built = useTestApp();
let bucketId: string;

beforeAll(() => {
  bucketId = logicalId(built.stack.documents.bucket);
});

describe('the documents bucket for the File Manager', () => {
  it('lets only the site origin upload and read from a browser (CORS)', () => {
    expect(built.template.toJSON().Resources[bucketId].Properties.CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedOrigins: [TEST_CONTEXT.siteUrl],
          AllowedMethods: ['GET', 'HEAD', 'POST'],
          AllowedHeaders: ['*'],
          ExposedHeaders: ['ETag'],
          MaxAge: 300,
        },
      ],
    });
  });

  it('expires the old versions of deleted objects after the Trash period and abandoned multipart uploads', () => {
    const rules = built.template.toJSON().Resources[bucketId].Properties.LifecycleConfiguration.Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        Status: 'Enabled',
        NoncurrentVersionExpiration: { NoncurrentDays: TRASH_RETENTION_DAYS },
        ExpiredObjectDeleteMarker: true,
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
      }),
    );
    // The only other rules are the exports', the quarantine's and letters' previews' own expiry, limited to
    // their prefixes.
    const unprefixed = rules.filter(
      (rule: { Prefix?: string }) =>
        ![EXPORTS_PREFIX, QUARANTINE_PREFIX, LETTER_PREVIEWS_PREFIX].includes(rule.Prefix ?? ''),
    );
    expect(unprefixed).toHaveLength(1);
  });
});

describe('S3 grants per function', () => {
  const s3Statements = (app: TestApp, pick: (typeof functionCases)[number][2]) =>
    statementsOfRole(built.template, logicalId(pick(app).role)).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('s3:')),
    );

  it.each(functionCases)(
    '%s has exactly the documents actions its entry asks for, on the prefix only',
    (_, access, pick) => {
      // The documents bucket's documents/ grant; the exports grant (exports/ only), the quarantine's, letters'
      // and the news renderer's site-bucket grant are checked in law-firm-site-stack.test.ts.
      const statements = s3Statements(built, pick).filter((statement) => {
        const resources = JSON.stringify(resourcesOf(statement));
        return (
          resources.includes(`"${bucketId}"`) &&
          !resources.includes(EXPORTS_PREFIX) &&
          !resources.includes(QUARANTINE_PREFIX) &&
          !resources.includes(`/${LETTERS_PREFIX}`)
        );
      });
      const expected = (['read', 'write', 'delete'] as const).flatMap((kind) =>
        access.documents?.[kind] ? DOCUMENTS_ACTIONS[kind] : [],
      );
      const objectStatements = statements.filter(
        (statement) => !actionsOf(statement).includes('s3:ListBucketVersions'),
      );
      expect(objectStatements.flatMap(actionsOf).sort()).toEqual([...expected].sort());
      for (const statement of objectStatements) {
        expect(JSON.stringify(resourcesOf(statement))).toContain(`/${DOCUMENTS_KEY_PREFIX}*`);
        expect(JSON.stringify(resourcesOf(statement))).toContain(bucketId);
      }
      const listing = statements.filter((statement) =>
        actionsOf(statement).includes('s3:ListBucketVersions'),
      );
      expect(listing).toHaveLength(access.documents?.delete ? 1 : 0);
      for (const statement of listing) {
        expect(statement.Condition).toEqual({ StringLike: { 's3:prefix': `${DOCUMENTS_KEY_PREFIX}*` } });
      }
    },
  );

  it('names the bucket only in the environment of functions that use it', () => {
    for (const [, access, pick] of functionCases) {
      const fn = built.template.toJSON().Resources[logicalId(pick(built).function)];
      expect(Boolean(fn.Properties.Environment.Variables.DOCUMENTS_BUCKET)).toBe(
        Boolean(access.documents || access.exports || access.quarantine || access.letters),
      );
    }
  });
});

describe('the Content-Security-Policy', () => {
  it("names the bucket's regional origin in connect-src, img-src and frame-src, and nothing broader", () => {
    const [policy] = Object.values(built.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = JSON.stringify(
      policy!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
        .ContentSecurityPolicy,
    );
    expect(csp).toContain(bucketId);
    expect(csp).toContain('RegionalDomainName');
    for (const directive of ['connect-src', 'img-src', 'frame-src']) expect(csp).toContain(directive);
    expect(csp).not.toMatch(/\*|https:(?!\/\/)|s3\.amazonaws\.com/);
  });
});

describe('the presigned POST policy', () => {
  it('makes S3 enforce the exact key, the Content-Type and the size, and expires within 5 minutes', async () => {
    process.env.DOCUMENTS_BUCKET = 'test-bucket';
    Object.assign(process.env, {
      MAIL_FROM: 'a@b.example',
      FIRM_INFO_EMAIL: 'a@b.example',
      SITE_URL: 'https://x.example',
    });
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
      AWS_REGION: 'eu-west-1',
    });
    const { resetConfig } = await import('../backend/config');
    resetConfig();
    const { documentObjects } = await import('../backend/adapters/s3/documents');
    const before = productClock().getTime();
    const { url, fields } = await documentObjects.presignUpload({
      key: 'documents/abc/2026-01-01T00:00:00.000Z-1234',
      contentType: 'application/pdf',
      maxBytes: 1234,
    });
    expect(url).toBe('https://test-bucket.s3.eu-west-1.amazonaws.com/');
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'test-bucket' },
        ['eq', '$key', 'documents/abc/2026-01-01T00:00:00.000Z-1234'],
        ['eq', '$Content-Type', 'application/pdf'],
        ['content-length-range', 1, 1234],
      ]),
    );
    expect(Date.parse(policy.expiration) - before).toBeLessThanOrEqual(LINK_LIFETIME_SECONDS * 1000 + 1000);
    expect(fields['Content-Type']).toBe('application/pdf');
  });
});
