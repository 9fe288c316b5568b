/**
 * `npm run deploy [-- --stage NAME] [--yes] [cdk options]`: builds the site for the stage's URL and deploys
 * the stage's two stacks. `npm run synth` does the same build and synthesizes without deploying; `npm run
 * diff` builds and shows what a deploy would change in the deployed stacks (read it before every upgrade).
 *
 * One settings file decides both (bin/deploy-settings.ts), so the canonical links, sitemap and robots.txt
 * the build writes name the same site the stacks serve; settings holding the sample firm's values are
 * refused before anything is built. `--yes` approves IAM changes without a prompt, for a deploy nobody
 * watches (CI); without it such a deploy stops with a message instead of waiting at CDK's prompt.
 */
import { spawnSync } from 'node:child_process';
import { buildOriginOf } from '../backend/contract/deployment';
import { readStageSettings, takeStage, type StageSettings } from './deploy-settings';

export interface DeployPlan {
  readonly stage: string;
  /** Environment of both steps: the build reads VITE_SITE_URL and SITE_BUILD_DIR, the CDK app SITE_BUILD_DIR. */
  readonly env: Record<string, string>;
  readonly cdkArgs: readonly string[];
}

export interface DeployOptions {
  readonly command: 'deploy' | 'synth' | 'diff';
  readonly stage: string;
  readonly approve: boolean;
  /** Anything else on the command line goes to cdk as it is. */
  readonly cdkOptions: readonly string[];
}

export function parseDeployArgs(argv: readonly string[]): DeployOptions {
  const [command, ...rest] = argv;
  if (command !== 'deploy' && command !== 'synth' && command !== 'diff')
    throw new Error('usage: deploy.ts deploy|synth|diff [--stage NAME] [--yes]');
  const { stage, rest: options } = takeStage(rest);
  const approve = options.includes('--yes');
  const cdkOptions = options.filter((arg) => arg !== '--yes');
  return { command, stage, approve, cdkOptions };
}

export function deployPlan(
  options: DeployOptions,
  settings: StageSettings,
  interactive: boolean,
): DeployPlan {
  if (options.command === 'deploy' && !interactive && !options.approve) {
    throw new Error(
      'This deploy has no terminal to approve IAM and security-group changes in. Run it with --yes to ' +
        'approve them without a prompt (read `npx cdk diff` first), or run it from a terminal.',
    );
  }
  const env = { VITE_SITE_URL: buildOriginOf(settings), SITE_BUILD_DIR: `build/deploy-${settings.stage}` };
  const cdkArgs =
    options.command !== 'deploy'
      ? [
          options.command,
          ...(options.command === 'diff' ? ['--all'] : []),
          '-c',
          `stage=${settings.stage}`,
          ...options.cdkOptions,
        ]
      : [
          'deploy',
          '--all',
          '-c',
          `stage=${settings.stage}`,
          ...(options.approve ? ['--require-approval', 'never'] : []),
          ...options.cdkOptions,
        ];
  return { stage: settings.stage, env, cdkArgs };
}

function run(command: string, args: readonly string[], env: Record<string, string>): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const options = parseDeployArgs(process.argv.slice(2));
    const settings = readStageSettings(options.stage, process.env, process.cwd());
    const plan = deployPlan(options, settings, Boolean(process.stdin.isTTY) && !process.env.CI);
    const where =
      settings.siteUrl ??
      "CloudFront's own domain (https://<id>.cloudfront.net: the SiteUrl output names it after the deploy)";
    console.log(`Stage "${plan.stage}": ${where} in ${settings.region}`);
    run('npm', ['run', 'build'], plan.env);
    run('npx', ['cdk', ...plan.cdkArgs], plan.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
