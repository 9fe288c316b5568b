/**
 * The GraphQL documents of the sign-in flow (sign-in, security code, forgot and reset password, sign-up):
 * apart from the other operations (re-exported by operations.ts), so the sign-in screens' first load carries
 * only these.
 */
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

/** The signed-in user as the session keeps it (a completed sign-in and a new account answer with it). */
const STAFF_USER_FIELDS = /* GraphQL */ `
  fragment StaffUserFields on StaffUser {
    _id
    firstName
    lastName
    email
    isAdmin
  }
`;

export const TWO_FACTOR_LOGIN = /* GraphQL */ `
  mutation TwoFactorLogin($securityCode: String!) {
    twoFactorLogin(securityCode: $securityCode) {
      token
      user {
        ...StaffUserFields
      }
    }
  }
  ${STAFF_USER_FIELDS}
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
        ...StaffUserFields
      }
    }
  }
  ${STAFF_USER_FIELDS}
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
