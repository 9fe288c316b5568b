/**
 * The staff administration, account and audit operations through the local AppSync (real authorizer,
 * dynalite, local SES): what each does, what it refuses, the audit entries each flow writes, and the
 * secret-free check over every stored audit entry.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ChangeMyNameDocument,
  ChangeMyPasswordDocument,
  MySignInsDocument,
  SignOutEverywhereElseDocument,
} from '../../../contract/graphql/account.generated';
import { HealthDocument } from '../../../contract/graphql/public.generated';
import {
  LoginDocument,
  RequestPasswordResetDocument,
  TwoFactorLoginDocument,
  UpdatePasswordDocument,
} from '../../../contract/graphql/sign-in.generated';
import {
  AuditEntriesDocument,
  EndStaffSessionsDocument,
  ExportAuditDocument,
  SendStaffResetLinkDocument,
  SetStaffAdministratorDocument,
  SetStaffDisabledDocument,
  StaffUsersDocument,
  UnlockStaffDocument,
} from '../../../contract/graphql/staff.generated';
import type { TypedDocument } from '../../../contract/graphql/typed-document';
import { staffMessages } from '../../../contract/staff';
import { documentClient, tableName } from '../../../adapters/dynamodb/client';
import { getUser } from '../../../adapters/dynamodb/users';
import { authMessages } from '../../../domain/auth/policy';
import { dataOf, TEST_ADMIN } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';
import {
  createAccount,
  errorOf,
  passwordStep,
  waitForEmail,
  type TestAccount,
} from '../../../testing/auth-test-helpers';
import { productClock } from '../../../adapters/clock';

const stack = useTestStack();
let adminToken: string;
/** Every password, code, token and link the flows use: none may appear in an audit entry. */
const secrets = new Set<string>();
const remember = <T extends string>(secret: T): T => {
  secrets.add(secret);
  return secret;
};

async function signInRemembering(account: TestAccount) {
  remember(account.password);
  const { firstStageToken, code } = await passwordStep(stack, account);
  remember(firstStageToken);
  remember(code);
  const { body } = await stack.graphql(TwoFactorLoginDocument, { securityCode: code }, firstStageToken);
  return remember(dataOf(body).twoFactorLogin.token);
}

beforeAll(async () => {
  adminToken = await signInRemembering(TEST_ADMIN);
}, 60_000);

const call = <Result, Variables>(
  query: TypedDocument<Result, Variables>,
  variables: Variables,
  token: string,
) =>
  stack.graphql(query, variables, token).then(({ status, body }) => ({ status, body, error: errorOf(body) }));

async function auditFor(email: string) {
  const { body } = await call(AuditEntriesDocument, { filter: { actorEmail: email } }, adminToken);
  return dataOf(body).auditEntries.items;
}

