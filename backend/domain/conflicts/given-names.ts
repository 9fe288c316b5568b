/**
 * Which given names stand for the same person's name: Bob for Robert, Liz for Elizabeth, Pepe for José. The
 * list (given-names.json) is data written for this product, English and Spanish forms common in the US.
 */
import givenNameForms from './given-names.json';

/** Each name the list knows (a full name or one of its forms) with the full names it may stand for. */
const fullNamesByName = new Map<string, Set<string>>();

for (const language of [givenNameForms.english, givenNameForms.spanish] as Record<string, string[]>[]) {
  for (const [fullName, forms] of Object.entries(language)) {
    for (const name of [fullName, ...forms]) {
      const fullNames = fullNamesByName.get(name) ?? new Set<string>();
      fullNames.add(fullName);
      fullNamesByName.set(name, fullNames);
    }
  }
}

/**
 * The full names a given name may stand for ("al": albert, alan, alfred, alexander; "robert": robert); a name
 * the list does not know stands for itself. Two given names are forms of one name when these share a name.
 * Takes a folded name (lowercase, no accents).
 */
export function fullNamesOf(givenName: string): string[] {
  return [...(fullNamesByName.get(givenName) ?? [givenName])];
}
