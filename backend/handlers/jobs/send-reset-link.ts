import { mailResetLink } from '../../domain/auth/password-reset';
import { invocation } from '../composition/log';
import type { ResetLinkJob } from '../../domain/auth/ports';
import { authDependencies } from '../composition/auth';

/** Invoked asynchronously by Mutation.user (see registry.ts): the lookup, token and mail happen here. */
async function handle(job: ResetLinkJob): Promise<void> {
  await mailResetLink(job, authDependencies());
}

/** The Lambda entry point: one invocation, one request id on every line it logs. */
export const handler = invocation(handle);
