/**
 * What a new AWS account needs before `npm run deploy` works end to end, decided from facts the preflight
 * command reads from the account (bin/preflight.ts). Each finding says what is wrong and what to do.
 */
import { EDGE_REGION } from '../../backend/contract/deployment';

/** The oldest CDK bootstrap stack this app deploys with (aws-cdk-lib's DefaultStackSynthesizer). */
export const MIN_BOOTSTRAP_VERSION = 6;
/**
 * New accounts start with 10 concurrent Lambda executions; the site's functions (sign-in, the form, the
 * portal, the schedules) need more than that on a busy morning. AWS's usual default is 1,000.
 */
export const MIN_LAMBDA_CONCURRENCY = 100;

export interface AccountFacts {
  readonly region: string;
  /** The CDK bootstrap stack's version per region, undefined where it is missing. */
  readonly bootstrapVersions: Readonly<Record<string, number | undefined>>;
  readonly lambdaConcurrency: number;
  readonly ses: {
    readonly productionAccess: boolean;
    readonly sendingEnabled: boolean;
    readonly max24HourSend: number;
    /** The mail domain's identity: undefined when the account has none yet (the deploy creates it). */
    readonly domain?: { readonly verifiedForSending: boolean; readonly dkimStatus: string };
    /** In the sandbox: which of the addresses the product mails are verified identities. */
    readonly verifiedRecipients: Readonly<Record<string, boolean>>;
  };
  /**
   * The stage's site stack as CloudFormation describes it: absent before the first deploy; otherwise the SES
   * identity it holds (the physical id of its AWS::SES::EmailIdentity), if any.
   */
  readonly siteStack?: { readonly mailIdentity?: string };
  /** ACM's answer for the settings' `certificateArn` (DescribeCertificate), 'missing' when it has none. */
  readonly certificate?: CertificateFacts | 'missing';
}

export interface CertificateFacts {
  readonly arn: string;
  /** ACM's status: PENDING_VALIDATION, ISSUED, EXPIRED, REVOKED, FAILED, ... */
  readonly status: string;
  readonly domainName: string;
  readonly subjectAlternativeNames: readonly string[];
}

/** The site's own name and its certificate, when the settings give them. */
export interface SiteName {
  readonly siteDomain: string;
  readonly certificateArn: string;
}

export interface Finding {
  readonly ok: boolean;
  /** A deploy would fail, or mail would not arrive, until this is done. */
  readonly blocking: boolean;
  readonly what: string;
  readonly todo?: string;
}

/** The region an ACM certificate's ARN names (arn:aws:acm:<region>:<account>:certificate/<id>). */
export const regionOfArn = (arn: string): string | undefined => arn.split(':')[3] || undefined;

/** Whether a certificate name covers the host: the same name, or a wildcard one label above it. */
export function nameCovers(certificateName: string, host: string): boolean {
  const name = certificateName.toLowerCase();
  const wanted = host.toLowerCase();
  if (name === wanted) return true;
  if (!name.startsWith('*.')) return false;
  const dot = wanted.indexOf('.');
  return dot > 0 && wanted.slice(dot + 1) === name.slice(2);
}

/** CloudFront takes a certificate only from us-east-1, only once issued, and only for the names it holds. */
export function certificateFindings(site: SiteName, certificate: CertificateFacts | 'missing'): Finding[] {
  const region = regionOfArn(site.certificateArn);
  if (region !== EDGE_REGION) {
    return [
      {
        ok: false,
        blocking: true,
        what: `The certificate is in ${region ?? 'no region'}: CloudFront uses certificates in ${EDGE_REGION} only`,
        todo: `request one for ${site.siteDomain} in ${EDGE_REGION} (docs/deploy-and-operations.md, "The certificate") and put its ARN in certificateArn`,
      },
    ];
  }
  if (certificate === 'missing') {
    return [
      {
        ok: false,
        blocking: true,
        what: `ACM in ${EDGE_REGION} has no certificate ${site.certificateArn}`,
        todo: 'check certificateArn (the account and the id) against `aws acm list-certificates --region us-east-1`',
      },
    ];
  }
  const findings: Finding[] = [];
  if (certificate.status !== 'ISSUED') {
    findings.push({
      ok: false,
      blocking: true,
      what: `The certificate is ${certificate.status}, not ISSUED`,
      todo:
        certificate.status === 'PENDING_VALIDATION'
          ? 'add its validation CNAME records at your DNS host (aws acm describe-certificate shows them); ACM issues it within hours'
          : `request a new certificate for ${site.siteDomain} in ${EDGE_REGION}`,
    });
  }
  const names = [certificate.domainName, ...certificate.subjectAlternativeNames];
  if (!names.some((name) => nameCovers(name, site.siteDomain))) {
    findings.push({
      ok: false,
      blocking: true,
      what: `The certificate names ${[...new Set(names)].join(', ')}, not ${site.siteDomain}`,
      todo: `request a certificate that names ${site.siteDomain} (or check siteDomain)`,
    });
  }
  if (findings.length === 0) {
    findings.push({
      ok: true,
      blocking: false,
      what: `The certificate for ${site.siteDomain} is issued in ${EDGE_REGION}`,
    });
  }
  return findings;
}

