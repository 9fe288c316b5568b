import { Link } from 'react-router';
import Table from 'react-bootstrap/Table';
import type { PostState } from '#contract/posts';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { ColumnHeaders } from '../../components/table/column-headers';
import { Pager } from '../../components/table/pager';
import { paths } from '../../config/paths';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { listPosts } from './api';

/** Spelled out whole, so the CSS purge sees them (react-bootstrap's Badge composes `bg-${bg}` at run time). */
const STATE_BADGES: Record<PostState, string> = {
  draft: 'text-bg-secondary',
  scheduled: 'text-bg-info',
  published: 'text-bg-success',
  unpublished: 'text-bg-warning',
};

/** Every post, most recently changed first, ten a page (the page is in the URL). */
export function PostsScreen() {
  const list = useCursorPages(listPosts);
  const { items: posts, loading, error } = list;

  return (
    <>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">News posts</h1>
        <Link to={paths.postNew} className="btn btn-primary">
          Add New Post
        </Link>
      </div>
      <ErrorBox message={error} />
      {!loading && !error && posts.length === 0 && <p>No posts yet.</p>}
      {posts.length > 0 && (
        <div className="table-responsive">
          <Table hover className="align-middle">
            <ColumnHeaders
              columns={[
                { label: 'Title' },
                { label: 'Status' },
                { label: 'Category', className: 'd-none d-md-table-cell' },
                { label: 'Last change', className: 'd-none d-md-table-cell' },
              ]}
            />
            <tbody>
              {posts.map((post) => (
                <tr key={post._id}>
                  <td>
                    <Link to={paths.postEdit(post._id)}>{post.title}</Link>
                  </td>
                  <td>
                    <span className={`badge ${STATE_BADGES[post.state]}`}>{post.state}</span>
                  </td>
                  <td className="d-none d-md-table-cell">{post.category}</td>
                  <td className="d-none d-md-table-cell">
                    {new Date(post.updatedAt).toLocaleString('en-US')} by {post.updatedBy}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      <div role="status" aria-live="polite">
        {loading && <LoadingNote>Loading posts…</LoadingNote>}
      </div>
      <Pager list={list} />
    </>
  );
}
