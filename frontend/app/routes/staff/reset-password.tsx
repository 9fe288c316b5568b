import { ResetPasswordScreen } from '../../features/auth/reset-password-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Reset Password');

export default function ResetPassword() {
  return <ResetPasswordScreen />;
}
