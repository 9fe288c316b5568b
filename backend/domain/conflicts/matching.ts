/**
 * Party matching for the conflict check: whether two parties may be the same person or organisation, and the
 * search terms that find every such pair with a few exact-key lookups (never a scan). The rule that holds the
 * two together: any pair matchParties accepts shares at least one of its search terms.
 *
 * A person matches a person when the given names agree (the same, forms of one name, sounding alike, or one
 * misspelt) and a surname agrees (the same, sounding alike, or misspelt when the given names are forms of one
 * name); a given name alone never matches, so John Smith and Mary Smith do not. Organisations match by their
 * name without "Inc." or "Insurance Company", or by how it sounds. Email and phone match any two parties.
 */
import levenshtein from 'damerau-levenshtein';
import { doubleMetaphone } from 'double-metaphone';
import { fullNamesOf } from './given-names';
import { organisationKey, personName, type NameWord, type PersonName } from './party-names';

export type PartyKind = 'person' | 'organisation';

/** What a conflict search compares: a person's or an organisation's name, and where given an email and phone. */
export interface PartyIdentity {
  kind: PartyKind;
  name: string;
  email?: string | null;
  phone?: string | null;
}

export type MatchReason =
  'same email' | 'same phone' | 'same name' | 'nickname' | 'sounds alike' | 'spelling' | 'same organisation';

export interface PartyMatch {
  reasons: MatchReason[];
  /** One sentence a person reads, e.g. "Bob is a short form of Robert; Smyth sounds like Smith" */
  explanation: string;
}

/** Why one part of two names agrees, with the sentence that says so (none when the parts are the same). */
interface Agreement {
  reason: MatchReason;
  sentence?: string;
}

/** Fewer digits than a local number are a fragment, not a phone number to match on. */
const SHORTEST_PHONE_DIGITS = 7;

/** The search terms a party is filed and found under: a party B can match A only if they share at least one term. */
export function searchTermsOf(party: PartyIdentity): string[] {
  const terms = new Set<string>();
  const email = normalizedEmail(party.email);
  if (email) terms.add(`email:${email}`);
  const phone = normalizedPhone(party.phone);
  if (phone) terms.add(`phone:${phone}`);
  for (const term of party.kind === 'person' ? personTerms(party.name) : organisationTerms(party.name)) {
    terms.add(term);
  }
  return [...terms];
}

/** Whether two parties may be the same person or organisation, and why; undefined when they are not. */
export function matchParties(a: PartyIdentity, b: PartyIdentity): PartyMatch | undefined {
  const agreements: Agreement[] = [];
  if (a.kind === 'person' && b.kind === 'person') agreements.push(...personNamesAgree(a.name, b.name));
  if (a.kind === 'organisation' && b.kind === 'organisation') {
    agreements.push(...organisationNamesAgree(a.name, b.name));
  }
  const email = normalizedEmail(a.email);
  if (email && email === normalizedEmail(b.email)) {
    agreements.push({ reason: 'same email', sentence: `both give the email ${email}` });
  }
  const phone = normalizedPhone(a.phone);
  if (phone && phone === normalizedPhone(b.phone)) {
    agreements.push({ reason: 'same phone', sentence: `both give the phone number ${phone}` });
  }
  if (agreements.length === 0) return undefined;
  const sentences = agreements.flatMap((agreement) => agreement.sentence ?? []);
  const explanation = sentences.join('; ');
  return {
    reasons: [...new Set(agreements.map((agreement) => agreement.reason))],
    explanation: explanation.charAt(0).toUpperCase() + explanation.slice(1),
  };
}

function normalizedEmail(email: string | null | undefined): string | undefined {
  const trimmed = email?.trim().toLowerCase();
  return trimmed?.includes('@') ? trimmed : undefined;
}

/** Digits only; a US number written with its country code (+1, 1-) is the same number without it. */
function normalizedPhone(phone: string | null | undefined): string | undefined {
  const digits = phone?.replace(/\D/g, '') ?? '';
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length >= SHORTEST_PHONE_DIGITS ? national : undefined;
}

