import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';

/**
 * A signing link written as a path (`/sign/<token>`): the page moves the token to `/sign#<token>` at once,
 * so it stays out of the history entry and out of every later Referer.
 */
export default function SignOldLink() {
  const { token = '' } = useParams();
  return <Navigate replace to={{ pathname: paths.sign, hash: token }} />;
}
