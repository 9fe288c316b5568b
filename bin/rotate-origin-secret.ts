/**
 * `npm run rotate-origin-secret [-- --stage NAME]`: gives the origin header a new value with no request
 * refused on the way (bin/rotation/origin-secret-rotation.ts says the order and why). Needs AWS
 * credentials for the account; takes about 15 minutes, most of it waiting for the functions' caches and
 * for CloudFront to reach every edge. Safe to run again if it stops: it resumes.
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  CloudFrontClient,
  GetDistributionConfigCommand,
  UpdateDistributionCommand,
  waitUntilDistributionDeployed,
} from '@aws-sdk/client-cloudfront';
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { SECRET_CACHE_SECONDS } from '../backend/adapters/secret-cache';
import { stackNames } from '../backend/contract/deployment';
import { ORIGIN_VERIFY_HEADER, parseOriginSecret } from '../backend/domain/edge/origin-verification';
import { readStageSettings, takeStage } from './deploy-settings';
import {
  newOriginValue,
  rotateOriginSecret,
  type OriginRotationPorts,
} from './rotation/origin-secret-rotation';

async function stackOutputs(region: string, stackName: string): Promise<Record<string, string>> {
  const { Stacks = [] } = await new CloudFormationClient({ region }).send(
    new DescribeStacksCommand({ StackName: stackName }),
  );
  return Object.fromEntries(
    (Stacks[0]?.Outputs ?? []).map((output) => [output.OutputKey, output.OutputValue]),
  );
}

function awsPorts(region: string, secretArn: string, distributionId: string): OriginRotationPorts {
  const secrets = new SecretsManagerClient({ region });
  const cloudFront = new CloudFrontClient({ region: 'us-east-1' });
  const deployed = () =>
    waitUntilDistributionDeployed({ client: cloudFront, maxWaitTime: 30 * 60 }, { Id: distributionId });
  const headersOf = (config: Awaited<ReturnType<typeof distributionConfig>>['config']) =>
    (config.Origins?.Items ?? []).flatMap((origin) =>
      (origin.CustomHeaders?.Items ?? []).filter((header) => header.HeaderName === ORIGIN_VERIFY_HEADER),
    );
  async function distributionConfig() {
    const { DistributionConfig, ETag } = await cloudFront.send(
      new GetDistributionConfigCommand({ Id: distributionId }),
    );
    if (!DistributionConfig || !ETag) throw new Error(`Distribution ${distributionId} has no configuration`);
    return { config: DistributionConfig, etag: ETag };
  }
  return {
    readSecret: async () => {
      const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretArn }));
      return parseOriginSecret(SecretString ?? '');
    },
    writeSecret: async (secret) => {
      await secrets.send(
        new PutSecretValueCommand({ SecretId: secretArn, SecretString: JSON.stringify(secret) }),
      );
    },
    cloudFrontValue: async () => {
      await deployed();
      const values = new Set(
        headersOf((await distributionConfig()).config).map((header) => header.HeaderValue),
      );
      return values.size === 1 ? [...values][0] : undefined;
    },
    sendFromCloudFront: async (value) => {
      const { config, etag } = await distributionConfig();
      const headers = headersOf(config);
      if (headers.length < 2)
        throw new Error('The distribution has fewer than two API origins with the header');
      for (const header of headers) header.HeaderValue = value;
      await cloudFront.send(
        new UpdateDistributionCommand({ Id: distributionId, IfMatch: etag, DistributionConfig: config }),
      );
      await deployed();
    },
    wait: (seconds, why) => {
      console.log(`   waiting ${seconds} s: ${why}`);
      return new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    },
    newValue: newOriginValue,
    log: (line) => console.log(line),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { stage } = takeStage(process.argv.slice(2));
  try {
    const settings = readStageSettings(stage, process.env, process.cwd());
    const outputs = await stackOutputs(settings.region, stackNames(stage).site);
    const { OriginSecretArn, DistributionId } = outputs;
    if (!OriginSecretArn || !DistributionId) {
      throw new Error(
        `${stackNames(stage).site} has no OriginSecretArn/DistributionId outputs: deploy it first`,
      );
    }
    await rotateOriginSecret(
      awsPorts(settings.region, OriginSecretArn, DistributionId),
      SECRET_CACHE_SECONDS,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
