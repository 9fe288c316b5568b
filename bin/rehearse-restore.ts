/**
 * `npm run rehearse-restore`: the restore runbook rehearsed on this machine, with no AWS account
 * (bin/restore/rehearse.ts); prints each step and exits 1 unless the table and the folder came back whole.
 */
import { rehearseRestore } from './restore/rehearse';

const result = await rehearseRestore();
console.log(result.lines.join('\n'));
console.log(result.ok ? 'Rehearsal passed.' : 'Rehearsal FAILED.');
process.exitCode = result.ok ? 0 : 1;
