/** /account's sessions calls, with the session token (the server checks every one). */
import { EndMySessionDocument, MySessionsDocument } from '#contract/graphql/account.generated';
import { callGraphql } from '../../lib/graphql';
import { sessionToken } from '../../lib/session';

export const mySessions = () => callGraphql(MySessionsDocument, {}, sessionToken());

export const endMySession = (id: string) => callGraphql(EndMySessionDocument, { id }, sessionToken());