export function preflightFindings(facts: AccountFacts, mailDomain: string, site?: SiteName): Finding[] {
  const findings: Finding[] = [];
  if (site) findings.push(...certificateFindings(site, facts.certificate ?? 'missing'));
  for (const region of [...new Set([facts.region, EDGE_REGION])]) {
    const version = facts.bootstrapVersions[region];
    findings.push(
      version !== undefined && version >= MIN_BOOTSTRAP_VERSION
        ? { ok: true, blocking: false, what: `CDK is bootstrapped in ${region} (version ${version})` }
        : {
            ok: false,
            blocking: true,
            what:
              version === undefined
                ? `CDK is not bootstrapped in ${region}`
                : `CDK's bootstrap in ${region} is version ${version}, older than ${MIN_BOOTSTRAP_VERSION}`,
            todo: `npx cdk bootstrap aws://<account>/${region}`,
          },
    );
  }

  findings.push(
    facts.lambdaConcurrency >= MIN_LAMBDA_CONCURRENCY
      ? { ok: true, blocking: false, what: `Lambda allows ${facts.lambdaConcurrency} concurrent executions` }
      : {
          ok: false,
          blocking: false,
          what: `Lambda allows only ${facts.lambdaConcurrency} concurrent executions in ${facts.region}`,
          todo:
            'Service Quotas console, AWS Lambda, "Concurrent executions": request at least ' +
            `${MIN_LAMBDA_CONCURRENCY} (a busy morning of sign-ins and enquiries is refused with 429s otherwise)`,
        },
  );

  const { ses } = facts;
  if (!ses.sendingEnabled) {
    findings.push({
      ok: false,
      blocking: true,
      what: `SES sending is paused for the account in ${facts.region}`,
      todo: 'SES console, Account dashboard: read why (bounces or complaints) and ask AWS to resume it',
    });
  }
  const madeElsewhere = ses.domain && facts.siteStack?.mailIdentity !== mailDomain;
  if (madeElsewhere) {
    findings.push({
      ok: false,
      blocking: true,
      what:
        `${mailDomain} is an SES identity this stage's stack does not hold (made by hand or by another ` +
        "stack): the deploy would fail creating it ('already exists') and roll back",
      todo:
        'delete it (aws sesv2 delete-email-identity --email-identity ' +
        `${mailDomain}; its DKIM records change), give this stage another mailDomain, or import it into the stack ` +
        '(docs/deploy-and-operations.md, "Re-attaching kept resources")',
    });
  }
  findings.push(
    !ses.domain
      ? {
          ok: false,
          blocking: false,
          what: `${mailDomain} is not an SES identity yet`,
          todo: 'npm run deploy creates it; then add the three DKIM records it prints (MailDkimRecord1..3) at your DNS host',
        }
      : ses.domain.verifiedForSending
        ? {
            ok: true,
            blocking: false,
            what: `${mailDomain} is verified for sending (DKIM ${ses.domain.dkimStatus})`,
          }
        : {
            ok: false,
            blocking: true,
            what: `${mailDomain} is not verified for sending yet (DKIM ${ses.domain.dkimStatus})`,
            todo: 'add the DKIM records (stack outputs MailDkimRecord1..3) at your DNS host; SES checks them within hours',
          },
  );
  if (ses.productionAccess) {
    findings.push({
      ok: true,
      blocking: false,
      what: `SES is out of the sandbox (${ses.max24HourSend} messages a day)`,
    });
  } else {
    const unverified = Object.entries(ses.verifiedRecipients)
      .filter(([, verified]) => !verified)
      .map(([address]) => address);
    findings.push({
      ok: false,
      blocking: true,
      what:
        `SES is in the sandbox in ${facts.region}: mail reaches verified addresses only ` +
        `(${ses.max24HourSend} a day), so visitors get no acknowledgement and staff outside verified ` +
        'addresses no sign-in code',
      todo:
        'SES console, Account dashboard, "Request production access"' +
        (unverified.length > 0
          ? `; until then verify each recipient as an email identity: ${unverified.join(', ')} and every staff address`
          : '; until then verify every staff address as an email identity'),
    });
  }
  return findings;
}
