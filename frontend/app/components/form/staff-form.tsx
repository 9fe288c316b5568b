import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { ErrorBox } from '../status-messages';
import { FormActions } from './form-actions';
import { SubmitButton } from './submit-button';

/**
 * A staff form: its fields, then the submit button (with its progress state) beside an optional link to the
 * neighbouring screen, then the server's message in the red box. `submit` is the form's `useSubmit()`.
 */
export function StaffForm({
  label,
  submit,
  submitLabel,
  pendingLabel,
  link,
  className,
  onSubmit,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  submit: { pending: boolean; error: string };
  submitLabel: string;
  pendingLabel: string;
  link?: ReactNode;
  className?: string;
  /** Called with the form, for a form that reads its fields when sent. */
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  return (
    <>
      {/* method="post": should the browser ever send the form itself, no field ends up in an address. */}
      <Form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        }}
        aria-label={label}
        className={className}
      >
        {children}
        <FormActions>
          <SubmitButton pending={submit.pending} label={submitLabel} pendingLabel={pendingLabel} />
          {link}
        </FormActions>
      </Form>
      <ErrorBox message={submit.error} />
    </>
  );
}
