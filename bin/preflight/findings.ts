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
}

export interface Finding {
  readonly ok: boolean;
  /** A deploy would fail, or mail would not arrive, until this is done. */
  readonly blocking: boolean;
  readonly what: string;
  readonly todo?: string;
}

export function preflightFindings(facts: AccountFacts, mailDomain: string): Finding[] {
  const findings: Finding[] = [];
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
