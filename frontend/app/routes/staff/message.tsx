import { Link } from 'react-router';
import { RESET_TOKEN_TTL_SECONDS } from '#contract/limits';
import { firm } from '../../content/firm';
import { staffMeta } from '../../features/staff-shell/staff-meta';
import { paths } from '../../config/paths';
import { mailtoHref } from '#contract/links';

export const meta = () => staffMeta('Check Your Inbox');

export default function Message() {
  return (
    <>
      <h1>Check your inbox!</h1>
      <p>We are sending a link to reset your password to the email address you entered.</p>
      <ul>
        <li>The email can take a few minutes to arrive.</li>
        <li>Check that you entered the right email address and that a staff account exists for it.</li>
        <li>Look in your spam or junk folder.</li>
      </ul>
      <p>Reset links expire after {RESET_TOKEN_TTL_SECONDS / 60} minutes.</p>
      <p>
        Need help? Email <a href={mailtoHref(firm.adminSupportEmail)}>{firm.adminSupportEmail}</a>.
      </p>
      <Link to={paths.login}>Back to Sign in</Link>
    </>
  );
}
