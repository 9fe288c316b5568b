/**
 * The GraphQL documents the site sends, and their result types: one home, imported by the screens and by
 * the tests, checked against schema.graphql by backend/schema.test.ts.
 */
import type { DocumentItem, DocumentLink, DocumentVersionView, FolderCrumb, UploadTicket } from './documents';
import type { Page } from './paging';
import type { PostVersionView, PostView } from './posts';
import type {
  AssignableStaff,
  ConsultationInboxPage,
  ConsultationView,
  LeadSource,
} from './consultation-inbox';
import type { AuditPage, SignInRecord, StaffMember, StaffPage } from './staff';

// The sign-in flow's documents live apart so the sign-in screens load only those (a chunk of their own).
export * from './sign-in-operations';

export const HEALTH = /* GraphQL */ `
  query Health {
    health {
      status
      time
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

export const LIST_CONSULTATIONS = /* GraphQL */ `
  query Consultations(
    $notice: String
    $status: String
    $assigneeEmail: String
    $search: String
    $cursor: String
  ) {
    consultations(
      notice: $notice
      status: $status
      assigneeEmail: $assigneeEmail
      search: $search
      cursor: $cursor
    ) {
      items {
        _id
        firstName
        lastName
        email
        phone
        typeOfClient
        createdAt
        leadStatus
        assigneeEmail
        noticeState
        unopened
        duplicateOf
        followUpOn
        utmSource
      }
      nextCursor
      counts {
        status
        count
      }
      noticeAttention {
        failed
        sending
      }
    }
  }
`;

/** What a request's page shows: the request and its timeline (every operation on one answers with both). */
const CONSULTATION_VIEW_FIELDS = /* GraphQL */ `
  fragment ConsultationViewFields on ConsultationView {
    consultation {
      _id
      firstName
      lastName
      email
      phone
      typeOfClient
      createdAt
      leadStatus
      assigneeEmail
      noticeState
      unopened
      duplicateOf
      followUpOn
      utmSource
      message
      source {
        page
        referrer
        utmSource
        utmMedium
        utmCampaign
      }
      version
      noticeFailures
      openedAt
    }
    timeline {
      at
      kind
      actorEmail
      text
    }
  }
`;

export const OPEN_CONSULTATION = /* GraphQL */ `
  query Consultation($id: ID!) {
    consultation(id: $id) {
      ...ConsultationViewFields
    }
  }
  ${CONSULTATION_VIEW_FIELDS}
`;

export const UPDATE_CONSULTATION = /* GraphQL */ `
  mutation UpdateConsultation(
    $id: ID!
    $version: Int!
    $leadStatus: String
    $assigneeEmail: String
    $followUpOn: String
  ) {
    updateConsultation(
      id: $id
      version: $version
      leadStatus: $leadStatus
      assigneeEmail: $assigneeEmail
      followUpOn: $followUpOn
    ) {
      ...ConsultationViewFields
    }
  }
  ${CONSULTATION_VIEW_FIELDS}
`;

export const ADD_CONSULTATION_NOTE = /* GraphQL */ `
  mutation AddConsultationNote($id: ID!, $text: String!) {
    addConsultationNote(id: $id, text: $text) {
      ...ConsultationViewFields
    }
  }
  ${CONSULTATION_VIEW_FIELDS}
`;

export const RESEND_CONSULTATION_NOTICE = /* GraphQL */ `
  mutation ResendConsultationNotice($id: ID!) {
    resendConsultationNotice(id: $id) {
      ...ConsultationViewFields
    }
  }
  ${CONSULTATION_VIEW_FIELDS}
`;

export const EXPORT_CONSULTATIONS = /* GraphQL */ `
  mutation ExportConsultations($notice: String, $status: String, $assigneeEmail: String, $search: String) {
    exportConsultations(notice: $notice, status: $status, assigneeEmail: $assigneeEmail, search: $search) {
      url
      count
    }
  }
`;

export const ASSIGNABLE_STAFF = /* GraphQL */ `
  query AssignableStaff($cursor: String) {
    assignableStaff(cursor: $cursor) {
      items {
        email
        firstName
        lastName
      }
      nextCursor
    }
  }
`;

/** A row of the staff directory: every /staff operation answers with the account's row. */
const STAFF_MEMBER_FIELDS = /* GraphQL */ `
  fragment StaffMemberFields on StaffMember {
    email
    firstName
    lastName
    isAdmin
    disabled
    locked
    lastSignInAt
  }
