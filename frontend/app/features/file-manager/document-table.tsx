import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Table from 'react-bootstrap/Table';
import {
  extensionOf,
  formatBytes,
  type DocumentItem,
  type DocumentSort,
  type SortDirection,
} from '#contract/documents';
import { downloadDocument } from './file-viewer';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function SortHeader({
  label,
  by,
  sort,
  onSort,
  className,
}: {
  label: string;
  by: DocumentSort;
  sort?: { by: DocumentSort; direction: SortDirection };
  onSort: (by: DocumentSort) => void;
  className?: string;
}) {
  if (!sort)
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    );
  const active = sort.by === by;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <Button
        variant="link"
        className="p-0 fw-semibold text-reset text-decoration-none"
        onClick={() => onSort(by)}
      >
        {label}
        <span aria-hidden="true">{active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </Button>
    </th>
  );
}

/** Name, type, size, uploaded by, date; one row's actions in a menu so the table fits a phone. */
export function DocumentTable({
  items,
  sort,
  onSort,
  inTrash,
  onOpenFolder,
  onPreview,
  onRename,
  onMove,
  onDelete,
  onVersions,
  onRestore,
  onError,
}: {
  items: DocumentItem[];
  sort?: { by: DocumentSort; direction: SortDirection };
  onSort: (by: DocumentSort) => void;
  inTrash: boolean;
  onOpenFolder: (item: DocumentItem) => void;
  onPreview: (item: DocumentItem) => void;
  onRename: (item: DocumentItem) => void;
  onMove: (item: DocumentItem) => void;
  onDelete: (item: DocumentItem) => void;
  onVersions: (item: DocumentItem) => void;
  onRestore: (item: DocumentItem) => void;
  onError: (message: string) => void;
}) {
  return (
    <Table responsive="sm" hover className="document-table align-middle">
      <thead>
        <tr>
          <SortHeader label="Name" by="name" sort={sort} onSort={onSort} />
          <th scope="col" className="d-none d-md-table-cell">
            Type
          </th>
          <SortHeader label="Size" by="size" sort={sort} onSort={onSort} />
          <th scope="col" className="d-none d-lg-table-cell">
            Uploaded by
          </th>
          <SortHeader
            label={inTrash ? 'Deleted' : 'Date'}
            by="date"
            sort={sort}
            onSort={onSort}
            className="d-none d-sm-table-cell"
          />
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td className="text-break">
              {item.kind === 'folder' ? (
                <Button variant="link" className="p-0 text-start" onClick={() => onOpenFolder(item)}>
                  <span aria-hidden="true">📁 </span>
                  {item.name}
                </Button>
              ) : inTrash ? (
                item.name
              ) : (
                <Button variant="link" className="p-0 text-start text-break" onClick={() => onPreview(item)}>
                  {item.name}
                </Button>
              )}
              {item.versionCount > 1 && (
                <span className="badge text-bg-light ms-2">{item.versionCount} versions</span>
              )}
            </td>
            <td className="d-none d-md-table-cell">
              {item.kind === 'folder' ? 'Folder' : extensionOf(item.name).toUpperCase()}
            </td>
            <td className="text-nowrap">{item.kind === 'folder' ? '—' : formatBytes(item.size ?? 0)}</td>
            <td className="d-none d-lg-table-cell">{item.uploadedBy ?? '—'}</td>
            <td className="d-none d-sm-table-cell">
              {dateFormat.format(new Date(item.trashedAt ?? item.updatedAt))}
            </td>
            <td className="text-end">
              {inTrash ? (
                <Button size="sm" variant="outline-primary" onClick={() => onRestore(item)}>
                  Restore<span className="visually-hidden"> {item.name}</span>
                </Button>
              ) : (
                <Dropdown align="end">
                  <Dropdown.Toggle
                    size="sm"
                    variant="outline-secondary"
                    aria-label={`Actions for ${item.name}`}
                  >
                    Actions
                  </Dropdown.Toggle>
                  <Dropdown.Menu>
                    {item.kind === 'file' && (
                      <>
                        <Dropdown.Item as="button" onClick={() => onPreview(item)}>
                          Preview
                        </Dropdown.Item>
                        <Dropdown.Item
                          as="button"
                          onClick={() =>
                            downloadDocument(item.id).catch((failure: Error) => onError(failure.message))
                          }
                        >
                          Download
                        </Dropdown.Item>
                      </>
                    )}
                    <Dropdown.Item as="button" onClick={() => onRename(item)}>
                      Rename
                    </Dropdown.Item>
                    {item.kind === 'file' && (
                      <>
                        <Dropdown.Item as="button" onClick={() => onMove(item)}>
                          Move…
                        </Dropdown.Item>
                        <Dropdown.Item as="button" onClick={() => onVersions(item)}>
                          Versions
                        </Dropdown.Item>
                      </>
                    )}
                    <Dropdown.Divider />
                    <Dropdown.Item as="button" className="text-danger" onClick={() => onDelete(item)}>
                      {item.kind === 'folder' ? 'Delete folder' : 'Move to Trash'}
                    </Dropdown.Item>
                  </Dropdown.Menu>
                </Dropdown>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
