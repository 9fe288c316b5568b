/**
 * Matters: their table, the leads they open from, the staff who may be responsible, the client's folder in the
 * File Manager (its table only: a folder has no object), the audit log, and the invited clients mailed when the
 * phase changes.
 */
import { productClock } from '../../adapters/clock';
import { inboxStore } from '../../adapters/dynamodb/consultation-inbox';
import { listAuditEntries } from '../../adapters/dynamodb/audit-log';
import { documentStore } from '../../adapters/dynamodb/documents';
import { matterStore } from '../../adapters/dynamodb/matters';
import { getUser } from '../../adapters/dynamodb/users';
import { clientAccountStore } from '../../adapters/dynamodb/client-accounts';
import { sendEmail } from '../../adapters/ses';
import { config } from '../../config';
import { tellClientsOfUpdate } from '../../domain/client-portal/portal';
import { clientFolder } from '../../domain/documents/received-files';
import type { MatterDependencies } from '../../domain/matters/ports';
import { civilDateOf } from '../../domain/settings/business-time';
import { auditLog, firmSettings } from './shared';

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
    clientFolder: (actor, name) =>
      clientFolder(actor, name, { store: documentStore, audit: auditLog(), now: productClock }),
    async isActiveStaff(email) {
      const user = await getUser(email);
      return Boolean(user && !user.disabled);
    },
    audit: auditLog(),
    auditEntries: { list: listAuditEntries },
    now: productClock,
    clientUpdates: {
      phaseChanged: (matter) =>
        tellClientsOfUpdate(matter, {
          clients: clientAccountStore,
          sendMail: sendEmail,
          siteUrl: config().siteUrl,
        }),
    },
    today: async () => civilDateOf(productClock(), (await firmSettings()).timeZone),
  };
}
