import { publishDuePosts } from '../../domain/posts/posts';
import { postsDependencies } from '../composition/posts';

/** Every minute: scheduled posts whose time has come go live, with nobody signed in. */
export async function handler(): Promise<{ published: string[] }> {
  const published = await publishDuePosts(postsDependencies());
  return { published: published.map((post) => post.slug) };
}
