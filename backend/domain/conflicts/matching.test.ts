import { describe, expect, it } from 'vitest';
import { matchParties, searchTermsOf, type MatchReason, type PartyIdentity } from './matching';

const person = (name: string, contact: Partial<PartyIdentity> = {}): PartyIdentity => ({
  kind: 'person',
  name,
  ...contact,
});
const organisation = (name: string, contact: Partial<PartyIdentity> = {}): PartyIdentity => ({
  kind: 'organisation',
  name,
  ...contact,
});

const matches: [string, PartyIdentity, PartyIdentity, MatchReason[]][] = [
  ['the same name', person('Robert Smith'), person('Robert Smith'), ['same name']],
  ['a nickname', person('Bob Smith'), person('Robert Smith'), ['nickname']],
  ['Liz for Elizabeth', person('Liz Taylor'), person('Elizabeth Taylor'), ['nickname']],
  ['two forms of one name', person('Bill Turner'), person('Will Turner'), ['nickname']],
  ['Pepe for José', person('Pepe Hernández'), person('José Hernandez'), ['nickname']],
  ['Paco for Francisco', person('Paco Ruiz'), person('Francisco Ruiz'), ['nickname']],
  ['Lupe for Guadalupe', person('Lupe Ortiz'), person('Guadalupe Ortiz'), ['nickname']],
  ['Chuy for Jesús', person('Chuy Ramírez'), person('Jesus Ramirez'), ['nickname']],
  ['Memo for Guillermo', person('Memo Castillo'), person('Guillermo Castillo'), ['nickname']],
  ['a surname that sounds alike', person('John Smyth'), person('John Smith'), ['sounds alike']],
  ['a surname read the German way', person('Karen Schmidt'), person('Karen Smith'), ['sounds alike']],
  ['a given name that sounds alike', person('Jon Anderson'), person('John Anderson'), ['sounds alike']],
  ['a misspelt surname', person('Robert Smiht'), person('Robert Smith'), ['spelling']],
  [
    'a misspelt surname behind a nickname',
    person('Bob Smiht'),
    person('Robert Smith'),
    ['nickname', 'spelling'],
  ],
  ['a misspelt given name', person('Chirstopher Nolan'), person('Christopher Nolan'), ['spelling']],
  ['two slips in a long surname', person('Maria Hrenandes'), person('Maria Hernandez'), ['spelling']],
  ['accents and case', person('JOSÉ GARCÍA'), person('jose garcia'), ['same name']],
  ['"Last, First"', person('Smith, Robert'), person('Robert Smith'), ['same name']],
  ['a middle initial on one side', person('Robert J. Smith'), person('Bob Smith'), ['nickname']],
  ['a middle name on one side', person('Mary Ann Jones'), person('Mary Jones'), ['same name']],
  ['a title and a generation', person('Dr. Robert Smith Jr.'), person('Robert Smith'), ['same name']],
  ['a first initial', person('R. Smith'), person('Robert Smith'), ['same name']],
  ['one of two Spanish surnames', person('José García López'), person('José García'), ['same name']],
  ['a surname particle', person('Juan de la Cruz'), person('Juan Cruz'), ['same name']],
  [
    '"Inc." and "LLC"',
    organisation('Acme Trucking Inc.'),
    organisation('ACME Trucking, LLC'),
    ['same organisation'],
  ],
  [
    '"Company"',
    organisation('Acme Trucking Company'),
    organisation('Acme Trucking, L.L.C.'),
    ['same organisation'],
  ],
  [
    '"Insurance Company"',
    organisation('Evergreen Mutual Insurance Company'),
    organisation('Evergreen Mutual'),
    ['same organisation'],
  ],
  [
    '"The" and "&"',
    organisation('The Smith & Jones Co.'),
    organisation('Smith and Jones'),
    ['same organisation'],
  ],
  [
    'an organisation that sounds alike',
    organisation('Akme Trucking'),
    organisation('Acme Trucking'),
    ['sounds alike'],
  ],
  [
    'the same email',
    person('Dana Whitfield', { email: ' Dana.W@Example.com ' }),
    person('D. Okonkwo', { email: 'dana.w@example.com' }),
    ['same email'],
  ],
  [
    'the same phone',
    person('Sam Lee', { phone: '+1 (206) 555-0147' }),
    person('Samuel Park', { phone: '206.555.0147' }),
    ['same phone'],
  ],
  [
    'a person and an organisation by phone',
    person('Gary Holt', { phone: '1-206-555-0199' }),
    organisation('Holt Towing LLC', { phone: '(206) 555 0199' }),
    ['same phone'],
  ],
  [
    'name, email and phone at once',
    person('Bob Smith', { email: 'bob@example.com', phone: '2065550147' }),
    person('Robert Smith', { email: 'BOB@example.com', phone: '+12065550147' }),
    ['nickname', 'same email', 'same phone'],
  ],
];

