import Button from 'react-bootstrap/Button';
import type { FolderCrumb } from '#contract/documents';

/** The folders from the top down to the one shown; each folder above it is a button that opens it. */
export function FolderBreadcrumb({
  label,
  path,
  current,
  onOpen,
  className,
}: {
  label: string;
  path: FolderCrumb[];
  /** What the last folder is: the page shown, or the place a picker points at. */
  current: 'page' | 'location';
  onOpen: (folderId: string) => void;
  className?: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className={className ? `breadcrumb ${className}` : 'breadcrumb'}>
        {path.map((crumb, index) =>
          index === path.length - 1 ? (
            <li key={crumb.id} className="breadcrumb-item active" aria-current={current}>
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.id} className="breadcrumb-item">
              <Button variant="link" className="p-0 align-baseline" onClick={() => onOpen(crumb.id)}>
                {crumb.name}
              </Button>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
