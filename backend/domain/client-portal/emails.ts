/**
 * The client portal's emails, in the client's language. None says anything of the case: a sign-in link, an
 * invitation with one, or that there is news and where to read it, so a mailbox someone else reads learns
 * nothing but that the firm wrote.
 */
import { CLIENT_SIGN_IN_LINK_SECONDS } from '../../contract/client-portal';
import { FIRM_IDENTITY } from '../../contract/firm';
import type { Locale } from '../../contract/locale';
import { html, type Email } from '../mail/email';

const FIRM = FIRM_IDENTITY.shortName;
const MINUTES = CLIENT_SIGN_IN_LINK_SECONDS / 60;

const TEXT = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    signInSubject: `Your sign-in link for ${FIRM}`,
    signInBody: `Here is your link to see your case with ${FIRM}. It works once, for ${MINUTES} minutes.`,
    signIn: 'Sign in',
    inviteSubject: `${FIRM} invites you to follow your case online`,
    inviteBody: `${FIRM} invites you to see where your case stands, online. This link signs you in; it works once, for ${MINUTES} minutes.`,
    later: (home: string) => `Later, ask for a new link at ${home} with this email address.`,
    updateSubject: `There is an update on your case with ${FIRM}`,
    updateBody: `There is an update on your case. Sign in to read it.`,
    open: 'Read the update',
    notYou: 'If you did not expect this email, you can ignore it.',
  },
  es: {
    hello: (name: string) => `Hola, ${name}:`,
    signInSubject: `Su enlace para entrar en ${FIRM}`,
    signInBody: `Este es su enlace para ver su caso con ${FIRM}. Sirve una vez, durante ${MINUTES} minutos.`,
    signIn: 'Entrar',
    inviteSubject: `${FIRM} le invita a seguir su caso en línea`,
    inviteBody: `${FIRM} le invita a ver en qué punto está su caso, en línea. Este enlace le permite entrar; sirve una vez, durante ${MINUTES} minutos.`,
    later: (home: string) => `Más adelante, pida un enlace nuevo en ${home} con este correo electrónico.`,
    updateSubject: `Hay novedades en su caso con ${FIRM}`,
    updateBody: `Hay novedades en su caso. Entre para leerlas.`,
    open: 'Leer las novedades',
    notYou: 'Si no esperaba este correo, puede ignorarlo.',
  },
} as const;

function linkEmail(
  to: { email: string; name: string; language: Locale },
  subject: string,
  body: string,
  label: string,
  link: string,
  footer: string[],
): Email {
  const text = TEXT[to.language];
  return {
    to: to.email,
    subject,
    html: html`<p>${text.hello(to.name)}</p>
      <p>${body}</p>
      <p><a href="${link}">${label}</a></p>
      ${footer.map((line) => html`<p>${line}</p>`)}`.value,
    text: `${text.hello(to.name)}\n\n${body}\n\n${label}: ${link}\n\n${footer.join('\n\n')}\n`,
    tags: { kind: 'client-portal' },
  };
}

export function signInEmail(to: { email: string; name: string; language: Locale }, link: string): Email {
  const text = TEXT[to.language];
  return linkEmail(to, text.signInSubject, text.signInBody, text.signIn, link, [text.notYou]);
}

export function invitationEmail(
  to: { email: string; name: string; language: Locale },
  link: string,
  home: string,
): Email {
  const text = TEXT[to.language];
  return linkEmail(to, text.inviteSubject, text.inviteBody, text.signIn, link, [text.later(home)]);
}

/** That there is news, and where: never the phase, the note or the matter's name. */
export function updateEmail(to: { email: string; name: string; language: Locale }, link: string): Email {
  const text = TEXT[to.language];
  return linkEmail(to, text.updateSubject, text.updateBody, text.open, link, []);
}
