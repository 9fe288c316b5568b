/**
 * The log port: how the domain says what happened without failing its caller (a counter not added, a mail
 * not sent, an audit entry held back). A line is an event name and a few scalar fields that count, identify
 * a record by its id, or carry an error's text; never a person's name, address, email, phone, IP or any
 * secret. The adapter (backend/adapters/log.ts) writes one JSON line with the request's id and drops the
 * value of any field whose name says it is personal or secret, should a caller ever pass one.
 */
export type LogValue = string | number | boolean | null | undefined;
export type LogFields = Readonly<Record<string, LogValue>>;

export interface Log {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

/** Field names whose values never reach a log line (matched case-insensitively, anywhere in the name). */
export const UNLOGGED_FIELD =
  /e-?mail|name|phone|address|password|secret|token|code|ip$|ip[A-Z_]|^ip|agent|cookie|authori[sz]ation|body|detail|message|note|description|text|answer|key/i;

/** A Log that drops every line: for domain tests that do not read what is logged. */
export const SILENT_LOG: Log = { info: () => {}, warn: () => {}, error: () => {} };
