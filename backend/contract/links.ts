/**
 * `mailto:` and `tel:` links from stored values, encoded: an address such as
 * `client@example.com?bcc=x%40evil.example` can never add a header, a recipient or a body to the staff's
 * reply, and a phone number becomes digits and a leading + only.
 */

/** A link that opens a new message to `address` and nothing else. */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address.trim()).replace(/%40/g, '@')}`;
}

/** A link that dials `phone`: its digits, with the + of an international number kept. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D+/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}
