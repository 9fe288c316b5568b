/** Password hashing with bcrypt (bcryptjs: pure JavaScript, so Lambda bundles need no native build). */
import bcrypt from 'bcryptjs';

export const BCRYPT_COST = 11;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
