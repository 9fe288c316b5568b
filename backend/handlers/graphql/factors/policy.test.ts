/**
 * The firm's factor policy through the resolver wrapper and dynalite: past the grace period, an
 * email-code-only user reaches enrolment and nothing else; the refusal is the distinct enrolment message.
 */
import { describe, expect, it } from 'vitest';
import { MyFactorsDocument, StartTotpEnrolmentDocument } from '../../../contract/graphql/factors.generated';
import { AssignableStaffDocument } from '../../../contract/graphql/consultation-inbox.generated';
import { SetFactorPolicyDocument } from '../../../contract/graphql/staff.generated';
import { ENROLMENT_REQUIRED_MESSAGE } from '../../../contract/limits';
import { createAccount, errorOf, signIn } from '../../../testing/auth-test-helpers';
import { dataOf, TEST_ADMIN } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';

const stack = useTestStack();

describe('with a strong factor required of everyone and no grace period', () => {
  it('an email-code-only user reaches enrolment, and a staff operation is refused with the enrolment message', async () => {
    const admin = await signIn(stack, TEST_ADMIN);
    const account = await createAccount();
    const policy = await stack.graphql(SetFactorPolicyDocument, { require: 'everyone', graceDays: 0 }, admin);
    expect(dataOf(policy.body).setFactorPolicy).toMatchObject({ require: 'everyone', graceDays: 0 });

    const session = await signIn(stack, account);
    const refused = await stack.graphql(AssignableStaffDocument, { cursor: null }, session);
    expect(errorOf(refused.body)).toBe(ENROLMENT_REQUIRED_MESSAGE);
    expect((await stack.graphql(MyFactorsDocument, {}, session)).body.errors).toBeUndefined();
    expect((await stack.graphql(StartTotpEnrolmentDocument, {}, session)).body.errors).toBeUndefined();
  });
});
