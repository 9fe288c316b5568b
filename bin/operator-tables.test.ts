/** The operator commands' table names, read from a stack's outputs as CloudFormation DescribeStacks answers them. */
import { describe, expect, it } from 'vitest';
import { tableVariablesFromOutputs } from './operator-tables';

const OUTPUTS = [
  { OutputKey: 'UsersTableName', OutputValue: 'LawFirmSite-staging-UsersTable-1A2B' },
  { OutputKey: 'StaffGuardsTableName', OutputValue: 'LawFirmSite-staging-StaffGuardsTable-3C4D' },
  { OutputKey: 'AuditTableName', OutputValue: 'LawFirmSite-staging-AuditTable-5E6F' },
  { OutputKey: 'SiteUrl', OutputValue: 'https://staging.firm.com' },
];

describe("create-admin's tables from the stack outputs", () => {
  it('names each table from its output', () => {
    expect(tableVariablesFromOutputs(['users', 'staffGuards', 'audit'], OUTPUTS, {})).toEqual({
      variables: {
        USERS_TABLE: 'LawFirmSite-staging-UsersTable-1A2B',
        STAFF_GUARDS_TABLE: 'LawFirmSite-staging-StaffGuardsTable-3C4D',
        AUDIT_TABLE: 'LawFirmSite-staging-AuditTable-5E6F',
      },
      missing: [],
    });
  });

  it('leaves a name the operator set, and says which tables no output names', () => {
    expect(
      tableVariablesFromOutputs(['users', 'audit', 'consultations'], OUTPUTS, { USERS_TABLE: 'chosen' }),
    ).toEqual({
      variables: { AUDIT_TABLE: 'LawFirmSite-staging-AuditTable-5E6F' },
      missing: ['consultations'],
    });
  });
});
