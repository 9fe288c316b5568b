import { describe, expect, it } from 'vitest';
import {
  MIN_LAMBDA_CONCURRENCY,
  certificateFindings,
  nameCovers,
  preflightFindings,
  type AccountFacts,
  type CertificateFacts,
} from './findings';

const ready: AccountFacts = {
  region: 'us-west-2',
  bootstrapVersions: { 'us-west-2': 28, 'us-east-1': 28 },
  lambdaConcurrency: 1000,
  ses: {
    productionAccess: true,
    sendingEnabled: true,
    max24HourSend: 50_000,
    domain: { verifiedForSending: true, dkimStatus: 'SUCCESS' },
    verifiedRecipients: {},
  },
  siteStack: { mailIdentity: 'northshore-law.com' },
};
const problems = (facts: AccountFacts) =>
  preflightFindings(facts, 'northshore-law.com').filter((finding) => !finding.ok);

describe('preflight', () => {
  it('finds nothing to do on an account that is ready', () => {
    expect(problems(ready)).toEqual([]);
    expect(preflightFindings(ready, 'northshore-law.com').map((finding) => finding.what)).toContain(
      'northshore-law.com is verified for sending (DKIM SUCCESS)',
    );
  });

  it('asks for CDK in both regions, the site’s and us-east-1, with the command', () => {
    const found = problems({ ...ready, bootstrapVersions: { 'us-west-2': 28, 'us-east-1': 4 } });
    expect(found).toEqual([
      {
        ok: false,
        blocking: true,
        what: "CDK's bootstrap in us-east-1 is version 4, older than 6",
        todo: 'npx cdk bootstrap aws://<account>/us-east-1',
      },
    ]);
    expect(problems({ ...ready, bootstrapVersions: {} }).map((finding) => finding.what)).toEqual([
      'CDK is not bootstrapped in us-west-2',
      'CDK is not bootstrapped in us-east-1',
    ]);
  });

  it('names, in the sandbox, every address the product mails that is not verified yet', () => {
    const [sandbox] = problems({
      ...ready,
      ses: {
        ...ready.ses,
        productionAccess: false,
        max24HourSend: 200,
        verifiedRecipients: { 'intake@northshore-law.com': true, 'it@northshore-law.com': false },
      },
    });
    expect(sandbox).toMatchObject({ blocking: true });
    expect(sandbox?.what).toContain('SES is in the sandbox in us-west-2');
    expect(sandbox?.todo).toContain('"Request production access"');
    expect(sandbox?.todo).toContain('it@northshore-law.com and every staff address');
    expect(sandbox?.todo).not.toContain('intake@');
  });

  it('tells apart a domain the deploy will create from one waiting for its DKIM records', () => {
    expect(problems({ ...ready, ses: { ...ready.ses, domain: undefined } })).toMatchObject([
      { blocking: false, what: 'northshore-law.com is not an SES identity yet' },
    ]);
    expect(
      problems({
        ...ready,
        ses: { ...ready.ses, domain: { verifiedForSending: false, dkimStatus: 'PENDING' } },
      }),
    ).toMatchObject([
      { blocking: true, what: 'northshore-law.com is not verified for sending yet (DKIM PENDING)' },
    ]);
  });

  it('warns of a new account’s Lambda quota and of paused sending', () => {
    expect(
      problems({ ...ready, lambdaConcurrency: 10, ses: { ...ready.ses, sendingEnabled: false } }).map(
        (finding) => [finding.blocking, finding.what],
      ),
    ).toEqual([
      [false, 'Lambda allows only 10 concurrent executions in us-west-2'],
      [true, 'SES sending is paused for the account in us-west-2'],
    ]);
    expect(MIN_LAMBDA_CONCURRENCY).toBeGreaterThan(10);
  });
});

const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:111111111111:certificate/0d3c2b1a-aaaa-bbbb-cccc-000000000000';
const SITE = { siteDomain: 'www.northshore-law.com', certificateArn: CERTIFICATE_ARN };
/** ACM's DescribeCertificate answer, as preflight.ts reads it. */
const issued: CertificateFacts = {
  arn: CERTIFICATE_ARN,
  status: 'ISSUED',
  domainName: 'northshore-law.com',
  subjectAlternativeNames: ['northshore-law.com', 'www.northshore-law.com'],
};
const blockingWhat = (findings: ReturnType<typeof certificateFindings>) =>
  findings.filter((finding) => finding.blocking).map((finding) => finding.what);

