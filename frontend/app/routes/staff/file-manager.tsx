import { staffMeta } from '../../features/staff-shell/staff-meta';
import { RequestDocumentsButton } from '../../features/client-requests/request-form';
import { FileManager } from '../../features/file-manager/file-manager';
import '../../features/file-manager/file-manager.css';

export const meta = () => staffMeta('File Manager');

export default function FileManagerRoute() {
  return <FileManager requestDocuments={(folder) => <RequestDocumentsButton origin={{ folder }} />} />;
}
