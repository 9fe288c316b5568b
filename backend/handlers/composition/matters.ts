/** Matters: their table, the leads they open from, the staff who may be responsible, and the audit log. */
import { productClock } from '../../adapters/clock';
import { inboxStore } from '../../adapters/dynamodb/consultation-inbox';
import { matterStore } from '../../adapters/dynamodb/matters';
import { getUser } from '../../adapters/dynamodb/users';
import type { MatterDependencies } from '../../domain/matters/ports';
import { auditLog, firmSettings } from './shared';

/** Today's civil date (YYYY-MM-DD) in `timeZone`. */
const civilDate = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

export function matterDependencies(): MatterDependencies {
  return {
    matters: matterStore,
    leads: {
      async lead(id) {
        const record = id.length <= 64 ? await inboxStore.find(id) : undefined;
        if (!record?.createdAt) return undefined;
        const { _id, firstName, lastName, conflictState = 'pending' } = record;
        return { id: _id, firstName, lastName, conflictState };
      },
    },
    async isActiveStaff(email) {
      const user = await getUser(email);
      return Boolean(user && !user.disabled);
    },
    audit: auditLog(),
    now: productClock,
    today: async () => civilDate(productClock(), (await firmSettings()).timeZone),
  };
}
