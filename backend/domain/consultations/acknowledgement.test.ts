/**
 * The acknowledgement's delivery rules with an in-memory store that keeps the adapter's conditions: one
 * claim per request, a certain failure gives it back (counted, queued again or failed after the last try),
 * an unknown failure keeps it, and the sweeper picks queued acknowledgements up after their backoff.
 */
import { describe, expect, it } from 'vitest';
import { NOTICE_RETRY, type TimelineEvent } from '../../contract/consultation-inbox';
import type { Email } from '../mail/email';
import {
  ACKNOWLEDGEMENT_SUBJECT,
  buildAcknowledgement,
  deliverAcknowledgement,
  recipientLimitKey,
} from './acknowledgement';
import {
  ACKNOWLEDGEMENT_RECIPIENT_WINDOW_SECONDS,
  type ConsultationLanguage,
} from '../../contract/consultation';
import { FIRM_IDENTITY } from '../../contract/firm';
import type { AcknowledgementStore, RecipientAllowance } from './ports';
import { newConsultationRecord, type ConsultationRecord } from './consultation-record';
import { MailNotSentError } from './deliver-notice';
import { isAcknowledgementDue, sweepNotices } from './sweep-notices';

const START = new Date('2026-05-01T10:00:00Z');
const MINUTE = 60_000;

class MemoryAcknowledgements implements AcknowledgementStore {
  constructor(readonly record: ConsultationRecord) {}
  async claimAcknowledgement(): Promise<boolean> {
    if (this.record.spam || this.record.acknowledgement) return false;
    this.record.acknowledgement = 'sending';
    delete this.record.acknowledgementQueue;
    return true;
  }
  async markAcknowledged(): Promise<void> {
    this.record.acknowledgement = 'sent';
  }
  async releaseAcknowledgement(_: string, __: string, { now, giveUp }: { now: Date; giveUp: boolean }) {
    delete this.record.acknowledgement;
    this.record.acknowledgementQueue = giveUp ? 'failed' : 'pending';
    this.record.acknowledgementFailures = (this.record.acknowledgementFailures ?? 0) + 1;
    this.record.lastAcknowledgementAttemptAt = now.toISOString();
  }
  async withholdAcknowledgement(): Promise<void> {
    this.record.acknowledgement = 'withheld';
    delete this.record.acknowledgementQueue;
  }
}

/** The adapter's rule: one reservation per address per window, measured from the last one. */
class MemoryRecipients implements RecipientAllowance {
  readonly reservedAt = new Map<string, number>();
  async reserve(recipient: string, now: Date): Promise<boolean> {
    const last = this.reservedAt.get(recipient);
    if (last !== undefined && last > now.getTime() - ACKNOWLEDGEMENT_RECIPIENT_WINDOW_SECONDS * 1000) {
      return false;
    }
    this.reservedAt.set(recipient, now.getTime());
    return true;
  }
  async release(recipient: string, reservedAt: Date): Promise<void> {
    if (this.reservedAt.get(recipient) === reservedAt.getTime()) this.reservedAt.delete(recipient);
  }
}

function notifiedRequest(
  email = 'ana@example.com',
  language: ConsultationLanguage = 'en',
): ConsultationRecord {
  const record = newConsultationRecord(
    {
      firstName: 'Ana',
      lastName: 'Lopez',
      email,
      phone: '(206) 555-0199',
      typeOfClient: 'Yes, I am a potential new client',
      language,
      message: 'I was hurt.',
    },
    { idempotencyKey: 'k', spam: false, now: START },
  );
  delete record.noticeQueue;
  return { ...record, status: 'notified', acknowledgementQueue: 'pending' };
}

/** A mail service that is down until `upAt`, recording what it delivered. */
function mailService(clock: { now: Date }, upAt: Date) {
  const delivered: Email[] = [];
  return {
    delivered,
    async send(email: Email): Promise<string> {
      if (clock.now < upAt) throw new MailNotSentError('connect ECONNREFUSED');
      delivered.push(email);
      return `message-${delivered.length}`;
    },
  };
}

function sweeperFor(
  store: MemoryAcknowledgements,
  clock: { now: Date },
  send: (email: Email) => Promise<string>,
  recipients = new MemoryRecipients(),
) {
  const events: TimelineEvent[] = [];
  const deps = {
    store: {
      claimAcknowledgement: () => store.claimAcknowledgement(),
      markAcknowledged: () => store.markAcknowledged(),
      releaseAcknowledgement: store.releaseAcknowledgement.bind(store),
      withholdAcknowledgement: () => store.withholdAcknowledgement(),
      find: async () => store.record,
      claimNotice: async () => false,
      markNotified: async () => undefined,
      releaseNotice: async () => undefined,
    },
    recipients,
    send,
    firmInfoEmail: 'info@firm.example',
    now: () => clock.now,
    recordEvent: async (_: string, event: TimelineEvent) => void events.push(event),
    pendingNotices: async () => [],
    pendingAcknowledgements: async () =>
      store.record.acknowledgementQueue === 'pending' ? [{ ...store.record }] : [],
  };
  return { events, sweep: () => sweepNotices(deps) };
}

