/**
 * The GraphQL documents the site sends, and their result types: one home, imported by the screens and by
 * the tests, checked against schema.graphql by backend/schema.test.ts.
 */
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
}
