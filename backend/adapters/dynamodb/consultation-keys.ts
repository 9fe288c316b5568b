/**
 * The consultations table's index keys that the domain does not hold (tables.ts, CONSULTATION_INDEX_KEYS):
 * `stream` puts every request but spam in the unfiltered inbox (byTime), the search keys put a request
 * under its email, phone digits and last name (byEmail, byPhone, byName), and `languageKey` puts a request
 * made in another language than English under that language (the sparse byLanguage). Computed from the
 * record when it is written, in the form the inbox's search compares (domain/consultations/consultation-record.ts),
 * and dropped when it is read. A request stored before leads kept their language reads as English.
 */
import { DEFAULT_CONSULTATION_LANGUAGE } from '../../contract/consultation';
import {
  comparableEmail,
  comparableLastName,
  comparablePhone,
  type ConsultationRecord,
} from '../../domain/consultations/consultation-record';

/** The value of `stream` on every non-spam request: the unfiltered inbox is a Query on it. */
export const INBOX_STREAM = 'all';

export interface ConsultationItem extends ConsultationRecord {
  stream?: typeof INBOX_STREAM;
  emailKey: string;
  phoneKey: string;
  nameKey: string;
  languageKey?: Exclude<ConsultationRecord['language'], typeof DEFAULT_CONSULTATION_LANGUAGE>;
}

export function consultationItemOf(record: ConsultationRecord): ConsultationItem {
  return {
    ...record,
    ...(record.spam ? {} : { stream: INBOX_STREAM }),
    ...(record.spam || record.language === DEFAULT_CONSULTATION_LANGUAGE
      ? {}
      : { languageKey: record.language }),
    emailKey: comparableEmail(record.email),
    phoneKey: comparablePhone(record.phone),
    nameKey: comparableLastName(record.lastName),
  };
}

export function consultationOf(item: Record<string, unknown>): ConsultationRecord {
  const {
    stream: _stream,
    emailKey: _email,
    phoneKey: _phone,
    nameKey: _name,
    languageKey: _language,
    ...record
  } = item;
  return { language: DEFAULT_CONSULTATION_LANGUAGE, ...record } as unknown as ConsultationRecord;
}