describe("the visitor's acknowledgement, retried", () => {
  it('is sent once by the sweeper after the mail service comes back, after its backoff', async () => {
    const clock = { now: START };
    const store = new MemoryAcknowledgements(notifiedRequest());
    const mail = mailService(clock, new Date(START.getTime() + 5 * MINUTE));
    const { events, sweep } = sweeperFor(store, clock, mail.send);

    expect((await sweep()).acknowledgements).toMatchObject({ 'not-sent': 1 });
    expect(store.record).toMatchObject({ acknowledgementQueue: 'pending', acknowledgementFailures: 1 });
    expect(store.record.acknowledgement).toBeUndefined();

    // The first wait after a failure is NOTICE_RETRY.baseDelayMinutes.
    expect(isAcknowledgementDue(store.record, new Date(START.getTime() + MINUTE))).toBe(false);
    expect(isAcknowledgementDue(store.record, new Date(START.getTime() + 2 * MINUTE))).toBe(true);
    clock.now = new Date(START.getTime() + 6 * MINUTE); // the mail service is back
    expect((await sweep()).acknowledgements).toMatchObject({ sent: 1 });
    expect((await sweep()).acknowledgements).toEqual({
      sent: 0,
      already: 0,
      withheld: 0,
      'not-sent': 0,
      waiting: 0,
    });

    expect(mail.delivered).toHaveLength(1);
    expect(mail.delivered[0]!.to).toBe('ana@example.com');
    expect(store.record.acknowledgement).toBe('sent');
    expect(events.map((event) => event.kind)).toEqual(['acknowledgement-failed', 'acknowledged']);
  });

  it(`stops after ${NOTICE_RETRY.maxTries} certain failures and flags it failed`, async () => {
    const clock = { now: START };
    const store = new MemoryAcknowledgements(notifiedRequest());
    const mail = mailService(clock, new Date('2100-01-01'));
    const { events, sweep } = sweeperFor(store, clock, mail.send);
    for (let run = 1; run <= NOTICE_RETRY.maxTries + 2; run += 1) {
      clock.now = new Date(START.getTime() + run * 120 * MINUTE);
      await sweep();
    }
    expect(store.record).toMatchObject({
      acknowledgementQueue: 'failed',
      acknowledgementFailures: NOTICE_RETRY.maxTries,
    });
    expect(events).toHaveLength(NOTICE_RETRY.maxTries);
    expect(events.at(-1)!.text).toMatch(/no more automatic tries/);
  });

  it('keeps the claim when the send may have gone out: never sent twice', async () => {
    const store = new MemoryAcknowledgements(notifiedRequest());
    const send = async (): Promise<string> => {
      throw new Error('socket hang up after the request was written');
    };
    const deps = { store, send, recipients: new MemoryRecipients() };
    await expect(deliverAcknowledgement(store.record, deps)).rejects.toThrow('socket hang up');
    expect(store.record.acknowledgement).toBe('sending');
    expect(store.record.acknowledgementQueue).toBeUndefined();
    expect(await deliverAcknowledgement(store.record, deps)).toBe('already');
  });
});

