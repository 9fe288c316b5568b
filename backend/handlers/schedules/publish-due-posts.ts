import { publishDuePosts } from '../../domain/posts/posts';
import { invocation } from '../composition/log';
import { postsDependencies } from '../composition/posts';

/** Every minute: scheduled posts whose time has come go live, with nobody signed in. */
async function handle(): Promise<{ published: string[] }> {
  const published = await publishDuePosts(postsDependencies());
  return { published: published.map((post) => post.slug) };
}

/** The Lambda entry point: one invocation, one request id on every line it logs. */
export const handler = invocation(handle);