describe('/staff', () => {
  it('lists every account by name, ten a page, with an opaque cursor', async () => {
    for (let index = 0; index < 10; index++) await createAccount();
    const firstAnswer = (await call(StaffUsersDocument, {}, adminToken)).body;
    const first = dataOf(firstAnswer).staffUsers;
    expect(first.items).toHaveLength(10);
    const cursor = first.nextCursor;
    expect(cursor).toBeTruthy();
    const second = dataOf((await call(StaffUsersDocument, { cursor }, adminToken)).body).staffUsers;
    expect(second.items.length).toBeGreaterThan(0);
    const emails = [...first.items, ...second.items].map((member) => member.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(JSON.stringify(firstAnswer)).not.toMatch(/passwordHash|tokenVersion/);
  });

  it('disables a user: their token is refused at once, they cannot sign in or reset; enabling restores sign-in', async () => {
    const staff = await createAccount();
    const staffToken = await signInRemembering(staff);
    const disabled = await call(SetStaffDisabledDocument, { email: staff.email, disabled: true }, adminToken);
    expect(disabled.body.data?.setStaffDisabled).toMatchObject({ email: staff.email, disabled: true });

    expect((await stack.graphql(HealthDocument, {}, staffToken)).status).toBe(401);
    expect(
      errorOf((await stack.graphql(LoginDocument, { email: staff.email, password: staff.password })).body),
    ).toBe(authMessages.accountDisabled);
    const mailsTo = async () =>
      (await stack.emails()).filter((mail) => mail.destination.to.includes(staff.email)).length;
    const mailsBefore = await mailsTo();
    await stack.graphql(RequestPasswordResetDocument, { email: staff.email });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo()).toBe(mailsBefore);

    await call(SetStaffDisabledDocument, { email: staff.email, disabled: false }, adminToken);
    expect((await stack.graphql(HealthDocument, {}, staffToken)).status).toBe(401); // old tokens stay dead
    expect(await signInRemembering(staff)).toBeTruthy();
    expect((await auditFor(TEST_ADMIN.email)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['staff.disabled', 'staff.enabled']),
    );
  });

  it('never acts on the caller: no removing your own rights, no disabling yourself', async () => {
    const revoke = await call(
      SetStaffAdministratorDocument,
      { email: TEST_ADMIN.email, isAdmin: false },
      adminToken,
    );
    expect(revoke.error).toBe(staffMessages.notYourself);
    const disable = await call(
      SetStaffDisabledDocument,
      { email: TEST_ADMIN.email, disabled: true },
      adminToken,
    );
    expect(disable.error).toBe(staffMessages.notYourself);
    expect((await getUser(TEST_ADMIN.email))?.isAdmin).toBe(true);
  });

  it('keeps one active administrator when two demote each other at the same moment', async () => {
    const first = await createAccount({ isAdmin: true });
    const second = await createAccount({ isAdmin: true });
    const firstToken = await signInRemembering(first);
    const secondToken = await signInRemembering(second);
    // The test administrator steps down first, so these two are the only active administrators.
    const stepDown = await call(
      SetStaffAdministratorDocument,
      { email: TEST_ADMIN.email, isAdmin: false },
      firstToken,
    );
    expect(stepDown.error).toBeUndefined();
    const others = dataOf((await call(StaffUsersDocument, {}, firstToken)).body).staffUsers.items;
    expect(others.filter((member) => member.isAdmin && member.email === TEST_ADMIN.email)).toEqual([]);

    const [a, b] = await Promise.all([
      call(SetStaffAdministratorDocument, { email: second.email, isAdmin: false }, firstToken),
      call(SetStaffAdministratorDocument, { email: first.email, isAdmin: false }, secondToken),
    ]);
    const errors = [a.error, b.error].filter(Boolean);
    expect(errors).toEqual([staffMessages.lastAdministrator]);
    const admins = [await getUser(first.email), await getUser(second.email)].filter((user) => user?.isAdmin);
    expect(admins).toHaveLength(1);
    const survivor = admins[0]!.email === first.email ? firstToken : secondToken;
    // Restore the test administrator for the other tests.
    await call(SetStaffAdministratorDocument, { email: TEST_ADMIN.email, isAdmin: true }, survivor);
  });

  it('ends sessions, unlocks and mails a reset link, each recorded', async () => {
    const staff = await createAccount();
    const staffToken = await signInRemembering(staff);
    await call(EndStaffSessionsDocument, { email: staff.email }, adminToken);
    expect((await stack.graphql(HealthDocument, {}, staffToken)).status).toBe(401);

    for (let attempt = 0; attempt < 5; attempt++) {
      await stack.graphql(LoginDocument, { email: staff.email, password: remember('Wrong#Pass1') });
    }
    expect((await call(StaffUsersDocument, {}, adminToken)).status).toBe(200);
    const unlocked = await call(UnlockStaffDocument, { email: staff.email }, adminToken);
    expect(unlocked.body.data?.unlockStaff.locked).toBe(false);

    const sent = await call(SendStaffResetLinkDocument, { email: staff.email }, adminToken);
    expect(JSON.stringify(sent.body)).not.toMatch(/token=/);
    const mail = await waitForEmail(stack, staff.email, /Reset your/);
    const token = remember(/token=([^\s&]+)/.exec(mail.body.text ?? '')![1]!);
    remember(decodeURIComponent(token));
    const reset = await stack.graphql(UpdatePasswordDocument, {
      email: staff.email,
      password: remember('Brand#New2026'),
      confirmNewPassword: 'Brand#New2026',
      token: decodeURIComponent(token),
    });
    expect(reset.body.errors).toBeUndefined();

    const onTarget = dataOf(
      (await call(AuditEntriesDocument, { filter: { action: 'staff.unlocked' } }, adminToken)).body,
    ).auditEntries.items;
    expect(onTarget[0]).toMatchObject({ actorEmail: TEST_ADMIN.email, targetId: staff.email });
    const actions = (await auditFor(TEST_ADMIN.email)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['staff.sessions-ended', 'staff.unlocked', 'staff.reset-link-sent']),
    );
    const visitorActions = (await auditFor('visitor')).map((entry) => entry.action);
    expect(visitorActions).toEqual(expect.arrayContaining(['auth.wrong-password', 'auth.lockout']));
    expect((await auditFor(staff.email)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['auth.sign-in', 'auth.reset-completed']),
    );
  });
});

