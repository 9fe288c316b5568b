import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';

/**
 * A client's link made before the token moved into the fragment (`/upload/<token>`): the page moves the
 * token to `/upload#<token>` at once, so it stays out of the history entry and out of every later Referer.
 * Links live at most 30 days, so this route can go once the last of them has expired.
 */
export default function ClientUploadOldLink() {
  const { token = '' } = useParams();
  return <Navigate replace to={{ pathname: paths.clientUpload, hash: token }} />;
}
