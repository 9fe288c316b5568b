import { fileClientOfLead } from '../../domain/conflicts/parties';
import { invocation } from '../composition/log';
import { leadCheckDependencies, leadOf } from '../composition/conflicts';

/** Invoked asynchronously by Mutation.consultationform (see registry.ts) for a new lead that is not spam. */
async function handle({ leadId }: { leadId: string }): Promise<void> {
  const lead = await leadOf(leadId);
  if (!lead?.createdAt) return;
  await fileClientOfLead(lead, leadCheckDependencies());
}

/** The Lambda entry point: one invocation, one request id on every line it logs. */
export const handler = invocation(handle);
