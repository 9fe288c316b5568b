/**
 * The GraphQL documents the site sends, and their result types: one home, imported by the screens and by
 * the tests, checked against schema.graphql by backend/schema.test.ts.
 */
import type { DocumentItem, DocumentLink, DocumentVersionView, FolderCrumb, UploadTicket } from './documents';
import type { Page } from './paging';
import type { PostVersionView, PostView } from './posts';

export const HEALTH = /* GraphQL */ `
  query Health {
    health {
      status
      time
    }
  }
`;

export const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        _id
        firstName
        lastName
      }
    }
  }
`;

export const TWO_FACTOR_LOGIN = /* GraphQL */ `
  mutation TwoFactorLogin($securityCode: String!) {
    twoFactorLogin(securityCode: $securityCode) {
      token
      user {
        _id
        firstName
        lastName
        email
        isAdmin
      }
    }
  }
`;

export const SEND_CODE = /* GraphQL */ `
  mutation SendCode {
    sendCode {
      token
    }
  }
`;

export const REQUEST_PASSWORD_RESET = /* GraphQL */ `
  mutation RequestPasswordReset($email: String!) {
    user(email: $email) {
      message
    }
  }
`;

export const GET_RESET_TOKEN_OWNER = /* GraphQL */ `
  mutation GetUser($token: String!) {
    getUser(token: $token) {
      email
      firstName
      lastName
    }
  }
`;

export const ADD_USER = /* GraphQL */ `
  mutation AddUser($firstName: String!, $lastName: String!, $email: String!, $password: String!) {
    addUser(firstName: $firstName, lastName: $lastName, email: $email, password: $password) {
      user {
        _id
        firstName
        lastName
        email
        isAdmin
      }
    }
  }
`;

export const UPDATE_PASSWORD = /* GraphQL */ `
  mutation UpdatePassword(
    $email: String!
    $password: String!
    $confirmNewPassword: String!
    $token: String!
  ) {
    updatePassword(
      email: $email
      password: $password
      confirmNewPassword: $confirmNewPassword
      token: $token
    ) {
      user {
        email
      }
    }
  }
`;

export const SUBMIT_CONSULTATION = /* GraphQL */ `
  mutation Consultationform($consultationData: ConsultationInput!) {
    consultationform(consultationData: $consultationData) {
      _id
      firstName
      lastName
      email
      phone
      typeOfClient
      message
      createdAt
    }
  }
`;

const DOCUMENT_ITEM_FIELDS = /* GraphQL */ `
  fragment DocumentItemFields on DocumentItem {
    id
    kind
    name
    folderId
    contentType
    size
    uploadedBy
    updatedAt
    state
    versionCount
    trashedAt
  }
`;

export const LIST_DOCUMENTS = /* GraphQL */ `
  query Documents($folderId: ID, $sort: String, $direction: String, $cursor: String) {
    documents(folderId: $folderId, sort: $sort, direction: $direction, cursor: $cursor) {
      path {
        id
        name
      }
      items {
        ...DocumentItemFields
      }
      nextCursor
    }
  }
  ${DOCUMENT_ITEM_FIELDS}
`;

export const LIST_DOCUMENT_TRASH = /* GraphQL */ `
  query DocumentTrash($cursor: String) {
    documentTrash(cursor: $cursor) {
      items {
        ...DocumentItemFields
      }
      nextCursor
    }
  }
  ${DOCUMENT_ITEM_FIELDS}
`;

export const SEARCH_DOCUMENTS = /* GraphQL */ `
  query SearchDocuments($name: String!, $cursor: String) {
    searchDocuments(name: $name, cursor: $cursor) {
      items {
        ...DocumentItemFields
      }
      nextCursor
    }
  }
  ${DOCUMENT_ITEM_FIELDS}
`;

export const LIST_DOCUMENT_VERSIONS = /* GraphQL */ `
  query DocumentVersions($id: ID!, $cursor: String) {
    documentVersions(id: $id, cursor: $cursor) {
      items {
        versionId
        size
        contentType
        uploadedBy
        uploadedAt
      }
      nextCursor
    }
  }
`;

export const CREATE_FOLDER = /* GraphQL */ `
  mutation CreateFolder($parentId: ID, $name: String!) {
    createFolder(parentId: $parentId, name: $name) {
      ...DocumentItemFields
    }
  }
  ${DOCUMENT_ITEM_FIELDS}
`;

export const DELETE_FOLDER = /* GraphQL */ `
  mutation DeleteFolder($id: ID!) {
    deleteFolder(id: $id)
  }
`;

export const RENAME_DOCUMENT = /* GraphQL */ `
  mutation RenameDocument($id: ID!, $name: String!) {
    renameDocument(id: $id, name: $name) {
      ...DocumentItemFields
    }
  }
  ${DOCUMENT_ITEM_FIELDS}
