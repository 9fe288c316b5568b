/** The notice sweeper's part of letters: reminders, expiry, and letters whose sealing did not finish. */
import { startJob } from '../../adapters/jobs';
import { config } from '../../config';
import type { LetterSweepDependencies } from '../../domain/letters/ports';
import { leadTimeline, letterRecordDependencies } from './letter-records';

export function letterSweepDependencies(): LetterSweepDependencies {
  return {
    ...letterRecordDependencies(),
    timeline: leadTimeline,
    startLanding: (letterId) => startJob(config().letterSealerFunction, { letterId }),
  };
}
