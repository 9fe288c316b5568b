/**
 * Step-up through the local AppSync: an operation that asks for a recent second factor answers with the
 * distinct step-up message once the sign-in is more than ten minutes old, and works again right after the
 * emailed code is confirmed on the same session. Time moves through the test hook.
 */
import { describe, expect, it } from 'vitest';
import { ConfirmStepUpDocument, SendStepUpCodeDocument } from '../../../contract/graphql/account.generated';
import {
  PasskeyRegistrationOptionsDocument,
  RegenerateRecoveryCodesDocument,
  RemovePasskeyDocument,
  RemoveTotpDocument,
  StartTotpEnrolmentDocument,
} from '../../../contract/graphql/factors.generated';
import { ExportAuditDocument, SetStaffDisabledDocument } from '../../../contract/graphql/staff.generated';
import { STEP_UP_REQUIRED_MESSAGE, STEP_UP_WINDOW_SECONDS } from '../../../contract/sessions';
import { authMessages } from '../../../domain/auth/policy';
import { codeIn, createAccount, errorOf, signIn, waitForEmail } from '../../../testing/auth-test-helpers';
import { TEST_ADMIN } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';

const stack = useTestStack({ testHooks: true });

describe('step-up', () => {
  it('asks for the second factor again after ten minutes, and accepts the emailed code', async () => {
    const admin = await signIn(stack, TEST_ADMIN);
    expect(errorOf((await stack.graphql(ExportAuditDocument, {}, admin)).body)).toBeUndefined();

    stack.moveClock(STEP_UP_WINDOW_SECONDS / 60 + 1);
    expect(errorOf((await stack.graphql(ExportAuditDocument, {}, admin)).body)).toBe(
      STEP_UP_REQUIRED_MESSAGE,
    );
    const staff = await createAccount();
    const disable = await stack.graphql(
      SetStaffDisabledDocument,
      { email: staff.email, disabled: true },
      admin,
    );
    expect(errorOf(disable.body)).toBe(STEP_UP_REQUIRED_MESSAGE);

    const before = (await stack.emails()).map((mail) => mail.body.text ?? '');
    expect((await stack.graphql(SendStepUpCodeDocument, {}, admin)).body.data?.sendStepUpCode).toBe(true);
    const code = codeIn(await waitForEmail(stack, TEST_ADMIN.email, /security code/, before));
    const wrong = await stack.graphql(
      ConfirmStepUpDocument,
      { securityCode: code === '000000' ? '111111' : '000000' },
      admin,
    );
    expect(errorOf(wrong.body)).toBe(authMessages.wrongCode);
    const right = await stack.graphql(ConfirmStepUpDocument, { securityCode: code }, admin);
    expect(right.body.data?.confirmStepUp).toBe(true);

    expect(errorOf((await stack.graphql(ExportAuditDocument, {}, admin)).body)).toBeUndefined();
    const again = await stack.graphql(
      SetStaffDisabledDocument,
      { email: staff.email, disabled: true },
      admin,
    );
    expect(again.body.data?.setStaffDisabled.disabled).toBe(true);
  });

  it('guards every change of factors: adding one and removing one ask for a recent second factor', async () => {
    const staff = await createAccount();
    const token = await signIn(stack, staff);
    // Right after the sign-in, enrolling goes ahead.
    expect(errorOf((await stack.graphql(StartTotpEnrolmentDocument, {}, token)).body)).toBeUndefined();

    stack.moveClock(STEP_UP_WINDOW_SECONDS / 60 + 1);
    const refusals = [
      await stack.graphql(StartTotpEnrolmentDocument, {}, token),
      await stack.graphql(PasskeyRegistrationOptionsDocument, {}, token),
      await stack.graphql(RemoveTotpDocument, {}, token),
      await stack.graphql(RegenerateRecoveryCodesDocument, {}, token),
      await stack.graphql(RemovePasskeyDocument, { id: 'any-passkey' }, token),
    ];
    expect(refusals.map(({ body }) => errorOf(body))).toEqual(refusals.map(() => STEP_UP_REQUIRED_MESSAGE));
  });
});
