/** The sign-in emails, built on the server; every value that came from a person is escaped by `html`. */
import { FIRM_IDENTITY } from '../../contract/firm';
import { SECURITY_CODE_TTL_SECONDS, RESET_TOKEN_TTL_SECONDS } from '../../contract/limits';
import { html, type Email } from '../mail/email';

const FIRM = FIRM_IDENTITY.shortName;

function minutes(seconds: number): number {
  return Math.round(seconds / 60);
}

export function securityCodeEmail(to: string, firstName: string, code: string): Email {
  const validFor = minutes(SECURITY_CODE_TTL_SECONDS);
  return {
    to,
    subject: `Your ${FIRM} security code`,
    html: html`<p>Hello ${firstName},</p>
      <p>Your security code is <strong>${code}</strong>.</p>
      <p>
        It expires in ${validFor} minutes and works once. If you did not try to sign in, someone may know your
        password: please reset it and tell the office administrator.
      </p>`.value,
    text:
      `Hello ${firstName},\n\nYour security code is ${code}.\n\nIt expires in ${validFor} minutes and works ` +
      'once. If you did not try to sign in, someone may know your password: please reset it and tell the ' +
      'office administrator.\n',
  };
}

export function resetLinkEmail(to: string, firstName: string, link: string): Email {
  const validFor = minutes(RESET_TOKEN_TTL_SECONDS);
  return {
    to,
    subject: `Reset your ${FIRM} password`,
    html: html`<p>Hello ${firstName},</p>
      <p>We received a request to reset the password of the staff account ${to}.</p>
      <p><a href="${link}">Choose a new password</a></p>
      <p>
        The link expires in ${validFor} minutes and works once. If you did not ask for it, you can ignore this
        email: your password stays as it is.
      </p>`.value,
    text:
      `Hello ${firstName},\n\nWe received a request to reset the password of the staff account ${to}.\n\n` +
      `Choose a new password: ${link}\n\nThe link expires in ${validFor} minutes and works once. If you did ` +
      'not ask for it, you can ignore this email: your password stays as it is.\n',
  };
}

export function passwordChangedEmail(to: string, firstName: string): Email {
  return {
    to,
    subject: `Your ${FIRM} password was changed`,
    html: html`<p>Hello ${firstName},</p>
      <p>
        The password of your staff account ${to} was just changed, and every device signed in to it was signed
        out.
      </p>
      <p>If you did not do this, contact the office administrator right away.</p>`.value,
    text:
      `Hello ${firstName},\n\nThe password of your staff account ${to} was just changed, and every device ` +
      'signed in to it was signed out.\n\nIf you did not do this, contact the office administrator right ' +
      'away.\n',
  };
}

/** Past a budget (budgets.ts): the owner hears of it, since only someone who knows the password gets that far. */
export function accountLockedEmail(to: string, firstName: string, until: Date): Email {
  const when = `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    to,
    subject: `Your ${FIRM} account was locked`,
    html: html`<p>Hello ${firstName},</p>
      <p>
        Your staff account ${to} had too many failed sign-in attempts and is locked until ${when}. If this was
        not you, someone may know your password: please reset it and tell the office administrator.
      </p>`.value,
    text:
      `Hello ${firstName},\n\nYour staff account ${to} had too many failed sign-in attempts and is locked ` +
      `until ${when}. If this was not you, someone may know your password: please reset it and tell the ` +
      'office administrator.\n',
  };
}

export function factorsResetEmail(to: string, firstName: string): Email {
  const what =
    'An administrator removed the passkeys, authenticator app and recovery codes of your staff account. ' +
    'The next sign-in asks for a code sent by email; then add a passkey or an authenticator app again on ' +
    'My account. If you did not ask for this, tell the office administrator.';
  return {
    to,
    subject: `Your ${FIRM} sign-in factors were reset`,
    html: html`<p>Hello ${firstName},</p>
      <p>${what}</p>`.value,
    text: `Hello ${firstName},\n\n${what}\n`,
  };
}
