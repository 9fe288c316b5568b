/**
 * `npm run preflight [-- --stage NAME]`: reads the AWS account the shell's credentials name and says what a
 * deploy of that stage still needs: CDK bootstrapped in the site's region and us-east-1, the Lambda quota,
 * the site's certificate (issued, in us-east-1, naming the site), and SES (the domain identity and its DKIM,
 * one made outside the stack, the sandbox and which recipients it would refuse). It changes
 * nothing. Exits 1 while anything would stop a deploy or its mail.
 */
import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import {
  CloudFormationClient,
  DescribeStackResourcesCommand,
  DescribeStacksCommand,
} from '@aws-sdk/client-cloudformation';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { EDGE_REGION, stackNames } from '../backend/contract/deployment';
import { readStageSettings, takeStage, type StageSettings } from './deploy-settings';
import {
  preflightFindings,
  regionOfArn,
  type AccountFacts,
  type CertificateFacts,
} from './preflight/findings';

const isNotFound = (error: unknown) =>
  ['NotFoundException', 'ValidationError'].includes((error as { name?: string }).name ?? '');

async function bootstrapVersion(region: string): Promise<number | undefined> {
  try {
    const { Stacks = [] } = await new CloudFormationClient({ region }).send(
      new DescribeStacksCommand({ StackName: 'CDKToolkit' }),
    );
    const output = Stacks[0]?.Outputs?.find((candidate) => candidate.OutputKey === 'BootstrapVersion');
    return output?.OutputValue ? Number(output.OutputValue) : undefined;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** The stage's site stack, if deployed: the SES identity it holds. */
async function siteStack(settings: StageSettings): Promise<AccountFacts['siteStack']> {
  try {
    const { StackResources = [] } = await new CloudFormationClient({ region: settings.region }).send(
      new DescribeStackResourcesCommand({ StackName: stackNames(settings.stage).site }),
    );
    const identity = StackResources.find((resource) => resource.ResourceType === 'AWS::SES::EmailIdentity');
    return { mailIdentity: identity?.PhysicalResourceId };
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** ACM's answer for the certificate, asked in the region its ARN names. */
async function certificate(arn: string): Promise<CertificateFacts | 'missing'> {
  try {
    const { Certificate } = await new ACMClient({ region: regionOfArn(arn) ?? EDGE_REGION }).send(
      new DescribeCertificateCommand({ CertificateArn: arn }),
    );
    if (!Certificate) return 'missing';
    return {
      arn,
      status: Certificate.Status ?? 'UNKNOWN',
      domainName: Certificate.DomainName ?? '',
      subjectAlternativeNames: Certificate.SubjectAlternativeNames ?? [],
    };
  } catch (error) {
    const name = (error as { name?: string }).name ?? '';
    if (['ResourceNotFoundException', 'InvalidArnException'].includes(name)) return 'missing';
    throw error;
  }
}

async function accountFacts(settings: StageSettings): Promise<AccountFacts> {
  const ses = new SESv2Client({ region: settings.region });
  const identity = async (name: string) => {
    try {
      return await ses.send(new GetEmailIdentityCommand({ EmailIdentity: name }));
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };
  const regions = [...new Set([settings.region, EDGE_REGION])];
  const [versions, lambda, account, domain, stack, site] = await Promise.all([
    Promise.all(regions.map(bootstrapVersion)),
    new LambdaClient({ region: settings.region }).send(new GetAccountSettingsCommand({})),
    ses.send(new GetAccountCommand({})),
    identity(settings.mailDomain),
    siteStack(settings),
    settings.customDomain ? certificate(settings.customDomain.certificateArn) : undefined,
  ]);
  const recipients = [settings.firmInfoEmail, settings.operatorsEmail];
  const verifiedRecipients: Record<string, boolean> = {};
  for (const address of recipients) {
    const own = await identity(address);
    const ofDomain = await identity(address.slice(address.indexOf('@') + 1));
    verifiedRecipients[address] = Boolean(
      own?.VerifiedForSendingStatus || ofDomain?.VerifiedForSendingStatus,
    );
  }
  return {
    region: settings.region,
    bootstrapVersions: Object.fromEntries(regions.map((region, i) => [region, versions[i]])),
    lambdaConcurrency: lambda.AccountLimit?.ConcurrentExecutions ?? 0,
    ses: {
      productionAccess: account.ProductionAccessEnabled ?? false,
      sendingEnabled: account.SendingEnabled ?? false,
      max24HourSend: account.SendQuota?.Max24HourSend ?? 0,
      domain: domain && {
        verifiedForSending: domain.VerifiedForSendingStatus ?? false,
        dkimStatus: domain.DkimAttributes?.Status ?? 'NOT_STARTED',
      },
      verifiedRecipients,
    },
    siteStack: stack,
    certificate: site,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { stage } = takeStage(process.argv.slice(2));
  try {
    const settings = readStageSettings(stage, process.env, process.cwd());
    const site = settings.customDomain && {
      siteDomain: settings.customDomain.domainName,
      certificateArn: settings.customDomain.certificateArn,
    };
    const findings = preflightFindings(await accountFacts(settings), settings.mailDomain, site);
    for (const finding of findings) {
      console.log(`${finding.ok ? 'ok  ' : finding.blocking ? 'STOP' : 'warn'}  ${finding.what}`);
      if (finding.todo) console.log(`      do: ${finding.todo}`);
    }
    console.log(
      '\nNot checked here: a new account may need AWS to verify it before it may create a CloudFront ' +
        'distribution; if the first deploy fails with "Your account must be verified", open a case with AWS Support.',
    );
    process.exit(findings.some((finding) => finding.blocking) ? 1 : 0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
