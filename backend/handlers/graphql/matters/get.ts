/** matter(id): a matter with its facts and its limitation deadline, or null (staff). */
import { findMatter } from '../../../domain/matters/matters';
import { matterDependencies } from '../../composition/matters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.matter', (actor, args) =>
  findMatter(actor, args, matterDependencies()),
);
