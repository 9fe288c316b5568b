import { ForgotPasswordScreen } from '../../features/auth/forgot-password-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Forgot Password');

export default function ForgotPassword() {
  return <ForgotPasswordScreen />;
}
