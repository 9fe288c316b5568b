import { useCallback, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Pagination from 'react-bootstrap/Pagination';
import Spinner from 'react-bootstrap/Spinner';
import {
  documentMessages,
  PAGE_SIZE,
  ROOT_FOLDER_ID,
  TRASH_RETENTION_DAYS,
  type DocumentItem,
  type DocumentSort,
  type FolderCrumb,
  type SortDirection,
} from '#contract/documents';
import {
  CreateFolderDocument,
  DeleteFolderDocument,
  DocumentTrashDocument,
  DocumentsDocument,
  MoveDocumentDocument,
  RenameDocumentDocument,
  RestoreDocumentDocument,
  SearchDocumentsDocument,
  TrashDocumentDocument,
} from '#contract/graphql/documents.generated';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox } from '../../components/status-messages';
import { callGraphql } from '../../lib/graphql';
import { RequestDocumentsButton } from '../client-requests/request-form';
import { MoveDialog, NameDialog, VersionsDialog } from './dialogs';
import { DocumentTable } from './document-table';
import { EmptyTrash } from './empty-trash';
import { FolderBreadcrumb } from './folder-breadcrumb';
import { FileViewer } from './file-viewer';
import { UploadList, useUploadQueue } from './upload-queue';
import { useStaffProfile } from '../staff-shell/use-staff-profile';

type View = { kind: 'folder'; folderId: string } | { kind: 'trash' } | { kind: 'search'; name: string };

type Dialog =
  | { kind: 'new-folder' }
  | { kind: 'rename'; item: DocumentItem }
  | { kind: 'move'; item: DocumentItem }
  | { kind: 'delete'; item: DocumentItem }
  | { kind: 'versions'; item: DocumentItem };

