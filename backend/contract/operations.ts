/**
 * The GraphQL documents the site sends, and their result types: one home, imported by the screens and by
 * the tests, checked against schema.graphql by backend/schema.test.ts.
 */
import type { Page } from './paging';
import type { PostVersionView, PostView } from './posts';
import type { ConsultationInboxPage, ConsultationView, LeadSource } from './consultation-inbox';

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
  query Consultations($status: String, $assigneeEmail: String, $search: String, $cursor: String) {
    consultations(status: $status, assigneeEmail: $assigneeEmail, search: $search, cursor: $cursor) {
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

export const OPEN_CONSULTATION = /* GraphQL */ `
  query Consultation($id: ID!) {
    consultation(id: $id) {
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
  }
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
  }
`;

export const ADD_CONSULTATION_NOTE = /* GraphQL */ `
  mutation AddConsultationNote($id: ID!, $text: String!) {
    addConsultationNote(id: $id, text: $text) {
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
  }
`;

export const RESEND_CONSULTATION_NOTICE = /* GraphQL */ `
  mutation ResendConsultationNotice($id: ID!) {
    resendConsultationNotice(id: $id) {
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
  }
`;

export const EXPORT_CONSULTATIONS = /* GraphQL */ `
  mutation ExportConsultations($status: String, $assigneeEmail: String, $search: String) {
    exportConsultations(status: $status, assigneeEmail: $assigneeEmail, search: $search) {
      url
      count
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
  posts: Page<PostView>;
  post: { post: PostView; versions: PostVersionView[] };
  savePost: PostView;
  consultations: ConsultationInboxPage;
  consultation: ConsultationView;
  updateConsultation: ConsultationView;
  addConsultationNote: ConsultationView;
  resendConsultationNotice: ConsultationView;
  exportConsultations: { url: string; count: number };
}
