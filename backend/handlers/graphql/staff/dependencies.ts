/** Wires the staff administration domain to DynamoDB, SES and the keys, as the Lambda functions run it. */
import { listAuditEntries } from '../../../adapters/dynamodb/audit-log';
import { addActiveAdministrator, removeActiveAdministrator } from '../../../adapters/dynamodb/staff-guards';
import {
  bumpTokenVersion,
  listUsers,
  setAdmin,
  setDisabled,
  setName,
} from '../../../adapters/dynamodb/users';
import type { StaffDependencies } from '../../../domain/staff/ports';
import { authDependencies, userStore } from '../auth/dependencies';

export function staffDependencies(): StaffDependencies {
  return {
    ...authDependencies(),
    users: { ...userStore, list: listUsers, setName, setDisabled, setAdmin, bumpTokenVersion },
    administrators: { add: addActiveAdministrator, remove: removeActiveAdministrator },
    auditEntries: { list: listAuditEntries },
  };
}
