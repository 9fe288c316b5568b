/** A Log for domain tests that read what was logged: each line as `{ level, event, ...fields }`. */
import type { Log, LogFields } from '../domain/log';

export interface LoggedLine extends LogFields {
  level: 'info' | 'warn' | 'error';
  event: string;
}

export function recordingLog(): Log & { lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const at =
    (level: LoggedLine['level']) =>
    (event: string, fields: LogFields = {}) => {
      lines.push({ ...fields, level, event });
    };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}
