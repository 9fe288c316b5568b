import { PostEditScreen } from '../../features/posts/post-edit-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Edit Post');

export default function PostEdit() {
  return <PostEditScreen />;
}