`;

export const MOVE_DOCUMENT = /* GraphQL */ `
  mutation MoveDocument($id: ID!, $folderId: ID!) {
    moveDocument(id: $id, folderId: $folderId) {
      ...DocumentItemFields
    }
  }
  ${DOCUMENT_ITEM_FIELDS}
`;

export const TRASH_DOCUMENT = /* GraphQL */ `
  mutation TrashDocument($id: ID!) {
    trashDocument(id: $id) {
      ...DocumentItemFields
    }
  }
  ${DOCUMENT_ITEM_FIELDS}
`;

export const RESTORE_DOCUMENT = /* GraphQL */ `
  mutation RestoreDocument($id: ID!) {
    restoreDocument(id: $id) {
      ...DocumentItemFields
    }
  }
  ${DOCUMENT_ITEM_FIELDS}
`;

export const EMPTY_TRASH = /* GraphQL */ `
  mutation EmptyTrash {
    emptyTrash
  }
`;

export const REQUEST_UPLOAD = /* GraphQL */ `
  mutation RequestUpload($folderId: ID, $name: String!, $size: Int!, $contentType: String!) {
    requestUpload(folderId: $folderId, name: $name, size: $size, contentType: $contentType) {
      documentId
      versionId
      url
      fields
      isNewVersion
      storedName
    }
  }
`;

export const CONFIRM_UPLOAD = /* GraphQL */ `
  mutation ConfirmUpload($documentId: ID!, $versionId: String!) {
    confirmUpload(documentId: $documentId, versionId: $versionId) {
      ...DocumentItemFields
    }
  }
  ${DOCUMENT_ITEM_FIELDS}
`;

export const DOCUMENT_LINK = /* GraphQL */ `
  mutation DocumentLink($id: ID!, $versionId: String, $disposition: String!) {
    documentLink(id: $id, versionId: $versionId, disposition: $disposition) {
      url
      expiresAt
      contentType
      name
    }
  }
`;

const POST_FIELDS = /* GraphQL */ `
  fragment PostFields on Post {
    _id
    title
    titleShort
    slug
    category
    date
    author
    featured
    description
    keywords
    body
    state
    publishAt
    version
    createdAt
    updatedAt
    updatedBy
  }
`;

export const LIST_POSTS = /* GraphQL */ `
  query Posts($cursor: String) {
    posts(cursor: $cursor) {
      items {
        ...PostFields
      }
      nextCursor
    }
  }
  ${POST_FIELDS}
`;

export const GET_POST = /* GraphQL */ `
  query Post($id: ID!) {
    post(id: $id) {
      post {
        ...PostFields
      }
      versions {
        version
        state
        title
        slug
        savedAt
        savedBy
      }
    }
  }
  ${POST_FIELDS}
`;

export const SAVE_POST = /* GraphQL */ `
  mutation SavePost(
    $id: ID
    $expectedVersion: Int
    $input: PostInput!
    $action: PostAction!
    $publishAt: AWSDateTime
  ) {
    savePost(
      id: $id
      expectedVersion: $expectedVersion
      input: $input
      action: $action
      publishAt: $publishAt
    ) {
      ...PostFields
    }
  }
  ${POST_FIELDS}
`;

export interface StaffName {
  _id: string;
  firstName: string;
  lastName: string;
}

export interface StaffUser extends StaffName {
  email: string;
  isAdmin: boolean;
}

export interface ConsultationData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  typeOfClient: string;
  message: string;
  idempotencyKey?: string;
  website?: string;
}

export interface Consultation extends Omit<ConsultationData, 'idempotencyKey' | 'website'> {
  _id: string;
  createdAt: string;
}

export interface OperationResults {
  login: { token: string; user: StaffName };
  twoFactorLogin: { token: string; user: StaffUser };
  sendCode: { token: string };
  user: { message: string };
  getUser: { email: string; firstName: string; lastName: string };
  addUser: { user: StaffUser };
  updatePassword: { user: { email: string } };
  consultationform: Consultation;
  documents: { path: FolderCrumb[]; items: DocumentItem[]; nextCursor: string | null };
  documentTrash: Page<DocumentItem>;
  searchDocuments: Page<DocumentItem>;
  documentVersions: Page<DocumentVersionView>;
  createFolder: DocumentItem;
  deleteFolder: boolean;
  renameDocument: DocumentItem;
  moveDocument: DocumentItem;
  trashDocument: DocumentItem;
  restoreDocument: DocumentItem;
  emptyTrash: number;
  requestUpload: UploadTicket;
  confirmUpload: DocumentItem;
  documentLink: DocumentLink;
  posts: Page<PostView>;
  post: { post: PostView; versions: PostVersionView[] };
  savePost: PostView;
}
