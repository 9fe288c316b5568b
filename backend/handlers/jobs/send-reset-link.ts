import { mailResetLink } from '../../domain/auth/password-reset';
import type { ResetLinkJob } from '../../domain/auth/ports';
import { authDependencies } from '../composition/auth';

/** Invoked asynchronously by Mutation.user (see registry.ts): the lookup, token and mail happen here. */
export async function handler(job: ResetLinkJob): Promise<void> {
  await mailResetLink(job, authDependencies());
}
