/** The staff screens' calls about client document requests (each throws ApiError with the server's message). */
import type {
  ClientRequestDetail,
  ClientRequestSummary,
  IssuedClientRequest,
} from '#contract/client-requests';
import {
  ClientRequestDocument,
  ClientRequestsDocument,
  CreateClientRequestDocument,
  ExtendClientRequestDocument,
  ReleaseClientFileDocument,
  ResendClientRequestDocument,
  RevokeClientRequestDocument,
  type ClientRequestInput,
} from '#contract/graphql/client-requests.generated';
import type { Page } from '#contract/paging';
import { callGraphql } from '../../lib/graphql';

/*
 * The schema carries states as Strings (the contract's values, e.g. 'not-accepted', are not enum names) and
 * the server writes only the contract's values, so the screens read the answers as the contract's views.
 */
const asDetail = (answer: Promise<object>) => answer as Promise<ClientRequestDetail>;
const asIssued = (answer: Promise<object>) => answer as Promise<IssuedClientRequest>;

export const listClientRequests = (cursor: string | null) =>
  callGraphql(ClientRequestsDocument, { cursor }) as Promise<Page<ClientRequestSummary>>;

export const getClientRequest = (id: string) => asDetail(callGraphql(ClientRequestDocument, { id }));

export const createClientRequest = (input: ClientRequestInput) =>
  asIssued(callGraphql(CreateClientRequestDocument, { input }));

export const extendClientRequest = (id: string, days: number) =>
  asDetail(callGraphql(ExtendClientRequestDocument, { id, days }));

export const resendClientRequest = (id: string) => asIssued(callGraphql(ResendClientRequestDocument, { id }));

export const revokeClientRequest = (id: string) => asDetail(callGraphql(RevokeClientRequestDocument, { id }));

export const releaseClientFile = (requestId: string, fileId: string) =>
  asDetail(callGraphql(ReleaseClientFileDocument, { requestId, fileId }));
