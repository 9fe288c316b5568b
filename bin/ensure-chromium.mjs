// Browser tests use Debian's Chromium. Install it when this machine can (root with apt-get); otherwise
// stop with one line saying what to do. Never downloads a browser build of its own.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing: install Debian's package first (sudo apt-get install -y chromium), then run npm test again.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser tests (apt-get install -y chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
    stdio: 'inherit',
    env,
  });
}
console.log(`Chromium: ${execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim()}`);
