/** `user(email)`: sign-in's wiring, and the reset-link job it starts after answering (Lambda). */
import { startJob } from '../../adapters/jobs';
import { config } from '../../config';
import type { ResetRequestDependencies } from '../../domain/auth/ports';
import { authDependencies } from './auth';

/** Forgot password: the address goes to the reset-link job, which runs after the answer. */
export function resetRequestDependencies(): ResetRequestDependencies {
  return {
    ...authDependencies(),
    resetLinks: { enqueue: (job) => startJob(config().resetMailerFunction, job) },
  };
}
