/**
 * Washington's personal-injury limitation rules as the matter page proposes them: each case names the rule
 * and its citation, and the date a lawyer would compute by hand.
 */
import { describe, expect, it } from 'vitest';
import { addDays, addYears, proposeLimitationDeadline } from './limitations';

describe('the proposed statute-of-limitations date', () => {
  it('is three years from the injury for an adult (RCW 4.16.080(2))', () => {
    const proposed = proposeLimitationDeadline({
      incidentDate: '2026-03-14',
      clientBirthDate: '1990-07-01',
      defendantKind: 'private',
    });
    expect(proposed).toMatchObject({ date: '2029-03-14', rules: ['personalInjury'], warnings: [] });
    expect(proposed.steps).toEqual(['Three years from the injury: 2029-03-14 (RCW 4.16.080(2)).']);
    expect(proposed.factsUsed).toEqual(['incidentDate', 'defendantKind', 'clientBirthDate']);
  });

  it('does not run while the client is a minor: three years from the 18th birthday (RCW 4.16.190)', () => {
    const proposed = proposeLimitationDeadline({
      incidentDate: '2025-06-01',
      clientBirthDate: '2010-09-15',
      defendantKind: 'private',
    });
    expect(proposed.date).toBe('2031-09-15');
    expect(proposed.rules).toEqual(['personalInjury', 'minority']);
    expect(proposed.steps).toEqual([
      'The client was under 18 on 2025-06-01: the period starts on their 18th birthday, 2028-09-15 (RCW 4.16.190).',
      'Three years from that birthday: 2031-09-15 (RCW 4.16.080(2)).',
    ]);
  });

  it('counts an injury on the 18th birthday as an adult’s', () => {
    expect(
      proposeLimitationDeadline({
        incidentDate: '2028-09-15',
        clientBirthDate: '2010-09-15',
        defendantKind: 'private',
      }).date,
    ).toBe('2031-09-15');
  });

  it('takes 28 February for a 29 February with none three years on, the earlier reading (leap day)', () => {
    expect(proposeLimitationDeadline({ incidentDate: '2028-02-29', defendantKind: 'private' }).date).toBe(
      '2031-02-28',
    );
    // Born on a leap day: of age on 28 February in a common year, the earlier day.
    expect(
      proposeLimitationDeadline({
        incidentDate: '2020-01-10',
        clientBirthDate: '2004-02-29',
        defendantKind: 'private',
      }).date,
    ).toBe('2025-02-28');
  });

  it('warns when no date of birth is on file, because a minor’s period starts later', () => {
    expect(
      proposeLimitationDeadline({ incidentDate: '2026-03-14', defendantKind: 'private' }).warnings,
    ).toEqual([
      'No date of birth on file: if the client was a minor, the period starts later (RCW 4.16.190).',
    ]);
  });

  it('is tolled 60 days by a claim presented to a local government within the period (RCW 4.96.020(4))', () => {
    const proposed = proposeLimitationDeadline({
      incidentDate: '2026-03-14',
      clientBirthDate: '1985-01-01',
      defendantKind: 'local-government',
      claimPresentedOn: '2028-11-02',
    });
    expect(proposed.date).toBe('2029-05-13');
    expect(proposed.rules).toEqual(['personalInjury', 'localGovernmentClaim']);
    expect(proposed.steps.at(-1)).toBe(
      'The claim was presented on 2028-11-02, within the period: it is tolled 60 days, to 2029-05-13 (RCW 4.96.020(4)).',
    );
    expect(proposed.warnings).toEqual([
      'Suit may not be filed before 2029-01-01, 60 days after the claim (RCW 4.96.020(4)).',
    ]);
    expect(proposed.factsUsed).toContain('claimPresentedOn');
  });

  it('names the state’s own rule for a claim against the state (RCW 4.92.110)', () => {
    const proposed = proposeLimitationDeadline({
      incidentDate: '2026-03-14',
      clientBirthDate: '1985-01-01',
      defendantKind: 'state',
      claimPresentedOn: '2026-05-01',
    });
    expect(proposed.date).toBe('2029-05-13');
    expect(proposed.rules).toEqual(['personalInjury', 'stateClaim']);
  });

  it('asks for the claim first while none has been presented, and grants no tolling to a late one', () => {
    expect(
      proposeLimitationDeadline({
        incidentDate: '2026-03-14',
        clientBirthDate: '1985-01-01',
        defendantKind: 'local-government',
      }),
    ).toMatchObject({
      date: '2029-03-14',
      warnings: [
        'A claim must be presented before suit (RCW 4.96.020(4)); present it at least 60 days before 2029-03-14.',
      ],
    });
    expect(
      proposeLimitationDeadline({
        incidentDate: '2026-03-14',
        clientBirthDate: '1985-01-01',
        defendantKind: 'local-government',
        claimPresentedOn: '2029-03-15',
      }).date,
    ).toBe('2029-03-14');
  });

  it('refuses a date that is not one, naming the fact', () => {
    expect(() => proposeLimitationDeadline({ incidentDate: '2026-02-30', defendantKind: 'private' })).toThrow(
      'The incident date is not a date (YYYY-MM-DD): 2026-02-30',
    );
    expect(() =>
      proposeLimitationDeadline({
        incidentDate: '2026-02-03',
        clientBirthDate: '03/02/2010',
        defendantKind: 'private',
      }),
    ).toThrow('The date of birth is not a date');
  });
});

describe('civil date arithmetic', () => {
  it('adds years and days across month, year and leap-year ends', () => {
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addDays('2028-12-31', 1)).toBe('2029-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2029-03-14', 60)).toBe('2029-05-13');
  });
});
