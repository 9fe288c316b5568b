/**
 * What the operations answer, by field, derived from the typed documents (backend/contract/graphql/, generated
 * from backend/schema/ and the .graphql documents), and the shapes the domain shares with the screens.
 */
import type * as Account from './graphql/account.generated';
import type * as CalendarFeed from './graphql/calendar-feed.generated';
import type * as ConsultationInbox from './graphql/consultation-inbox.generated';
import type * as Documents from './graphql/documents.generated';
import type * as Factors from './graphql/factors.generated';
import type * as Posts from './graphql/posts.generated';
import type * as Public from './graphql/public.generated';
import type * as SignIn from './graphql/sign-in.generated';
import type * as Staff from './graphql/staff.generated';
import type { ResultOf } from './graphql/typed-document';
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
}

export interface Consultation extends Omit<
  ConsultationData,
  'idempotencyKey' | 'website' | 'source' | 'botCheck'
> {
  _id: string;
  createdAt: string;
}

type EveryDocument = typeof Account &
  typeof CalendarFeed &
  typeof ConsultationInbox &
  typeof Documents &
  typeof Factors &
  typeof Posts &
  typeof Public &
  typeof SignIn &
  typeof Staff;

/** The answer of every document, as a union of `{ field: answer }` (each document selects one root field). */
type Answers = { [Name in keyof EveryDocument]: ResultOf<EveryDocument[Name]> }[keyof EveryDocument];

type FieldOf<Answer> = Answer extends unknown ? keyof Answer : never;

/** A resolver may leave a nullable field out (the domain's optional fields): GraphQL answers it as null. */
type Returned<Answer> = Answer extends readonly (infer Item)[]
  ? Returned<Item>[]
  : Answer extends object
    ? { [Key in keyof Answer as null extends Answer[Key] ? never : Key]: Returned<Answer[Key]> } & {
        [Key in keyof Answer as null extends Answer[Key] ? Key : never]?: Returned<Answer[Key]>;
      }
    : Answer;

/** What each root field's resolver returns, as the site's documents select it. */
export type OperationResults = {
  [Field in FieldOf<Answers>]: Returned<Extract<Answers, Record<Field, unknown>>[Field]>;
};
