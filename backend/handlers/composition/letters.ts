/** Staff's operations on engagement letters: the signing page's wiring and the landing's, together. */
import type { LetterDependencies } from '../../domain/letters/ports';
import { letterCaseDependencies } from './letter-landing';
import { signingDependencies } from './signing';

export function letterDependencies(): LetterDependencies {
  return { ...signingDependencies(), ...letterCaseDependencies() };
}