const nonMatches: [string, PartyIdentity, PartyIdentity][] = [
  ['different given names on one surname', person('John Smith'), person('Mary Smith')],
  ['one given name on different surnames', person('Robert Smith'), person('Robert Jones')],
  ['different trades of one brand', organisation('Acme Trucking'), organisation('Acme Roofing')],
  ['one slip in a short surname', person('Al Li'), person('Al Lo')],
  ['one slip in a short given name', person('Mary Smith'), person('Mark Smith')],
  ['given names that only share a sound', person('Jane Smith'), person('John Smith')],
  [
    'a misspelt surname behind a given name that only sounds alike',
    person('Jon Smiht'),
    person('John Smith'),
  ],
  ['two slips in a surname under eight letters', person('Robert Pakrre'), person('Robert Parker')],
  ['a misspelt first letter', person('Robert Dmith'), person('Robert Smith')],
  ['a person and an organisation of one name', person('Acme Trucking'), organisation('Acme Trucking')],
  ['a given name alone', person('Robert'), person('Robert')],
  ['a middle name mistaken for a surname', person('Mary Ann Smith'), person('Mary Ann Jones')],
  ['a wrong initial', person('J. Smith'), person('Robert Smith')],
  [
    'different emails and phones',
    person('Ann Lee', { email: 'ann@example.com', phone: '206-555-0147' }),
    person('Tom Ito', { email: 'tom@example.com', phone: '206-555-0148' }),
  ],
  ['fragments of phone numbers', person('Ann Lee', { phone: '0147' }), person('Tom Ito', { phone: '0147' })],
  ['text that is no email', person('Ann Lee', { email: 'none' }), person('Tom Ito', { email: 'NONE' })],
];

describe('matching parties', () => {
  it.each(matches)('finds %s', (_, a, b, reasons) => {
    expect(matchParties(a, b)?.reasons).toEqual(reasons);
    expect(matchParties(b, a)?.reasons.toSorted()).toEqual(reasons.toSorted());
  });

  it.each(nonMatches)('does not match %s', (_, a, b) => {
    expect(matchParties(a, b)).toBeUndefined();
    expect(matchParties(b, a)).toBeUndefined();
  });

  it('finds every pair it matches through a search term both parties are filed under', () => {
    for (const [, a, b] of matches) {
      const termsOfB = new Set(searchTermsOf(b));
      expect(
        searchTermsOf(a).filter((term) => termsOfB.has(term)),
        `${a.name} and ${b.name}`,
      ).not.toEqual([]);
    }
  });

  it('says why in one sentence a person can read', () => {
    expect(matchParties(person('Bob Smyth'), person('Robert Smith'))?.explanation).toBe(
      'Bob is a short form of Robert; Smyth sounds like Smith',
    );
    expect(matchParties(person('Bill Turner'), person('Will Turner'))?.explanation).toBe(
      'Bill and Will are both forms of William',
    );
    expect(matchParties(person('Smith, Robert'), person('Robert J. Smith'))?.explanation).toBe(
      '"Smith, Robert" and "Robert J. Smith" are the same name',
    );
    expect(matchParties(person('Robert Smiht'), person('Robert Smith'))?.explanation).toBe(
      'Smiht may be a misspelling of Smith',
    );
    expect(
      matchParties(
        person('Ann Lee', { phone: '+1 (206) 555-0147', email: 'ann@example.com' }),
        person('Ann Li', { phone: '206.555.0147', email: 'ANN@example.com ' }),
      )?.explanation,
    ).toBe('Both give the email ann@example.com; both give the phone number 2065550147');
  });
});

describe('search terms', () => {
  it('file a person under the sounds of the surname and the full given name with the surname initial', () => {
    expect(searchTermsOf(person('Bob Smith')).toSorted()).toEqual(
      ['given:robert:s', 'sur:sm0', 'sur:xmt'].toSorted(),
    );
  });

  it('are lowercase keys with a type prefix, the email and phone normalised', () => {
    const terms = searchTermsOf(
      person('José García', { email: ' Jose@Example.COM', phone: '+1 (206) 555-0147' }),
    );
    expect(terms).toEqual(
      expect.arrayContaining(['email:jose@example.com', 'phone:2065550147', 'given:jose:g']),
    );
    for (const term of terms) expect(term).toMatch(/^[a-z]+[:=][a-z0-9@.:_ -]+$/);
  });

  it('file an organisation under its name without suffixes and its sound', () => {
    expect(searchTermsOf(organisation('The Acme Trucking Co., Inc.'))).toEqual([
      'org:acme trucking',
      'orgsound:akm trknk',
    ]);
  });

  it('stay a few lookups for a person with two surnames and a common nickname', () => {
    expect(
      searchTermsOf(person('Al García López', { email: 'al@example.com', phone: '2065550147' })).length,
    ).toBeLessThanOrEqual(12);
  });
});
