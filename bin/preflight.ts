/**
 * `npm run preflight [-- --stage NAME]`: reads the AWS account the shell's credentials name and says what a
 * deploy of that stage still needs: CDK bootstrapped in the site's region and us-east-1, the Lambda quota,
 * and SES (the domain identity and its DKIM, the sandbox and which recipients it would refuse). It changes
 * nothing. Exits 1 while anything would stop a deploy or its mail.
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { EDGE_REGION } from '../backend/contract/deployment';
import { readStageSettings, takeStage, type StageSettings } from './deploy-settings';
import { preflightFindings, type AccountFacts } from './preflight/findings';

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
  const [versions, lambda, account, domain] = await Promise.all([
    Promise.all(regions.map(bootstrapVersion)),
    new LambdaClient({ region: settings.region }).send(new GetAccountSettingsCommand({})),
    ses.send(new GetAccountCommand({})),
    identity(settings.mailDomain),
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
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { stage } = takeStage(process.argv.slice(2));
  try {
    const settings = readStageSettings(stage, process.env, process.cwd());
    const findings = preflightFindings(await accountFacts(settings), settings.mailDomain);
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