describe('preflight, the certificate', () => {
  it('accepts an issued us-east-1 certificate that names the site, exactly or by a wildcard one level up', () => {
    expect(blockingWhat(certificateFindings(SITE, issued))).toEqual([]);
    expect(
      blockingWhat(
        certificateFindings(SITE, {
          ...issued,
          domainName: '*.northshore-law.com',
          subjectAlternativeNames: [],
        }),
      ),
    ).toEqual([]);
    expect(nameCovers('*.northshore-law.com', 'northshore-law.com')).toBe(false);
    expect(nameCovers('*.northshore-law.com', 'a.www.northshore-law.com')).toBe(false);
    expect(nameCovers('WWW.Northshore-Law.com', 'www.northshore-law.com')).toBe(true);
  });

  it('refuses one pending validation, expired, or for other names, saying what to do', () => {
    expect(certificateFindings(SITE, { ...issued, status: 'PENDING_VALIDATION' })).toEqual([
      expect.objectContaining({
        blocking: true,
        what: 'The certificate is PENDING_VALIDATION, not ISSUED',
        todo: expect.stringContaining('validation CNAME'),
      }),
    ]);
    expect(blockingWhat(certificateFindings(SITE, { ...issued, status: 'EXPIRED' }))).toEqual([
      'The certificate is EXPIRED, not ISSUED',
    ]);
    expect(
      blockingWhat(
        certificateFindings(SITE, {
          ...issued,
          domainName: 'other.com',
          subjectAlternativeNames: ['other.com'],
        }),
      ),
    ).toEqual(['The certificate names other.com, not www.northshore-law.com']);
  });

  it('refuses a certificate outside us-east-1 and one ACM does not have', () => {
    const elsewhere = { ...SITE, certificateArn: CERTIFICATE_ARN.replace('us-east-1', 'us-west-2') };
    expect(
      blockingWhat(certificateFindings(elsewhere, { ...issued, arn: elsewhere.certificateArn })),
    ).toEqual(['The certificate is in us-west-2: CloudFront uses certificates in us-east-1 only']);
    expect(blockingWhat(certificateFindings(SITE, 'missing'))).toEqual([
      `ACM in us-east-1 has no certificate ${CERTIFICATE_ARN}`,
    ]);
  });

  it('is checked only for a stage with its own name', () => {
    expect(problems({ ...ready, certificate: { ...issued, status: 'FAILED' } })).toEqual([]);
    expect(
      preflightFindings(
        { ...ready, certificate: { ...issued, status: 'FAILED' } },
        'northshore-law.com',
        SITE,
      )
        .filter((finding) => !finding.ok)
        .map((finding) => finding.what),
    ).toEqual(['The certificate is FAILED, not ISSUED']);
  });
});

describe('preflight, an SES identity made outside the stack', () => {
  it('refuses a verified domain the stage’s stack does not hold (first deploy, or another stack’s)', () => {
    for (const siteStack of [undefined, {}, { mailIdentity: 'other-firm.com' }]) {
      const found = problems({ ...ready, siteStack });
      expect(found).toEqual([
        expect.objectContaining({
          blocking: true,
          what: expect.stringContaining(
            "northshore-law.com is an SES identity this stage's stack does not hold",
          ),
          todo: expect.stringContaining(
            'aws sesv2 delete-email-identity --email-identity northshore-law.com',
          ),
        }),
      ]);
    }
  });

  it('accepts the identity its own stack holds, and a domain the deploy will create', () => {
    expect(problems(ready)).toEqual([]);
    const { domain: _domain, ...noDomain } = ready.ses;
    expect(
      problems({ ...ready, siteStack: undefined, ses: noDomain }).map((finding) => finding.what),
    ).toEqual(['northshore-law.com is not an SES identity yet']);
  });
});