// People

function personTerms(name: string): string[] {
  const person = personName(name);
  if (!person) return [];
  const surnameTerms = person.surnames.flatMap((surname) => {
    const codes = soundCodes(surname.folded);
    return codes.length > 0 ? codes.map((code) => `sur:${code.toLowerCase()}`) : [`sur=${surname.folded}`];
  });
  // Finds a misspelt surname behind the same given name: a misspelling rarely changes the first letter.
  const initial = lastSurname(person).folded.charAt(0);
  const givenTerms = fullNamesOf(person.given.folded).map((fullName) => `given:${fullName}:${initial}`);
  return [...surnameTerms, ...givenTerms];
}

function lastSurname(person: PersonName): NameWord {
  return person.surnames[person.surnames.length - 1];
}

/** The agreements of two persons' names: one for the given name and one for the surname, or none. */
function personNamesAgree(nameA: string, nameB: string): Agreement[] {
  const a = personName(nameA);
  const b = personName(nameB);
  if (!a || !b) return [];
  const given = givenNamesAgree(a.given, b.given);
  if (!given) return [];
  const formsOfOneName = given.reason === 'same name' || given.reason === 'nickname';
  const surname = surnamesAgree(a, b, formsOfOneName && !isInitial(a.given) && !isInitial(b.given));
  if (!surname) return [];
  const differences = [given, surname].filter((agreement) => agreement.sentence !== undefined);
  if (differences.length > 0) return differences;
  return [{ reason: 'same name', sentence: `${quoted(nameA)} and ${quoted(nameB)} are the same name` }];
}

function givenNamesAgree(a: NameWord, b: NameWord): Agreement | undefined {
  if (a.folded === b.folded) return { reason: 'same name' };
  const nickname = nicknameSentence(a, b);
  if (nickname) return { reason: 'nickname', sentence: nickname };
  if (isInitial(a) !== isInitial(b)) {
    const [initial, full] = isInitial(a) ? [a, b] : [b, a];
    if (full.folded.startsWith(initial.folded)) {
      return { reason: 'same name', sentence: `${initial.written}. may stand for ${full.written}` };
    }
    return undefined;
  }
  // A given name sounding like another is often a different name (Jane, John): only near spellings count.
  const distance = editDistance(a.folded, b.folded);
  if (soundAlike(a.folded, b.folded) && distance <= (shorterLength(a, b) < 5 ? 1 : 2)) {
    return { reason: 'sounds alike', sentence: `${a.written} sounds like ${b.written}` };
  }
  if (distance <= typosAllowed(a, b)) return { reason: 'spelling', sentence: misspelling(a, b) };
  return undefined;
}

/**
 * The closest agreement between a surname of one person and the last surname of the other (José García López
 * is José García). A misspelt surname is accepted only behind the same given name, and with its first letter
 * right, so that the search finds it under the given-name term.
 */
function surnamesAgree(a: PersonName, b: PersonName, allowMisspelling: boolean): Agreement | undefined {
  const pairs = [
    ...a.surnames.map((surname) => [surname, lastSurname(b)] as const),
    ...b.surnames.map((surname) => [lastSurname(a), surname] as const),
  ];
  if (pairs.some(([x, y]) => x.folded === y.folded)) return { reason: 'same name' };
  const soundingAlike = pairs.find(([x, y]) => soundAlike(x.folded, y.folded));
  if (soundingAlike) {
    const [x, y] = soundingAlike;
    return { reason: 'sounds alike', sentence: `${x.written} sounds like ${y.written}` };
  }
  const [x, y] = [lastSurname(a), lastSurname(b)];
  if (
    allowMisspelling &&
    x.folded.charAt(0) === y.folded.charAt(0) &&
    editDistance(x.folded, y.folded) <= typosAllowed(x, y)
  ) {
    return { reason: 'spelling', sentence: misspelling(x, y) };
  }
  return undefined;
}