/** The File Manager: a folder's files and folders, uploads straight to S3, previews, the Trash. */
export function FileManager() {
  const profile = useStaffProfile();
  const [view, setView] = useState<View>({ kind: 'folder', folderId: ROOT_FOLDER_ID });
  const [sort, setSort] = useState<{ by: DocumentSort; direction: SortDirection }>({
    by: 'name',
    direction: 'asc',
  });
  // The spec's client state: files, fileViewer, activePage, limit.
  const [files, setFiles] = useState<DocumentItem[]>([]);
  const [fileViewer, setFileViewer] = useState<DocumentItem | null>(null);
  const [activePage, setActivePage] = useState(1);
  const limit = PAGE_SIZE;
  /** cursors[n] opens page n + 1; the first page has none. */
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [path, setPath] = useState<FolderCrumb[]>([{ id: ROOT_FOLDER_ID, name: 'Documents' }]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [searchText, setSearchText] = useState('');
  const [dragging, setDragging] = useState(false);
  const [reloadCount, setReloadCount] = useState(0);
  const picker = useRef<HTMLInputElement>(null);
  const reload = useCallback(() => setReloadCount((count) => count + 1), []);
  const queue = useUploadQueue(reload);
  const folderId = view.kind === 'folder' ? view.folderId : ROOT_FOLDER_ID;

  useEffect(() => {
    let active = true;
    setLoading(true);
    setError('');
    const cursor = cursors[activePage - 1] ?? null;
    const load =
      view.kind === 'folder'
        ? callGraphql(DocumentsDocument, {
            folderId: view.folderId,
            sort: sort.by,
            direction: sort.direction,
            cursor,
          }).then((page) => {
            if (active) setPath(page.path);
            return page;
          })
        : view.kind === 'trash'
          ? callGraphql(DocumentTrashDocument, { cursor })
          : callGraphql(SearchDocumentsDocument, { name: view.name, cursor });
    load
      .then((page) => {
        if (!active) return;
        setFiles(page.items);
        setCursors((current) => [...current.slice(0, activePage), page.nextCursor ?? null]);
      })
      .catch((failure: Error) => active && setError(failure.message))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
    // cursors is written here; reading it again on its own change would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, sort, activePage, reloadCount]);

  const go = (next: View) => {
    setView(next);
    setActivePage(1);
    setCursors([null]);
    setNotice('');
  };

  const act = (message: string, action: () => Promise<unknown>) => async () => {
    await action();
    setDialog(null);
    setNotice(message);
    reload();
  };

  const onSort = (by: DocumentSort) => {
    setSort((current) => ({
      by,
      direction: current.by === by && current.direction === 'asc' ? 'desc' : 'asc',
    }));
    setActivePage(1);
    setCursors([null]);
  };

  const addFiles = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    queue.start([...list], folderId);
  };

  const hasNext = Boolean(cursors[activePage]);
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
          <div
            className={`drop-zone mb-3 ${dragging ? 'drop-zone-active' : ''}`}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              addFiles(event.dataTransfer.files);
            }}
          >
            <p className="mb-2">Drop files here to upload them to “{path.at(-1)?.name}”, or</p>
            <div className="d-flex flex-wrap gap-2 justify-content-center">
              <Button onClick={() => picker.current?.click()}>Choose files…</Button>
              <Button variant="outline-primary" onClick={() => setDialog({ kind: 'new-folder' })}>
                New folder
              </Button>
              {folderId !== ROOT_FOLDER_ID && (
                <RequestDocumentsButton
                  origin={{ folder: { id: folderId, name: path.at(-1)?.name ?? '' } }}
                />
              )}
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
          </div>
          <UploadList queue={queue} />
        </>
      ) : (
        <h2 className="h4">{heading}</h2>
      )}
      {view.kind === 'trash' && profile.isAdmin && (
        <div className="d-flex flex-wrap gap-2 mb-3 align-items-center">
          <EmptyTrash onDone={reload} />
        </div>
      )}

      <div aria-live="polite">{notice && <p className="text-success">{notice}</p>}</div>
      <ErrorBox message={error} />

      {loading ? (
        <div role="status" className="d-flex align-items-center gap-2 my-3">
          <Spinner animation="border" size="sm" /> Loading…
        </div>
      ) : files.length === 0 && !error ? (
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
            void act(`“${item.name}” is back in its folder.`, () =>
              callGraphql(RestoreDocumentDocument, { id: item.id }),
            )().catch((failure: Error) => setError(failure.message))
          }
          onError={setError}
        />
      )}

      {(activePage > 1 || hasNext) && (
        <Pagination aria-label={`Pages, ${limit} items each`}>
          <Pagination.Prev disabled={activePage === 1} onClick={() => setActivePage((page) => page - 1)}>
            Previous
          </Pagination.Prev>
          <Pagination.Item active>{activePage}</Pagination.Item>
          <Pagination.Next disabled={!hasNext} onClick={() => setActivePage((page) => page + 1)}>
            Next
          </Pagination.Next>
        </Pagination>
      )}

      <FileViewer item={fileViewer} onClose={() => setFileViewer(null)} />

      {dialog?.kind === 'new-folder' && (
        <NameDialog
          title="New folder"
          initial=""
          submitLabel="Create folder"
          onClose={() => setDialog(null)}
          onSubmit={(name) =>
            act('Folder created.', () => callGraphql(CreateFolderDocument, { parentId: folderId, name }))()
          }
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={`Rename “${dialog.item.name}”`}
          initial={dialog.item.name}
          submitLabel="Rename"
          onClose={() => setDialog(null)}
          onSubmit={(name) =>
            act('Renamed.', () => callGraphql(RenameDocumentDocument, { id: dialog.item.id, name }))()
          }
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          item={dialog.item}
          onClose={() => setDialog(null)}
          onMove={(target) =>
            act('Moved.', () => callGraphql(MoveDocumentDocument, { id: dialog.item.id, folderId: target }))()
          }
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
                ? callGraphql(DeleteFolderDocument, { id: dialog.item.id })
                : callGraphql(TrashDocumentDocument, { id: dialog.item.id }),
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
