/**
 * The per-account budgets through the local AppSync and dynalite: with the password known, however many
 * networks guess, an account answers at most ACCOUNT_BUDGETS['wrong-codes'].limit (10) wrong security codes
 * in any 24 hours; then it locks, its owner is emailed, and a session it already had cannot change its password.
 */
import { describe, expect, it } from 'vitest';
import { ChangeMyPasswordDocument } from '../../../contract/graphql/account.generated';
import { LoginDocument, TwoFactorLoginDocument } from '../../../contract/graphql/sign-in.generated';
import { ACCOUNT_BUDGETS } from '../../../domain/auth/budgets';
import { createAccount, errorOf, signIn, waitForEmail } from '../../../testing/auth-test-helpers';
import { useTestStack } from '../../../testing/use-test-stack';
import { graphqlFrom } from '../../../local/graphql-from';

const stack = useTestStack();

const budgetLocked = /^Too many failed attempts: this account is locked for .+ its owner has been emailed/;

describe('the wrong-code budget', () => {
  it('checks at most the budget of wrong codes across sign-ins and networks, then locks the account', async () => {
    const account = await createAccount();
    const session = await signIn(stack, account);
    let checkedWrong = 0;
    let locked = false;
    for (let signInNumber = 0; signInNumber < 5 && !locked; signInNumber++) {
      const address = `127.0.3.${signInNumber + 1}`;
      const login = await graphqlFrom(stack.url, address, LoginDocument, {
        email: account.email,
        password: account.password,
      });
      const firstStage = login.body.data?.login.token;
      if (!firstStage) {
        expect(errorOf(login.body)).toMatch(budgetLocked);
        locked = true;
        break;
      }
      for (let guess = 0; guess < 5; guess++) {
        const { body } = await stack.graphql(TwoFactorLoginDocument, { securityCode: '000000' }, firstStage);
        if (budgetLocked.test(errorOf(body) ?? '')) {
          locked = true;
          break;
        }
        checkedWrong += 1;
      }
    }
    expect(locked).toBe(true);
    expect(checkedWrong).toBe(ACCOUNT_BUDGETS['wrong-codes'].limit);
    await waitForEmail(stack, account.email, /was locked/);

    const change = await stack.graphql(
      ChangeMyPasswordDocument,
      { currentPassword: account.password, password: 'Another#Pass2', confirmNewPassword: 'Another#Pass2' },
      session,
    );
    expect(errorOf(change.body)).toMatch(budgetLocked);
  });
});
