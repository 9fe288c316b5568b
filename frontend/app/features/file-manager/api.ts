/** The File Manager's calls (each throws ApiError with the server's message; the server checks every one). */
import type { DocumentSort, SortDirection } from '#contract/documents';
import {
  ConfirmUploadDocument,
  CreateFolderDocument,
  DeleteFolderDocument,
  DocumentLinkDocument,
  DocumentTrashDocument,
  DocumentVersionsDocument,
  DocumentsDocument,
  EmptyTrashDocument,
  MoveDocumentDocument,
  RenameDocumentDocument,
  RequestUploadDocument,
  RestoreDocumentDocument,
  SearchDocumentsDocument,
  TrashDocumentDocument,
  TrashEmptyingDocument,
  type LinkDisposition,
} from '#contract/graphql/documents.generated';
import { callGraphql } from '../../lib/graphql';

/** One page of a folder, with the folder's path from the top. */
export const listFolder = (
  folderId: string,
  order: { sort?: DocumentSort; direction?: SortDirection },
  cursor: string | null = null,
) => callGraphql(DocumentsDocument, { folderId, ...order, cursor });

/** Any of the File Manager's lists: a folder's page (which carries its path), the Trash's, a search's. */
export type DocumentPage =
  | Awaited<ReturnType<typeof listFolder>>
  | Awaited<ReturnType<typeof listTrash>>
  | Awaited<ReturnType<typeof searchDocuments>>;

export const listTrash = (cursor: string | null) => callGraphql(DocumentTrashDocument, { cursor });

/** Files whose name starts with `name`, in every folder. */
export const searchDocuments = (name: string, cursor: string | null) =>
  callGraphql(SearchDocumentsDocument, { name, cursor });

export const listVersions = (id: string) => callGraphql(DocumentVersionsDocument, { id });

/** A 5-minute link to a file's bytes (the current version unless one is named). */
export const documentLink = (id: string, disposition: LinkDisposition, versionId?: string) =>
  callGraphql(DocumentLinkDocument, { id, versionId, disposition });

/** Each change to one item, as the File Manager offers them. */
export const documentActions = {
  createFolder: (parentId: string, name: string) => callGraphql(CreateFolderDocument, { parentId, name }),
  rename: (id: string, name: string) => callGraphql(RenameDocumentDocument, { id, name }),
  move: (id: string, folderId: string) => callGraphql(MoveDocumentDocument, { id, folderId }),
  trash: (id: string) => callGraphql(TrashDocumentDocument, { id }),
  deleteFolder: (id: string) => callGraphql(DeleteFolderDocument, { id }),
  restore: (id: string) => callGraphql(RestoreDocumentDocument, { id }),
};

export const emptyTrash = () => callGraphql(EmptyTrashDocument, {});

export const trashEmptying = (id: string) => callGraphql(TrashEmptyingDocument, { id });

/** A presigned POST for one file into a folder (a file of the same name there gets a new version). */
export const requestUpload = (upload: {
  folderId: string;
  name: string;
  size: number;
  contentType: string;
}) => callGraphql(RequestUploadDocument, upload);

/** After the bytes are in the bucket: the server checks what arrived and lists the file. */
export const confirmUpload = (documentId: string, versionId: string) =>
  callGraphql(ConfirmUploadDocument, { documentId, versionId });
