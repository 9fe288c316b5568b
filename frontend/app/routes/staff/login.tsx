import { LoginScreen } from '../../features/auth/login-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Sign in');

export default function Login() {
  return <LoginScreen />;
}
