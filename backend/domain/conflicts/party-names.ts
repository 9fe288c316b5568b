/**
 * Names as people type them, reduced to the words a conflict search compares: accents and case set aside, a
 * person's given name and surnames found in "Robert J. Smith" and "Smith, Robert" alike, an organisation's name
 * without "The", "Inc.", "LLC" or "Insurance Company".
 */

/** One word of a name: as written (for explanations) and folded (for comparing). */
export interface NameWord {
  written: string;
  folded: string;
}

/** A person's name as the search reads it; middle names and initials are left out on purpose (one side only). */
export interface PersonName {
  given: NameWord;
  /** Every surname word (Spanish names often carry two), the last one last. */
  surnames: NameWord[];
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr']);
const GENERATIONS = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);
/** Surname particles ("de la Cruz", "van Dyke"): they say nothing about who someone is. */
const PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'e',
  'van',
  'von',
  'der',
  'den',
  'da',
  'di',
  'du',
  'le',
]);
/**
 * Words an organisation's name may carry or drop without naming another organisation, when they end it: "Acme
 * Trucking Inc." is "ACME Trucking, LLC"; "Evergreen Mutual Insurance Company" is "Evergreen Mutual".
 */
const ORGANISATION_ENDINGS = new Set([
  'inc',
  'incorporated',
  'llc',
  'ltd',
  'limited',
  'co',
  'corp',
  'corporation',
  'company',
  'companies',
  'plc',
  'lp',
  'llp',
  'pllc',
  'pc',
  'insurance',
  'ins',
  'and',
]);

/** Lowercase, without accents (José is Jose) and without anything but letters and digits. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function wordsOf(text: string): NameWord[] {
  return text.split(/[\s\-–,]+/).flatMap((written) => {
    const folded = fold(written).split(' ').filter(Boolean);
    // "J." is written J; a word the folding splits ("Smith/Jones") shows as its folded parts.
    if (folded.length === 1)
      return [{ written: written.replace(/^\P{L}+|\P{L}+$/gu, ''), folded: folded[0] }];
    return folded.map((part) => ({ written: part, folded: part }));
  });
}

/** "Smith, Robert J." is Robert J. Smith; "Robert Smith, Jr." stays as it is. */
function inWrittenOrder(name: string): string {
  const comma = name.indexOf(',');
  if (comma < 0) return name;
  const after = name.slice(comma + 1);
  if (wordsOf(after).every((word) => GENERATIONS.has(word.folded))) return name;
  return `${after} ${name.slice(0, comma)}`;
}

/** A person's given name and surnames, or undefined when the name has fewer than two words to compare. */
export function personName(name: string): PersonName | undefined {
  const words = wordsOf(inWrittenOrder(name)).filter((word) => !GENERATIONS.has(word.folded));
  while (words.length > 0 && TITLES.has(words[0].folded)) words.shift();
  const [given, ...rest] = words;
  const surnames = rest.filter((word) => word.folded.length > 1 && !PARTICLES.has(word.folded));
  if (!given || surnames.length === 0) return undefined;
  return { given, surnames };
}

/** An organisation's name as one key: folded, "&" read as "and", and without "The" or a company ending. */
export function organisationKey(name: string): string {
  const words = fold(name.replace(/&/g, ' and '))
    .split(' ')
    .filter((word) => word !== '' && word !== 'the');
  const joined = joinSpelledLetters(words);
  let end = joined.length;
  while (end > 1 && ORGANISATION_ENDINGS.has(joined[end - 1])) end -= 1;
  return joined.slice(0, end).join(' ');
}

/** "L.L.C." folds to "l l c": a run of single letters is one word again. */
function joinSpelledLetters(words: string[]): string[] {
  const joined: string[] = [];
  let letters = '';
  for (const word of words) {
    if (word.length === 1 && /\p{L}/u.test(word)) {
      letters += word;
      continue;
    }
    if (letters) joined.push(letters);
    letters = '';
    joined.push(word);
  }
  if (letters) joined.push(letters);
  return joined;
}
