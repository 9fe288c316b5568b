/**
 * Emails are built on the server from stored data. `html` is a tagged template that HTML-escapes every
 * interpolated value, so user-supplied text can never become markup in a message.
 */
import { escapeHtml } from '../../contract/html-escape';

export interface Email {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * Tags SES carries into the message's bounce and complaint events (names and values of letters, digits,
   * `_`, `-`, `.` and `@` only), so an event finds what the message was about. Never the visitor's text.
   */
  tags?: Record<string, string>;
}

export { escapeHtml };

/** Markup that is already safe (built by `html`), so nesting does not escape it twice. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = string | number | SafeHtml | readonly SafeHtml[];

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  const render = (value: Interpolation): string => {
    if (value instanceof SafeHtml) return value.value;
    if (Array.isArray(value)) return value.map(render).join('');
    return escapeHtml(String(value));
  };
  return new SafeHtml(
    strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]!) : ''), ''),
  );
}
