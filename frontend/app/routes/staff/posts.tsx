import { PostsScreen } from '../../features/posts/posts-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('News posts');

export default function Posts() {
  return <PostsScreen />;
}