describe('/account', () => {
  it('changes the password with the current one: other sessions end, this one goes on, a notice is mailed', async () => {
    const staff = await createAccount();
    const older = await signInRemembering(staff);
    const current = await signInRemembering(staff);
    const wrong = await call(
      ChangeMyPasswordDocument,
      { currentPassword: 'Not#Mine123', password: 'Other#Pass99', confirmNewPassword: 'Other#Pass99' },
      current,
    );
    expect(wrong.error).toBe(staffMessages.wrongCurrentPassword);
    const changed = await call(
      ChangeMyPasswordDocument,
      {
        currentPassword: staff.password,
        password: remember('Other#Pass99'),
        confirmNewPassword: 'Other#Pass99',
      },
      current,
    );
    const fresh = remember(dataOf(changed.body).changeMyPassword.token);
    expect((await stack.graphql(HealthDocument, {}, older)).status).toBe(401);
    expect((await stack.graphql(HealthDocument, {}, current)).status).toBe(401);
    expect(dataOf((await call(MySignInsDocument, {}, fresh)).body).mySignIns.length).toBeGreaterThanOrEqual(
      2,
    );
    await waitForEmail(stack, staff.email, /password was changed/);
    expect((await auditFor(staff.email)).map((entry) => entry.action)).toContain('auth.password-changed');
  });

  it('changes the name and signs out everywhere else', async () => {
    const staff = await createAccount();
    const older = await signInRemembering(staff);
    const current = await signInRemembering(staff);
    const renamed = await call(ChangeMyNameDocument, { firstName: ' Ada ', lastName: 'Lovelace' }, current);
    const renamedToken = remember(dataOf(renamed.body).changeMyName.token);
    expect((await getUser(staff.email))?.firstName).toBe('Ada');
    const elsewhere = await call(SignOutEverywhereElseDocument, {}, renamedToken);
    const kept = remember(dataOf(elsewhere.body).signOutEverywhereElse.token);
    expect((await stack.graphql(HealthDocument, {}, older)).status).toBe(401);
    expect((await stack.graphql(HealthDocument, {}, kept)).status).toBe(200);
  });
});

describe('/audit', () => {
  it('filters by person, action and dates, and refuses a bad date', async () => {
    // Days around the product's clock: the file's sign-ins may fall on either side of midnight, in any zone.
    const day = (offset: number) =>
      new Date(productClock().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const { body } = await call(
      AuditEntriesDocument,
      { filter: { actorEmail: TEST_ADMIN.email, action: 'auth.sign-in', from: day(-1), to: day(1) } },
      adminToken,
    );
    const items = dataOf(body).auditEntries.items;
    expect(items.length).toBeGreaterThan(0);
    expect(
      items.every((item) => item.action === 'auth.sign-in' && item.actorEmail === TEST_ADMIN.email),
    ).toBe(true);
    const past = await call(AuditEntriesDocument, { filter: { to: '2000-01-01' } }, adminToken);
    expect(past.body.data?.auditEntries.items).toEqual([]);
    expect((await call(AuditEntriesDocument, { filter: { from: '23/11/2026' } }, adminToken)).error).toBe(
      staffMessages.invalidDate,
    );
  });

  it('exports the filtered view as CSV and records the export', async () => {
    const { body } = await call(ExportAuditDocument, { filter: { action: 'staff.disabled' } }, adminToken);
    const lines = dataOf(body).exportAudit.csv.trim().split('\r\n');
    expect(lines[0]).toBe('"Time (UTC)","Action","Outcome","Who","Target","Network","Browser","Detail"');
    expect(lines.slice(1).every((line) => line.includes('Staff user disabled'))).toBe(true);
    expect(body.data?.exportAudit).toMatchObject({ rowCount: lines.length - 1, truncated: false });
    expect((await auditFor(TEST_ADMIN.email)).map((entry) => entry.action)).toContain('audit.exported');
  });
});

describe('the audit log', () => {
  it('holds no password, code, token or reset link from any of the flows above', async () => {
    const { Items = [] } = await documentClient().send(new ScanCommand({ TableName: tableName('audit') }));
    expect(Items.length).toBeGreaterThan(20);
    const stored = JSON.stringify(Items);
    expect(secrets.size).toBeGreaterThan(10);
    for (const secret of secrets)
      expect(stored.includes(secret), `an entry holds ${secret.slice(0, 4)}…`).toBe(false);
    expect(stored).not.toMatch(/reset-password\?token=|passwordHash/);
  });
});
