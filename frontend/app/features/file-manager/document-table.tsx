import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Table from 'react-bootstrap/Table';
import { extensionOf, formatBytes, type DocumentItem, type DocumentSort } from '#contract/documents';
import { ColumnHeaders, type TableSort } from '../../components/table/column-headers';
import { downloadDocument } from './file-viewer';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

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
  sort?: TableSort<DocumentSort>;
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
      <ColumnHeaders
        columns={[
          { label: 'Name', sortBy: 'name' },
          { label: 'Type', className: 'd-none d-md-table-cell' },
          { label: 'Size', sortBy: 'size' },
          { label: 'Uploaded by', className: 'd-none d-lg-table-cell' },
          { label: inTrash ? 'Deleted' : 'Date', sortBy: 'date', className: 'd-none d-sm-table-cell' },
          { label: 'Actions', visuallyHidden: true },
        ]}
        sort={sort}
        onSort={onSort}
      />
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
            <td className="d-none d-md-table-cell text-nowrap">
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
