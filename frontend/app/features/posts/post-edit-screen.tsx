import { useCallback } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { ErrorBox } from '../../components/status-messages';
import { paths } from '../../config/paths';
import { useQuery } from '../../lib/use-query';
import { getPost } from './api';
import { PostEditor } from './post-editor';

/** One post: the editor, and the versions it replaced (who saved each, and when). */
export function PostEditScreen() {
  const { id = '' } = useParams();
  const location = useLocation();
  const load = useCallback(() => getPost(id), [id]);
  const { data: detail, error, reload } = useQuery(load);

  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Edit Post</h1>
        <Link to={paths.posts}>All posts</Link>
      </div>
      <ErrorBox message={error} />
      {!detail && !error && (
        <p role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          Loading the post…
        </p>
      )}
      {detail && (
        <>
          <PostEditor key={detail.post._id} post={detail.post} initialNotice={notice} onSaved={reload} />
          <h2 className="h5 mt-5" id="post-versions">
            Earlier versions
          </h2>
          {detail.versions.length === 0 ? (
            <p>None yet: this is the first version.</p>
          ) : (
            // A phone scrolls the table sideways: the region takes focus so a keyboard can scroll it too.
            <div className="table-responsive" role="region" aria-labelledby="post-versions" tabIndex={0}>
              <Table size="sm">
                <thead>
                  <tr>
                    <th scope="col">Version</th>
                    <th scope="col">Status</th>
                    <th scope="col">Title</th>
                    <th scope="col">Saved by</th>
                    <th scope="col">Saved at</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.versions.map((version) => (
                    <tr key={version.version}>
                      <td>{version.version}</td>
                      <td>{version.state}</td>
                      <td>{version.title}</td>
                      <td>{version.savedBy}</td>
                      <td>{new Date(version.savedAt).toLocaleString('en-US')}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          )}
        </>
      )}
    </>
  );
}
