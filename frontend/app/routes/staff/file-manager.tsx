import { Link } from 'react-router';
import { staffMeta } from '../../features/staff-shell/staff-meta';
import { paths } from '../../config/paths';

export const meta = () => staffMeta('File Manager');

/** The spec does not show the File Manager screen: this page only says it is on its way. */
export default function FileManager() {
  return (
    <>
      <h1 className="h2">File Manager</h1>
      <p>The File Manager is coming soon: uploading, downloading and previewing documents will live here.</p>
      <Link to={paths.dashboard}>Back to the dashboard</Link>
    </>
  );
}
