import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import Form from 'react-bootstrap/Form';
import { requestPasswordReset } from '../../features/auth/api';
import { ErrorBox } from '../../features/auth/error-box';
import { staffMeta } from '../../features/auth/staff-meta';
import { SubmitButton } from '../../features/auth/submit-button';
import { useSubmit } from '../../features/auth/use-submit';

export const meta = () => staffMeta('Forgot Password');

export default function ForgotPassword() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { pending, error, run } = useSubmit();

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await requestPasswordReset(email);
      navigate('/message');
    });
  };

  return (
    <>
      <h1>Forgot your password?</h1>
      <p>
        Enter the email address you sign in with. If it belongs to a staff account, we will email you a link
        to choose a new password.
      </p>
      <Form onSubmit={handleSubmit} aria-label="Request a password reset">
        <Form.Group className="mb-3" controlId="forgot-email">
          <Form.Label>Email address *</Form.Label>
          <Form.Control
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="username"
            required
          />
        </Form.Group>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <SubmitButton pending={pending} label="Reset Password" pendingLabel="Sending…" />
          <Link to="/login">Back to Sign in</Link>
        </div>
      </Form>
      <ErrorBox message={error} />
    </>
  );
}
