import { describe, expect, it } from 'vitest';
import { MIN_LAMBDA_CONCURRENCY, preflightFindings, type AccountFacts } from './findings';

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
