/**
 * The shapes the domain shares with the screens: staff names, a consultation request. What each operation
 * takes and answers is generated from the schema (backend/contract/graphql/schema-fields.generated.ts).
 */
import type { ConsultationLanguage } from './consultation';
import type { LeadSource } from './consultation-inbox';

export interface StaffName {
  _id: string;
  firstName: string;
  lastName: string;
}

export interface StaffUser extends StaffName {
  email: string;
  isAdmin: boolean;
}

export interface ConsultationData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  typeOfClient: string;
  message: string;
  idempotencyKey?: string | null;
  website?: string | null;
  /** The bot check's solution, as the widget encodes it (contract/consultation BOT_CHECK). */
  botCheck?: string | null;
  /** Where the lead came from (optional; see contract/consultation-inbox). */
  source?: LeadSource | null;
  /** The form's language (contract/consultation CONSULTATION_LANGUAGES); absent means English. */
  language?: ConsultationLanguage | null;
}

export interface Consultation extends Omit<
  ConsultationData,
  'idempotencyKey' | 'website' | 'source' | 'botCheck' | 'language'
> {
  _id: string;
  createdAt: string;
}
