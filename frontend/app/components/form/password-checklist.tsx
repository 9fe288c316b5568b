import { checkPassword, passwordMessages } from '#contract/password-policy';

const RULES = ['length', 'special', 'digit'] as const;

/** The live password checklist of sign-up and reset: each rule green when met, red when not. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const check = checkPassword(password);
  return (
    <ul id={id} className="password-checklist list-unstyled small mb-3" aria-label="Password requirements">
      {RULES.map((rule) => (
        <li key={rule} className={check[rule] ? 'text-success' : 'text-danger'}>
          <span aria-hidden="true">{check[rule] ? '✓ ' : '✗ '}</span>
          <span className="visually-hidden">{check[rule] ? 'Met: ' : 'Not met: '}</span>
          {passwordMessages[rule]}
        </li>
      ))}
    </ul>
  );
}
