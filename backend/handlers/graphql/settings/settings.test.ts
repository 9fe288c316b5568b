/**
 * /settings through the local AppSync and dynalite: the defaults until saved, a versioned change, the
 * audit entry, and a refusal for staff who are not administrators (the refusal walk covers the rest).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FIRM_SETTINGS, SETTINGS_MESSAGES } from '../../../contract/firm-settings';
import {
  FirmSettingsDocument,
  UpdateFirmSettingsDocument,
} from '../../../contract/graphql/settings.generated';
import { AuditEntriesDocument } from '../../../contract/graphql/staff.generated';
import { createAccount, errorOf, signIn } from '../../../testing/auth-test-helpers';
import { dataOf, TEST_ADMIN } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';

const stack = useTestStack();
let adminToken: string;
let staffToken: string;

beforeAll(async () => {
  adminToken = await signIn(stack, TEST_ADMIN);
  staffToken = await signIn(stack, await createAccount());
}, 60_000);

describe('firm settings', () => {
  it('are the defaults, then what an administrator saved, audited', async () => {
    const read = dataOf((await stack.graphql(FirmSettingsDocument, {}, adminToken)).body).firmSettings;
    expect(read).toMatchObject({ ...DEFAULT_FIRM_SETTINGS, version: 0, updatedBy: null });

    const input = { ...DEFAULT_FIRM_SETTINGS, firstContactMinutes: 20, opensAt: '09:00', version: 0 };
    const saved = dataOf((await stack.graphql(UpdateFirmSettingsDocument, { input }, adminToken)).body);
    expect(saved.updateFirmSettings).toMatchObject({ firstContactMinutes: 20, opensAt: '09:00', version: 1 });
    const again = dataOf((await stack.graphql(FirmSettingsDocument, {}, adminToken)).body).firmSettings;
    expect(again).toMatchObject({ firstContactMinutes: 20, version: 1, updatedBy: TEST_ADMIN.email });

    const stale = await stack.graphql(UpdateFirmSettingsDocument, { input }, adminToken);
    expect(errorOf(stale.body)).toBe(SETTINGS_MESSAGES.changedBySomeoneElse);

    const audit = await stack.graphql(
      AuditEntriesDocument,
      { filter: { action: 'settings.changed' } },
      adminToken,
    );
    expect(dataOf(audit.body).auditEntries.items.map((entry) => entry.detail)).toEqual([
      'opensAt: 08:00 -> 09:00; firstContactMinutes: 15 -> 20',
    ]);
  });

  it('refuses a setting that cannot hold, and staff who are not administrators', async () => {
    const input = { ...DEFAULT_FIRM_SETTINGS, closesAt: '07:00', version: 1 };
    const refused = await stack.graphql(UpdateFirmSettingsDocument, { input }, adminToken);
    expect(errorOf(refused.body)).toBe(SETTINGS_MESSAGES.closesAfterOpens);
    const staff = await stack.graphql(FirmSettingsDocument, {}, staffToken);
    expect(staff.body.data).toBeFalsy();
    expect(errorOf(staff.body)).toBeTruthy();
  });
});
