import { describe, expect, it } from 'vitest';
import { LoginDocument } from './sign-in.generated';
import { answerOf, type ResultOf, type VariablesOf } from './typed-document';

describe('a typed document', () => {
  it('is the plain string the site sends', () => {
    expect(typeof LoginDocument).toBe('string');
    expect(LoginDocument).toMatch(/^mutation Login\(/);
  });

  it("answers with its one root field's value, typed as the document selects it", () => {
    const data: ResultOf<typeof LoginDocument> = {
      login: {
        token: 'first-stage',
        user: { _id: 'u1', firstName: 'Dana', lastName: 'Whitfield' },
        factors: ['EMAIL_CODE'],
      },
    };
    const answer = answerOf(data);
    expect(answer.token).toBe('first-stage');
    // @ts-expect-error the Login document does not select the user's email, so its type has none
    expect(answer.user.email).toBeUndefined();
  });

  it('takes exactly the variables its operation declares', () => {
    const variables: VariablesOf<typeof LoginDocument> = { email: 'dana@example.com', password: 'x' };
    // @ts-expect-error Login declares no securityCode variable
    const extra: VariablesOf<typeof LoginDocument> = { ...variables, securityCode: '123456' };
    expect(extra).toMatchObject(variables);
  });
});
