import { useId } from 'react';
import { PASSWORD_LENGTH_HINT, passwordMessages } from '#contract/password-policy';
import { PasswordField } from './password-field';
import { PasswordChecklist } from './password-checklist';

/**
 * A new password (sign-up, reset, account): the field, the live checklist that describes it, and the
 * policy's message once a submit found it invalid.
 */
export function NewPasswordField({
  label,
  value,
  onChange,
  invalid = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}) {
  const checklistId = useId();
  return (
    <>
      <PasswordField
        label={label}
        value={value}
        onChange={onChange}
        autoComplete="new-password"
        placeholder={PASSWORD_LENGTH_HINT}
        describedBy={checklistId}
        invalid={invalid}
      />
      <PasswordChecklist password={value} id={checklistId} />
      {invalid && (
        <p className="text-danger small" role="alert">
          {passwordMessages.invalid}
        </p>
      )}
    </>
  );
}
