/**
 * For the integration tests that move the local stack's clock through the firm's week: moving to a weekday
 * and hour in the firm's zone, and sending a lead through the public form, each from a loopback address of
 * its own (the form is throttled per network).
 */
import { randomUUID } from 'node:crypto';
import { productClock } from '../adapters/clock';
import { DEFAULT_FIRM_SETTINGS } from '../contract/firm-settings';
import { instantAt, wallTime } from '../domain/settings/business-time';
import { postConsultation } from '../handlers/graphql/consultations/consultation-client';
import type { TestStack } from './test-stack';

const ZONE = DEFAULT_FIRM_SETTINGS.timeZone;
const MINUTE = 60_000;

export function movedClockLeads(stack: TestStack) {
  /** Moves the clock forward to the next `weekday` (ISO, 1 = Monday) at `hour:minute` in the firm's zone. */
  function moveTo(weekday: number, hour: number, minute: number): Date {
    const now = productClock();
    for (let days = 0; days < 8; days += 1) {
      const day = wallTime(new Date(now.getTime() + days * 24 * 60 * MINUTE), ZONE);
      const date = { year: day.year, month: day.month, day: day.day };
      const target = instantAt(date, hour * 60 + minute, ZONE);
      const isoWeekday = ((new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7) + 1;
      if (isoWeekday === weekday && target > now) {
        stack.moveClock(Math.ceil((target.getTime() - now.getTime()) / MINUTE));
        return target;
      }
    }
    throw new Error('no such day ahead');
  }

  let visitor = 0;
  /** A new lead through the public form; its id. */
  async function submitLead(): Promise<string> {
    visitor += 1;
    const tag = randomUUID().slice(0, 8);
    const answer = await postConsultation(
      stack.url,
      {
        firstName: 'Robin',
        lastName: `Hale${tag}`,
        email: `robin-${tag}@example.com`,
        phone: `(206) 555-01${String(visitor).padStart(2, '0')}`,
        typeOfClient: 'Yes, I am a potential new client',
        message: 'I was hurt in a crash.',
        idempotencyKey: randomUUID(),
      },
      `127.71.0.${visitor}`,
    );
    if (!answer.consultation) throw new Error(`submit failed: ${answer.errorMessage}`);
    return answer.consultation._id;
  }

  /** Moves the clock on by minutes; returns the new time. */
  const wait = (minutes: number) => stack.moveClock(minutes);

  return { moveTo, wait, submitLead, zone: ZONE, minute: MINUTE };
}