describe("the visitor's acknowledgement, withheld", () => {
  const sent: Email[] = [];
  const send = async (email: Email) => String(sent.push(email));

  it('is never sent for an unverified request, and leaves the queue', async () => {
    const store = new MemoryAcknowledgements({ ...notifiedRequest(), unverified: true });
    const events: TimelineEvent[] = [];
    const recordEvent = async (_: string, event: TimelineEvent) => void events.push(event);
    const deps = { store, send, recipients: new MemoryRecipients(), recordEvent };
    expect(await deliverAcknowledgement(store.record, deps)).toBe('withheld');
    expect(store.record).toMatchObject({ acknowledgement: 'withheld' });
    expect(store.record.acknowledgementQueue).toBeUndefined();
    expect(events.map((event) => event.kind)).toEqual(['acknowledgement-withheld']);
    expect(sent).toHaveLength(0);
  });

  it('goes to one address at most once per window, whatever the number of requests', async () => {
    const recipients = new MemoryRecipients();
    const at = (minutes: number) => () => new Date(START.getTime() + minutes * MINUTE);
    const deliver = (minutes: number) => {
      const store = new MemoryAcknowledgements(notifiedRequest());
      return deliverAcknowledgement(store.record, { store, send, recipients, now: at(minutes) });
    };
    expect(await deliver(0)).toBe('sent');
    expect(await deliver(1)).toBe('withheld');
    expect(await deliver(24 * 60 - 1)).toBe('withheld');
    expect(await deliver(24 * 60)).toBe('sent');
    expect(sent).toHaveLength(2);
  });

  it('gives the address back when the send certainly failed', async () => {
    const recipients = new MemoryRecipients();
    const store = new MemoryAcknowledgements(notifiedRequest());
    const down = async (): Promise<string> => {
      throw new MailNotSentError('connect ECONNREFUSED');
    };
    expect(await deliverAcknowledgement(store.record, { store, send: down, recipients })).toBe('not-sent');
    expect(recipients.reservedAt.size).toBe(0);
  });

  it('counts name+tag@ and NAME@ as name@, and mails the address as it was typed', async () => {
    const recipients = new MemoryRecipients();
    const deliverTo = (email: string) => {
      const store = new MemoryAcknowledgements(notifiedRequest(email));
      return deliverAcknowledgement(store.record, { store, send, recipients, now: () => START });
    };
    const before = sent.length;
    expect(await deliverTo('Ana+first@Example.com')).toBe('sent');
    expect(sent.at(-1)?.to).toBe('Ana+first@Example.com');
    for (const again of ['ana@example.com', 'ana+second@example.com', 'ANA+@EXAMPLE.COM']) {
      expect(await deliverTo(again)).toBe('withheld');
    }
    expect(sent.length - before).toBe(1);
  });
});

describe('the limit key of a recipient', () => {
  it('is lower case without a +tag in the local part; the domain is kept whole', () => {
    expect(recipientLimitKey(' Ana.Lopez+Promo@Example.COM ')).toBe('ana.lopez@example.com');
    expect(recipientLimitKey('a+b+c@x.example')).toBe('a@x.example');
    expect(recipientLimitKey('plain@x.example')).toBe('plain@x.example');
    expect(recipientLimitKey('a@b+c.example')).toBe('a@b+c.example');
  });
});

describe('the acknowledgement in the language of the request', () => {
  const SPANISH_SPEAKER =
    'La coordinadora de casos nuevos, Lucía Ramírez, habla español; los abogados trabajan con un intérprete judicial certificado.';

  it('is in English for an English request, as before', () => {
    const email = buildAcknowledgement('ana@example.com', 'id-1', 'en');
    expect(email.subject).toBe(ACKNOWLEDGEMENT_SUBJECT);
    expect(email.subject).toBe('We received your consultation request - Brandt & Okafor');
    expect(email.html).toContain('<html lang="en">');
    expect(email.text).toContain('sending this request does not create an attorney-client relationship');
    expect(email.text).toContain(FIRM_IDENTITY.phoneDisplay);
    expect(email.text).not.toMatch(/español|Lucía/u);
    expect(buildAcknowledgement('ana@example.com', 'id-1')).toEqual(email);
  });

  it('is in Spanish for a Spanish request: subject, HTML and text, with the same facts and notices', () => {
    const email = buildAcknowledgement('ana@example.com', 'id-1', 'es');
    expect(email.subject).toBe('Recibimos su solicitud de consulta - Brandt & Okafor');
    expect(email.tags).toEqual({ consultation: 'id-1' });
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Recibimos su solicitud de consulta');
      expect(part).toContain(FIRM_IDENTITY.phoneDisplay);
      expect(part).toContain('no crea una relación abogado-cliente');
      expect(part).toContain('no nos envíe información confidencial por correo electrónico');
      expect(part).toContain('Si usted no envió esta solicitud, puede ignorar este mensaje.');
      expect(part).toContain(SPANISH_SPEAKER);
      // Who speaks Spanish is the intake coordinator; never the attorneys.
      expect(part).not.toMatch(/abogad[oa]s? (también )?habla/u);
      expect(part).not.toMatch(/We received|attorney-client/u);
    }
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain('Brandt &amp; Okafor');
    expect(email.html).not.toContain('Brandt & Okafor');
  });

  it('goes out in Spanish for a Spanish lead, in English for an English one', async () => {
    for (const [language, subject] of [
      ['es', 'Recibimos su solicitud de consulta - Brandt & Okafor'],
      ['en', ACKNOWLEDGEMENT_SUBJECT],
    ] as const) {
      const store = new MemoryAcknowledgements(notifiedRequest('ana@example.com', language));
      const sent: Email[] = [];
      const outcome = await deliverAcknowledgement(store.record, {
        store,
        recipients: new MemoryRecipients(),
        send: async (email) => (sent.push(email), 'message-1'),
        now: () => START,
      });
      expect(outcome).toBe('sent');
      expect(sent.map((email) => email.subject)).toEqual([subject]);
    }
  });
});
