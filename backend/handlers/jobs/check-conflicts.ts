import { fileClientOfLead } from '../../domain/conflicts/parties';
import { leadCheckDependencies, leadOf } from '../composition/conflicts';

/** Invoked asynchronously by Mutation.consultationform (see registry.ts) for a new lead that is not spam. */
export async function handler({ leadId }: { leadId: string }): Promise<void> {
  const lead = await leadOf(leadId);
  if (!lead?.createdAt) return;
  await fileClientOfLead(lead, leadCheckDependencies());
}
