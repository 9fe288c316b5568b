// Browser tests use Debian's Chromium: its headless build (chromium-headless-shell) for the tests, the full
// browser for the Lighthouse benchmark. The sealed-PDF tests read PDFs with Debian's poppler-utils (pdfsig,
// pdftotext, pdfinfo, pdfimages). Install what is missing when this machine can (root with apt-get);
// otherwise stop with one line saying what to do. Never downloads a browser build of its own.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = [
  { name: 'chromium', binary: '/usr/bin/chromium', version: ['--version'] },
  { name: 'chromium-headless-shell', binary: '/usr/bin/chromium-headless-shell', version: ['--version'] },
  { name: 'poppler-utils', binary: '/usr/bin/pdfsig', version: ['-v'] },
];
const missing = PACKAGES.filter(({ binary }) => !existsSync(binary)).map(({ name }) => name);

if (missing.length > 0) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Test tools are missing: install Debian's packages first (sudo apt-get install -y ${missing.join(' ')}), then run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(' and ')} for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing, 'fonts-liberation'], {
    stdio: 'inherit',
    env,
  });
}
// pdfsig prints its version on stderr.
for (const { binary, version } of PACKAGES) {
  const { stdout, stderr, error } = spawnSync(binary, version, { encoding: 'utf8' });
  if (error) throw error;
  console.log(`${binary}: ${(stdout || stderr).split('\n')[0].trim()}`);
}
