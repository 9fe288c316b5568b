// Placeholder until its feature work lands: the field exists in the schema, the operation is refused.
import { UserFacingError } from '../../../domain/errors';
import { defineResolver } from '../resolver';

export const handler = defineResolver(async () => {
  throw new UserFacingError('This operation is not available yet.');
});
