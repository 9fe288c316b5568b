/**
 * Text for an HTML or XML slot (element content or a quoted attribute): the one escaping the emails, the
 * sitemap and the news renderer's post titles share.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}