function nicknameSentence(a: NameWord, b: NameWord): string | undefined {
  const fullNamesOfB = new Set(fullNamesOf(b.folded));
  const shared = fullNamesOf(a.folded).filter((fullName) => fullNamesOfB.has(fullName));
  if (shared.length === 0) return undefined;
  if (shared.includes(a.folded)) return formSentence(b, a);
  if (shared.includes(b.folded)) return formSentence(a, b);
  return `${a.written} and ${b.written} are both forms of ${capitalised(shared[0])}`;
}

function formSentence(form: NameWord, fullName: NameWord): string {
  const kind = form.folded.length + 2 <= fullName.folded.length ? 'a short form' : 'another form';
  return `${form.written} is ${kind} of ${fullName.written}`;
}

function isInitial(word: NameWord): boolean {
  return word.folded.length === 1;
}

// Organisations

function organisationTerms(name: string): string[] {
  const key = organisationKey(name);
  if (!key) return [];
  return [`org:${key}`, ...organisationSounds(key).map((sound) => `orgsound:${sound.toLowerCase()}`)];
}

function organisationNamesAgree(nameA: string, nameB: string): Agreement[] {
  const a = organisationKey(nameA);
  const b = organisationKey(nameB);
  if (!a || !b) return [];
  if (a === b) {
    return [
      {
        reason: 'same organisation',
        sentence: `${quoted(nameA)} and ${quoted(nameB)} name the same organisation`,
      },
    ];
  }
  const soundsOfB = new Set(organisationSounds(b));
  if (organisationSounds(a).some((sound) => soundsOfB.has(sound))) {
    return [{ reason: 'sounds alike', sentence: `${quoted(nameA)} sounds like ${quoted(nameB)}` }];
  }
  return [];
}

/** The name read word by word in Double Metaphone's main and alternative codes ("acme trucking": "AKM TRKNK"). */
function organisationSounds(key: string): string[] {
  const codes = key.split(' ').map((word) => doubleMetaphone(word));
  const sounds = [0, 1].map((reading) => codes.map((code) => code[reading] || '-').join(' '));
  return [...new Set(sounds)];
}

// Spelling and sound

/** A word's Double Metaphone codes, main first; none for a word it cannot read (digits, other scripts). */
function soundCodes(word: string): string[] {
  const [main, alternative] = doubleMetaphone(word);
  return [...new Set([main, alternative])].filter(Boolean);
}

/**
 * Whether two words sound alike: one's main code is either code of the other (Smith and Smyth, Smith and
 * Schmidt). Alternative codes alone agree too readily (Smiht, a misspelling, shares Smith's), and a one-letter
 * code says too little (Li, Lo and Lee are all "L").
 */
function soundAlike(a: string, b: string): boolean {
  const [mainA, alternativeA] = doubleMetaphone(a);
  const [mainB, alternativeB] = doubleMetaphone(b);
  const agrees = (main: string, other: string) => main.length >= 2 && main === other;
  return agrees(mainA, mainB) || agrees(mainA, alternativeB) || agrees(mainB, alternativeA);
}

/** Damerau-Levenshtein: a swap of two neighbouring letters (Smiht) is one edit. */
function editDistance(a: string, b: string): number {
  return levenshtein(a, b).steps;
}

/** One slip in a name of five letters or more, two from eight; none in shorter names, where one letter is a new name. */
function typosAllowed(a: NameWord, b: NameWord): number {
  const shorter = shorterLength(a, b);
  if (shorter >= 8) return 2;
  return shorter >= 5 ? 1 : 0;
}

function shorterLength(a: NameWord, b: NameWord): number {
  return Math.min(a.folded.length, b.folded.length);
}

function misspelling(a: NameWord, b: NameWord): string {
  return `${a.written} may be a misspelling of ${b.written}`;
}

function quoted(name: string): string {
  return `"${name.trim()}"`;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