`;

export const STAFF_USERS = /* GraphQL */ `
  query StaffUsers($cursor: String) {
    staffUsers(cursor: $cursor) {
      items {
        ...StaffMemberFields
      }
      nextCursor
    }
  }
  ${STAFF_MEMBER_FIELDS}
`;

export const SET_STAFF_DISABLED = /* GraphQL */ `
  mutation SetStaffDisabled($email: String!, $disabled: Boolean!) {
    setStaffDisabled(email: $email, disabled: $disabled) {
      ...StaffMemberFields
    }
  }
  ${STAFF_MEMBER_FIELDS}
`;

export const SET_STAFF_ADMINISTRATOR = /* GraphQL */ `
  mutation SetStaffAdministrator($email: String!, $isAdmin: Boolean!) {
    setStaffAdministrator(email: $email, isAdmin: $isAdmin) {
      ...StaffMemberFields
    }
  }
  ${STAFF_MEMBER_FIELDS}
`;

export const END_STAFF_SESSIONS = /* GraphQL */ `
  mutation EndStaffSessions($email: String!) {
    endStaffSessions(email: $email) {
      ...StaffMemberFields
    }
  }
  ${STAFF_MEMBER_FIELDS}
`;

export const UNLOCK_STAFF = /* GraphQL */ `
  mutation UnlockStaff($email: String!) {
    unlockStaff(email: $email) {
      ...StaffMemberFields
    }
  }
  ${STAFF_MEMBER_FIELDS}
`;

export const SEND_STAFF_RESET_LINK = /* GraphQL */ `
  mutation SendStaffResetLink($email: String!) {
    sendStaffResetLink(email: $email) {
      ...StaffMemberFields
    }
  }
  ${STAFF_MEMBER_FIELDS}
`;

export const AUDIT_ENTRIES = /* GraphQL */ `
  query AuditEntries($filter: AuditFilter, $cursor: String) {
    auditEntries(filter: $filter, cursor: $cursor) {
      items {
        id
        at
        action
        outcome
        actorEmail
        targetType
        targetId
        targetLabel
        network
        userAgent
        detail
      }
      nextCursor
    }
  }
`;

export const EXPORT_AUDIT = /* GraphQL */ `
  mutation ExportAudit($filter: AuditFilter) {
    exportAudit(filter: $filter) {
      csv
      rowCount
      truncated
    }
  }
`;

export const MY_SIGN_INS = /* GraphQL */ `
  query MySignIns {
    mySignIns {
      at
      network
      userAgent
    }
  }
`;

export const CHANGE_MY_NAME = /* GraphQL */ `
  mutation ChangeMyName($firstName: String!, $lastName: String!) {
    changeMyName(firstName: $firstName, lastName: $lastName) {
      token
    }
  }
`;

export const CHANGE_MY_PASSWORD = /* GraphQL */ `
  mutation ChangeMyPassword($currentPassword: String!, $password: String!, $confirmNewPassword: String!) {
    changeMyPassword(
      currentPassword: $currentPassword
      password: $password
      confirmNewPassword: $confirmNewPassword
    ) {
      token
    }
  }
`;

export const SIGN_OUT_EVERYWHERE_ELSE = /* GraphQL */ `
  mutation SignOutEverywhereElse {
    signOutEverywhereElse {
      token
    }
  }
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
  /** Where the lead came from (optional; see contract/consultation-inbox). */
  source?: LeadSource | null;
}

export interface Consultation extends Omit<ConsultationData, 'idempotencyKey' | 'website' | 'source'> {
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
  consultations: ConsultationInboxPage;
  consultation: ConsultationView;
  updateConsultation: ConsultationView;
  addConsultationNote: ConsultationView;
  resendConsultationNotice: ConsultationView;
  exportConsultations: { url: string; count: number };
  assignableStaff: Page<AssignableStaff>;
  staffUsers: StaffPage;
  setStaffDisabled: StaffMember;
  setStaffAdministrator: StaffMember;
  endStaffSessions: StaffMember;
  unlockStaff: StaffMember;
  sendStaffResetLink: StaffMember;
  auditEntries: AuditPage;
  exportAudit: { csv: string; rowCount: number; truncated: boolean };
  mySignIns: SignInRecord[];
  changeMyName: { token: string };
  changeMyPassword: { token: string };
  signOutEverywhereElse: { token: string };
}
