import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import {
  documentMessages,
  ROOT_FOLDER_ID,
  TRASH_RETENTION_DAYS,
  type DocumentItem,
  type DocumentSort,
  type FolderCrumb,
} from '#contract/documents';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DropZone } from '../../components/drop-zone';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { Pager } from '../../components/table/pager';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useUrlState } from '../../lib/use-url-state';
import { documentActions, listFolder, listTrash, searchDocuments, type DocumentPage } from './api';
import { MoveDialog, NameDialog, VersionsDialog } from './dialogs';
import { DocumentTable } from './document-table';
import { EmptyTrash } from './empty-trash';
import { FolderBreadcrumb } from './folder-breadcrumb';
import { FileViewer } from './file-viewer';
import { FolderUploads, useFolderUploads } from './upload-queue';
import { useStaffProfile } from '../../lib/use-staff-profile';

/**
 * The view as the URL spells it (a reload, Back or a shared link keeps it): a folder (the top one unless
 * `folder` names another), the Trash (`view=trash`) or the files whose name starts with `name`
 * (`view=search`); the folder's order; the page is `useCursorPages`'s.
 */
const TOP_FOLDER = { view: 'folder', folder: ROOT_FOLDER_ID, name: '', sort: 'name', direction: 'asc' };

type View = { kind: 'folder'; folderId: string } | { kind: 'trash' } | { kind: 'search'; name: string };

const SORTS: readonly string[] = ['name', 'date', 'size'] satisfies DocumentSort[];

const TOP_PATH: FolderCrumb[] = [{ id: ROOT_FOLDER_ID, name: 'Documents' }];

type Dialog =
  | { kind: 'new-folder' }
  | { kind: 'rename'; item: DocumentItem }
  | { kind: 'move'; item: DocumentItem }
  | { kind: 'delete'; item: DocumentItem }
  | { kind: 'versions'; item: DocumentItem };

/**
 * The File Manager: a folder's files and folders, uploads straight to S3, previews, the Trash.
 * `requestDocuments` is the client-requests feature's "Request documents" into a folder, composed by the route.
 */
