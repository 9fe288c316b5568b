import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Add New Post');

export default function PostNew() {
  return <h1 className="h2">Add New Post</h1>;
}
