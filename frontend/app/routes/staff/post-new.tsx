import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PostEditor } from '../../features/posts/post-editor';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Add New Post');

export default function PostNew() {
  return (
    <>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Add New Post</h1>
        <Link to={paths.posts}>All posts</Link>
      </div>
      <PostEditor />
    </>
  );
}
