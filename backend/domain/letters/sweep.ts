/**
 * The notice sweeper's work on letters, every run: a reminder to each signer who has not signed 2 and 5 days
 * after a letter was sent (LETTER_REMINDER_DAYS) while it is out, the expiry on record once its last day has
 * passed in the firm's zone, and the sealing job again for a letter signed (or countersigned) whose sealing
 * did not finish.
 * Each reminder is claimed with a conditional write on the letter's version before it is mailed, so two
 * runs at once, or a rerun, never mail twice; a mail that fails gives its claim back.
 */
import { LETTER_REMINDER_DAYS } from '../../contract/letters';
import { reminderEmail } from './emails';
import type { LetterSweepDependencies } from './ports';
import { allSigned, isPastExpiry, type LetterRecord } from './records';
import { letterAudit, letterEvent, storeNext } from './shared';

const DAY_MS = 24 * 60 * 60 * 1000;

async function remind(deps: LetterSweepDependencies, letter: LetterRecord, now: Date): Promise<number> {
  const waiting = letter.signers.filter((signer) => signer.state !== 'signed' && signer.state !== 'declined');
  const claimed = await storeNext(deps, letter, { remindersSent: letter.remindersSent + 1 }, [
    letterEvent('reminded', now, 'system', undefined, waiting.map((signer) => signer.email).join(', ')),
  ]);
  if (!claimed) return 0;
  try {
    for (const signer of waiting) await deps.sendMail(reminderEmail(letter, signer));
  } catch (error) {
    await storeNext(deps, claimed, { remindersSent: letter.remindersSent, events: letter.events });
    throw error;
  }
  await deps.audit.recordAfter(
    letterAudit({ kind: 'system' }, 'letters.reminded', claimed, `reminder ${claimed.remindersSent}`),
  );
  return waiting.length;
}

async function recordExpiry(deps: LetterSweepDependencies, letter: LetterRecord, now: Date) {
  const expired = await storeNext(deps, letter, { expiryRecorded: true }, [
    letterEvent('expired', now, 'system'),
  ]);
  if (!expired) return false;
  await deps.audit.recordAfter(letterAudit({ kind: 'system' }, 'letters.expired', expired, letter.expiresOn));
  await deps.timeline(letter.caseId, {
    at: now.toISOString(),
    kind: 'letter',
    actorEmail: null,
    text: `${letter.title} expired unsigned`,
  });
  return true;
}

/** One run over the letters due; a failure on one letter does not stop the others. */
export async function sweepLetters(deps: LetterSweepDependencies) {
  const now = deps.now();
  const tally = { letterReminders: 0, lettersExpired: 0, lettersToSeal: 0 };
  const failures: unknown[] = [];
  const { items } = await deps.store.dueLetters(now.toISOString());
  for (const letter of items) {
    try {
      if (letter.state === 'signed' && letter.countersign) {
        await deps.startLanding(letter.id);
        tally.lettersToSeal += 1;
        continue;
      }
      if (letter.state !== 'sent') continue;
      if (allSigned(letter)) {
        await deps.startLanding(letter.id);
        tally.lettersToSeal += 1;
      } else if (isPastExpiry(letter, now)) {
        if (!letter.expiryRecorded && (await recordExpiry(deps, letter, now))) tally.lettersExpired += 1;
      } else {
        const days = LETTER_REMINDER_DAYS[letter.remindersSent];
        if (days !== undefined && new Date(letter.sentAt).getTime() + days * DAY_MS <= now.getTime())
          tally.letterReminders += await remind(deps, letter, now);
      }
    } catch (error) {
      deps.log.error('letter-sweep-failed', { letterId: letter.id, error: String(error) });
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
  return tally;
}
