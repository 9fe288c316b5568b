import { documentLink } from '../../../domain/documents/uploads';
import { UserFacingError } from '../../../domain/errors';
import { libraryDependencies } from '../../composition/documents';
import { defineResolver } from '../resolver';

/** Mutation.documentLink: a 5-minute download (attachment) or preview (inline) link, audited first. */
export const handler = defineResolver('Mutation.documentLink', (actor, args) => {
  if (args.disposition !== 'attachment' && args.disposition !== 'inline') {
    throw new UserFacingError('Unknown link type.');
  }
  return documentLink(actor, { ...args, disposition: args.disposition }, libraryDependencies());
});
