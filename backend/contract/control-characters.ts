/**
 * The one filter for characters that have no business in stored text: C0 and C1 controls (they break a log
 * line, a CSV row or an email header) and the bidirectional marks and overrides (they make a file name read
 * "invoice‮fdp.exe" as "invoice.exe.pdf"). Names, lead sources and audit entries all pass through it.
 */
// eslint-disable-next-line no-control-regex -- control and direction characters are exactly what is matched
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu;

/** `text` with every run of control or direction characters replaced by `replacement` (nothing by default). */
export function withoutControlCharacters(text: string, replacement = ''): string {
  return text.replace(CONTROL_CHARACTERS, replacement);
}