export function FileManager({
  requestDocuments,
}: {
  requestDocuments: (folder: { id: string; name: string }) => ReactNode;
}) {
  const profile = useStaffProfile();
  const [url, setUrl] = useUrlState(TOP_FOLDER);
  const view: View = useMemo(
    () =>
      url.view === 'trash'
        ? { kind: 'trash' }
        : url.view === 'search' && url.name
          ? { kind: 'search', name: url.name }
          : { kind: 'folder', folderId: url.folder || ROOT_FOLDER_ID },
    [url.view, url.name, url.folder],
  );
  const sort = useMemo(
    () => ({
      by: (SORTS.includes(url.sort) ? url.sort : 'name') as DocumentSort,
      direction: url.direction === 'desc' ? ('desc' as const) : ('asc' as const),
    }),
    [url.sort, url.direction],
  );
  const load = useCallback(
    (cursor: string | null): Promise<DocumentPage> =>
      view.kind === 'folder'
        ? listFolder(view.folderId, { sort: sort.by, direction: sort.direction }, cursor)
        : view.kind === 'trash'
          ? listTrash(cursor)
          : searchDocuments(view.name, cursor),
    [view, sort],
  );
  const list = useCursorPages(load);
  const { page, items: files, loading } = list;
  const path = page && 'path' in page ? page.path : TOP_PATH;
  // The spec's client state: files, fileViewer; activePage and limit are the list's page (in the URL) and PAGE_SIZE.
  const [fileViewer, setFileViewer] = useState<DocumentItem | null>(null);
  const [notice, setNotice] = useState('');
  // An action's failure belongs to the page it was tried on: the next listing clears it.
  const [failure, setFailure] = useState<{ message: string; on: unknown } | null>(null);
  const fail = (message: string) => setFailure({ message, on: page });
  const error = list.error || (failure && failure.on === page ? failure.message : '');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [searchText, setSearchText] = useState(url.name);
  const picker = useRef<HTMLInputElement>(null);
  const queue = useFolderUploads(list.reload);
  const folderId = view.kind === 'folder' ? view.folderId : ROOT_FOLDER_ID;

  const go = (next: View) => {
    setUrl({
      view: next.kind,
      folder: next.kind === 'folder' ? next.folderId : ROOT_FOLDER_ID,
      name: next.kind === 'search' ? next.name : '',
    });
    setNotice('');
  };

  const act = (message: string, action: () => Promise<unknown>) => async () => {
    await action();
    setDialog(null);
    setNotice(message);
    list.reload();
  };

  const onSort = (by: DocumentSort) =>
    setUrl({ sort: by, direction: sort.by === by && sort.direction === 'asc' ? 'desc' : 'asc' });

  const addFiles = (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return;
    queue.add([...chosen], folderId);
  };

  const heading =
    view.kind === 'trash' ? 'Trash' : view.kind === 'search' ? `Files named “${view.name}…”` : null;

  return (
    <>
      <h1 className="h2">File Manager</h1>

      <div className="d-flex flex-wrap gap-2 mb-3 align-items-start">
        <Form
          role="search"
          className="file-search"
          onSubmit={(event) => {
            event.preventDefault();
            if (searchText.trim()) go({ kind: 'search', name: searchText.trim() });
          }}
        >
          <InputGroup>
            <Form.Control
              aria-label="Find a file by name"
              placeholder="Find a file by name"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
            <Button type="submit" variant="outline-secondary">
              Find
            </Button>
          </InputGroup>
        </Form>
        {view.kind === 'trash' ? (
          <Button
            variant="outline-secondary"
            onClick={() => go({ kind: 'folder', folderId: ROOT_FOLDER_ID })}
          >
            Back to documents
          </Button>
        ) : (
          <Button variant="outline-secondary" onClick={() => go({ kind: 'trash' })}>
            Trash
          </Button>
        )}
      </div>

      {view.kind === 'folder' ? (
        <>
          <FolderBreadcrumb
            label="Folder"
            path={path}
            current="page"
            onOpen={(id) => go({ kind: 'folder', folderId: id })}
          />
          <DropZone onFiles={addFiles}>
            <p className="mb-2">Drop files here to upload them to “{path.at(-1)?.name}”, or</p>
            <div className="d-flex flex-wrap gap-2 justify-content-center">
              <Button onClick={() => picker.current?.click()}>Choose files…</Button>
              <Button variant="outline-primary" onClick={() => setDialog({ kind: 'new-folder' })}>
                New folder
              </Button>
              {folderId !== ROOT_FOLDER_ID &&
                requestDocuments({ id: folderId, name: path.at(-1)?.name ?? '' })}
            </div>
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              aria-label="Files to upload"
              data-testid="file-picker"
              onChange={(event) => {
                addFiles(event.target.files);
                event.target.value = '';
              }}
            />
          </DropZone>
          <FolderUploads queue={queue} />
        </>
      ) : (
        <h2 className="h4">{heading}</h2>
      )}
      {view.kind === 'trash' && profile.isAdmin && (
        <div className="d-flex flex-wrap gap-2 mb-3 align-items-center">
          <EmptyTrash onDone={list.reload} nothingToEmpty={!list.loading && list.items.length === 0} />
        </div>
      )}

      <div role="status" aria-live="polite">
        {notice && <p className="text-success">{notice}</p>}
        {loading && <LoadingNote>Loading…</LoadingNote>}
      </div>
      <ErrorBox message={error} />

      {/* Hidden while a page loads: the last page's rows would meet the next view's actions (Restore). */}
      {loading ? null : files.length === 0 && !error ? (
        <p className="my-3 text-body-secondary">
          {view.kind === 'trash'
            ? 'The Trash is empty.'
            : view.kind === 'search'
              ? 'No file has a name starting with this.'
              : 'This folder is empty. Drop files above or choose them to upload.'}
        </p>
      ) : (
        <DocumentTable
          items={files}
          sort={view.kind === 'folder' ? sort : undefined}
          onSort={onSort}
          inTrash={view.kind === 'trash'}
          onOpenFolder={(item) => go({ kind: 'folder', folderId: item.id })}
          onPreview={setFileViewer}
          onRename={(item) => setDialog({ kind: 'rename', item })}
          onMove={(item) => setDialog({ kind: 'move', item })}
          onDelete={(item) => setDialog({ kind: 'delete', item })}
          onVersions={(item) => setDialog({ kind: 'versions', item })}
          onRestore={(item) =>
            void act(`“${item.name}” is back in its folder.`, () => documentActions.restore(item.id))().catch(
              (caught: Error) => fail(caught.message),
            )
          }
          onError={fail}
        />
      )}

      {(list.pageNumber > 1 || list.hasNext) && <Pager list={list} />}

      <FileViewer item={fileViewer} onClose={() => setFileViewer(null)} />

      {dialog?.kind === 'new-folder' && (
        <NameDialog
          title="New folder"
          initial=""
          submitLabel="Create folder"
          onClose={() => setDialog(null)}
          onSubmit={(name) => act('Folder created.', () => documentActions.createFolder(folderId, name))()}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={`Rename “${dialog.item.name}”`}
          initial={dialog.item.name}
          submitLabel="Rename"
          onClose={() => setDialog(null)}
          onSubmit={(name) => act('Renamed.', () => documentActions.rename(dialog.item.id, name))()}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          item={dialog.item}
          onClose={() => setDialog(null)}
          onMove={(target) => act('Moved.', () => documentActions.move(dialog.item.id, target))()}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={dialog.item.kind === 'folder' ? 'Delete this folder?' : 'Move to the Trash?'}
          body={
            <p className="mb-0">
              {dialog.item.kind === 'folder'
                ? `“${dialog.item.name}” will be deleted. Only an empty folder can be deleted.`
                : `“${dialog.item.name}” goes to the Trash, where it can be restored for ${TRASH_RETENTION_DAYS} days.`}
            </p>
          }
          confirmLabel={dialog.item.kind === 'folder' ? 'Delete folder' : 'Move to Trash'}
          pendingLabel={dialog.item.kind === 'folder' ? 'Deleting…' : 'Moving…'}
          danger
          onCancel={() => setDialog(null)}
          onConfirm={act(
            dialog.item.kind === 'folder' ? 'Folder deleted.' : `“${dialog.item.name}” is in the Trash.`,
            () =>
              dialog.item.kind === 'folder'
                ? documentActions.deleteFolder(dialog.item.id)
                : documentActions.trash(dialog.item.id),
          )}
        />
      )}
      {dialog?.kind === 'versions' && <VersionsDialog item={dialog.item} onClose={() => setDialog(null)} />}
      {error === documentMessages.folderNotFound && (
        <Button variant="link" onClick={() => go({ kind: 'folder', folderId: ROOT_FOLDER_ID })}>
          Go to the top folder
        </Button>
      )}
    </>
  );
}
