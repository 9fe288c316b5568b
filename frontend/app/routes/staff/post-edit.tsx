import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { ErrorBox } from '../../components/form/error-box';
import { paths } from '../../config/paths';
import { getPost } from '../../features/posts/api';
import { PostEditor } from '../../features/posts/post-editor';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Edit Post');

/** One post: the editor, and the versions it replaced (who saved each, and when). */
export default function PostEdit() {
  const { id = '' } = useParams();
  const location = useLocation();
  const [detail, setDetail] = useState<Awaited<ReturnType<typeof getPost>> | null>(null);
  const [error, setError] = useState('');

  const [loads, setLoads] = useState(0);

  useEffect(() => {
    let current = true;
    setError('');
    getPost(id).then(
      (loaded) => current && setDetail(loaded),
      (failure: Error) => current && setError(failure.message),
    );
    return () => {
      current = false;
    };
  }, [id, loads]);

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
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          Loading the post…
        </p>
      )}
      {detail && (
        <>
          <PostEditor
            key={detail.post._id}
            post={detail.post}
            initialNotice={notice}
            onSaved={() => setLoads((count) => count + 1)}
          />
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
