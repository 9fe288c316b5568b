import { changeOwnPassword } from '../../../domain/staff/account';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Mutation.changeMyPassword: current password required; every other session ends; a notice is mailed. */
export const handler = defineResolver('Mutation.changeMyPassword', (actor, args) =>
  changeOwnPassword(actor, args, staffDependencies()),
);
