import { useState } from 'react';

/**
 * An area that takes files dropped on it (the File Manager's folder, the client's upload page); its border
 * lights up while files are dragged over it. The buttons inside it are the way in for a keyboard or a phone.
 */
export function DropZone({
  onFiles,
  children,
}: {
  onFiles: (files: FileList) => void;
  children: React.ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      className={`drop-zone mb-3${dragging ? ' drop-zone-active' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles(event.dataTransfer.files);
      }}
    >
      {children}
    </div>
  );
}
