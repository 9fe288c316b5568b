/**
 * The statute of limitations a matter's deadline is proposed from: rules kept as data, each with its
 * citation, applied to the facts the matter holds. The answer names the rule, every step taken and the facts
 * it used, so a lawyer can verify it (and a change to one of those facts drops the verification).
 *
 * Dates are civil dates ("YYYY-MM-DD") in Washington: no time zone, no clock. Where a rule leaves a choice,
 * the earlier date is proposed: a deadline met a day early costs nothing, a day late costs the case.
 */

export const LIMITATION_RULES = {
  personalInjury: {
    years: 3,
    citation: 'RCW 4.16.080(2)',
    summary: 'Three years for an injury to the person, from the day of the injury.',
  },
  minority: {
    ageOfMajority: 18,
    citation: 'RCW 4.16.190',
    summary:
      'The period does not run while the injured person is under eighteen; it starts on their eighteenth birthday.',
  },
  localGovernmentClaim: {
    waitDays: 60,
    citation: 'RCW 4.96.020(4)',
    summary:
      'A claim against a local government must be presented first; suit waits 60 days after it is, and the period is tolled during those 60 days.',
  },
  stateClaim: {
    waitDays: 60,
    citation: 'RCW 4.92.110',
    summary:
      'A claim against the state must be presented first; suit waits 60 days after it is, and the period is tolled during those 60 days.',
  },
} as const;

export type LimitationRule = keyof typeof LIMITATION_RULES;

/** Who the claim is against, as far as the rules care. */
export type DefendantKind = 'private' | 'local-government' | 'state';

export interface LimitationFacts {
  /** The day of the injury. */
  incidentDate: string;
  /** The injured client's date of birth, where the firm has it. */
  clientBirthDate?: string | null;
  defendantKind: DefendantKind;
  /** The day the claim was presented to the government body (RCW 4.96.020 / 4.92.110), once it has been. */
  claimPresentedOn?: string | null;
}

export type LimitationFact = keyof LimitationFacts;

export interface ProposedDeadline {
  /** The last day to file suit, as proposed (a lawyer verifies it). */
  date: string;
  /** The rules applied, in order, with their citations. */
  rules: LimitationRule[];
  /** One sentence per step, in order, each naming its citation. */
  steps: string[];
  /** The facts the proposal depends on: a change to any of them drops a lawyer's verification. */
  factsUsed: LimitationFact[];
  /** What the firm still has to do or find out for the date to hold, if anything. */
  warnings: string[];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A civil date as [year, month 1-12, day], or an error naming the fact. */
function parts(date: string, fact: string): [number, number, number] {
  const match = DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    !match ||
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  )
    throw new RangeError(`${fact} is not a date (YYYY-MM-DD): ${date}`);
  return [year, month, day];
}

/** Whether `value` is a real civil date, YYYY-MM-DD. */
export function isCivilDate(value: string): boolean {
  try {
    parts(value, 'The date');
    return true;
  } catch {
    return false;
  }
}

const format = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The same day `years` later; a 29 February with no 29 February in the target year becomes the 28th (the
 * earlier of the two readings a court might take).
 */
export function addYears(date: string, years: number): string {
  const [year, month, day] = parts(date, 'date');
  return format(year + years, month, Math.min(day, daysInMonth(year + years, month)));
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = parts(date, 'date');
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return format(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** Proposes the last day to file suit for a Washington personal-injury claim, with its reasons. */
export function proposeLimitationDeadline(facts: LimitationFacts): ProposedDeadline {
  parts(facts.incidentDate, 'The incident date');
  const rules: LimitationRule[] = ['personalInjury'];
  const steps: string[] = [];
  const factsUsed: LimitationFact[] = ['incidentDate', 'defendantKind'];
  const warnings: string[] = [];

  let start = facts.incidentDate;
  if (facts.clientBirthDate) {
    parts(facts.clientBirthDate, 'The date of birth');
    factsUsed.push('clientBirthDate');
    const majority = addYears(facts.clientBirthDate, LIMITATION_RULES.minority.ageOfMajority);
    if (majority > facts.incidentDate) {
      rules.push('minority');
      start = majority;
      steps.push(
        `The client was under 18 on ${facts.incidentDate}: the period starts on their 18th birthday, ${majority} (${LIMITATION_RULES.minority.citation}).`,
      );
    }
  } else {
    warnings.push(
      'No date of birth on file: if the client was a minor, the period starts later (RCW 4.16.190).',
    );
  }

  let date = addYears(start, LIMITATION_RULES.personalInjury.years);
  steps.push(
    `Three years from ${start === facts.incidentDate ? 'the injury' : 'that birthday'}: ${date} (${LIMITATION_RULES.personalInjury.citation}).`,
  );

  if (facts.defendantKind !== 'private') {
    const rule: LimitationRule = facts.defendantKind === 'state' ? 'stateClaim' : 'localGovernmentClaim';
    const { waitDays, citation } = LIMITATION_RULES[rule];
    rules.push(rule);
    if (facts.claimPresentedOn) {
      parts(facts.claimPresentedOn, 'The claim date');
      factsUsed.push('claimPresentedOn');
      if (facts.claimPresentedOn <= date) {
        date = addDays(date, waitDays);
        steps.push(
          `The claim was presented on ${facts.claimPresentedOn}, within the period: it is tolled ${waitDays} days, to ${date} (${citation}).`,
        );
        const earliestSuit = addDays(facts.claimPresentedOn, waitDays);
        warnings.push(
          `Suit may not be filed before ${earliestSuit}, ${waitDays} days after the claim (${citation}).`,
        );
      } else {
        warnings.push(
          `The claim was presented on ${facts.claimPresentedOn}, after the period ended: no tolling applies (${citation}).`,
        );
      }
    } else {
      warnings.push(
        `A claim must be presented before suit (${citation}); present it at least ${waitDays} days before ${date}.`,
      );
    }
  }
  return { date, rules, steps, factsUsed, warnings };
}
