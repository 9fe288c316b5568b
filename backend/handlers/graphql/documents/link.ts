import { documentLink } from '../../../domain/documents/library';
import { UserFacingError } from '../../../domain/errors';
import { defineDocumentResolver } from './define-document-resolver';

/** Mutation.documentLink: a 5-minute download (attachment) or preview (inline) link, audited first. */
export const handler = defineDocumentResolver(
  (deps, actor, args: { id: string; versionId?: string | null; disposition: string }) => {
    if (args.disposition !== 'attachment' && args.disposition !== 'inline') {
      throw new UserFacingError('Unknown link type.');
    }
    return documentLink(deps, actor, { ...args, disposition: args.disposition });
  },
);
