import type { OperationResults } from '../../../contract/operations';
import { savePost, type SavePostArgs } from '../../../domain/posts/posts';
import { defineResolver } from '../resolver';
import { postsDependencies } from '../../composition';

/** Mutation.savePost: store a post's fields and apply its action (save, publish, schedule, unpublish). */
export const handler = defineResolver<SavePostArgs, OperationResults['savePost']>(
  ({ args, caller, sourceIp }) => savePost(postsDependencies(), caller, args, sourceIp),
);
