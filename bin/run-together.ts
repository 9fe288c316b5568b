/**
 * Runs npm scripts at the same time and prints each one's output whole when it ends, with its time: the
 * checks before the tests (lint, format, typecheck, build) each keep one core busy, so on two cores they end
 * in about half the time they take one after another. Exits non-zero when any of them failed.
 *
 *   tsx bin/run-together.ts lint format:check typecheck build
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

function runScript(name: string): Promise<boolean> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      process.stdout.write(
        `\n── npm run ${name}: ${verdict} in ${seconds} s\n${Buffer.concat(output).toString()}`,
      );
      resolve(code === 0);
    });
  });
}

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Name the npm scripts to run, for example: tsx bin/run-together.ts lint typecheck');
  process.exit(2);
}
const results = await Promise.all(names.map(runScript));
const failed = names.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
