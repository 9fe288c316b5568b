/**
 * No lead is lost, against the real local stack (dynalite, local SES): the firm's notice and the visitor's
 * acknowledgement through a mail outage, the sweeper's retries and backoff, a notice that keeps failing or
 * is stuck in "sending", and a request sent without the bot check.
 */
import { describe, expect, it } from 'vitest';
import { consultationStore, getConsultation } from '../../../adapters/dynamodb/consultations';
import { NOTICE_RETRY } from '../../../contract/consultation-inbox';
import { ResendConsultationNoticeDocument } from '../../../contract/graphql/consultation-inbox.generated';
import { ACKNOWLEDGEMENT_SUBJECT } from '../../../domain/consultations/acknowledgement';
import { deliverConsultationNotice } from '../../../domain/consultations/deliver-notice';
import { sweepNotices } from '../../../domain/consultations/sweep-notices';
import { errorOf } from '../../../testing/auth-test-helpers';
import { withMailDown } from '../../../testing/test-stack';
import { MINUTE, useInbox } from '../../../testing/use-inbox';
import { deliveryDependencies } from '../../composition/delivery';
import { postNotice } from './consultation-client';
import { productClock } from '../../../adapters/clock';

const { stack, signedIn, submit, inbox, open, mailsTo } = useInbox();

describe('no lead is lost', () => {
  it('keeps a request through a mail outage; the sweeper sends exactly one notice and one acknowledgement after recovery', async () => {
    const lead = await submit();
    await withMailDown(async () => {
      expect((await postNotice(stack.url, JSON.stringify({ id: lead._id }))).status).toBe(503);
      // A sweep during the outage changes nothing but the failure count.
      await sweepNotices({
        ...deliveryDependencies(),
        now: () => new Date(productClock().getTime() + 10 * MINUTE),
      });
    });
    expect(await getConsultation(lead._id)).toMatchObject({
      status: 'received',
      noticeFailures: 2,
      noticeQueue: 'pending',
    });
    const later = productClock().getTime() + 60 * MINUTE;
    await sweepNotices({ ...deliveryDependencies(), now: () => new Date(later) });
    await sweepNotices({ ...deliveryDependencies(), now: () => new Date(later + 60 * MINUTE) });

    expect(await mailsTo('info@brandtokafor.example', new RegExp(lead.data.lastName))).toHaveLength(1);
    const acknowledgements = await mailsTo(lead.data.email, new RegExp(ACKNOWLEDGEMENT_SUBJECT.slice(0, 20)));
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]!.body.text).not.toContain(lead.data.message);
    expect(await getConsultation(lead._id)).toMatchObject({ status: 'notified', acknowledgement: 'sent' });
    expect((await getConsultation(lead._id))?.noticeQueue).toBeUndefined();
  });

  it(`flags "notice failed" after ${NOTICE_RETRY.maxTries} tries and stops trying; a person can re-send it`, async () => {
    const lead = await submit();
    await withMailDown(async () => {
      for (let attempt = 1; attempt <= NOTICE_RETRY.maxTries + 2; attempt += 1) {
        await sweepNotices({
          ...deliveryDependencies(),
          now: () => new Date(productClock().getTime() + attempt * 120 * MINUTE),
        });
      }
    });
    expect(await getConsultation(lead._id)).toMatchObject({
      noticeFailures: NOTICE_RETRY.maxTries,
      noticeQueue: 'failed',
    });
    const row = (await inbox({ search: lead.data.email })).items[0]!;
    expect(row.noticeState).toBe('failed');
    expect((await inbox()).noticeAttention.failed).toBeGreaterThanOrEqual(1);
    expect((await inbox({ notice: 'failed' })).items.map((item) => item._id)).toContain(lead._id);

    const { body } = await stack.graphql(
      ResendConsultationNoticeDocument,
      { id: lead._id },
      signedIn.staffToken,
    );
    expect(errorOf(body)).toBeUndefined();
    expect(body.data?.resendConsultationNotice.consultation.noticeState).toBe('sent');
    expect(await mailsTo('info@brandtokafor.example', new RegExp(lead.data.lastName))).toHaveLength(1);
  });

  it('retries an acknowledgement that failed after the notice went out, after its backoff, and sends it once', async () => {
    const lead = await submit();
    const acknowledgements = () => mailsTo(lead.data.email, new RegExp(ACKNOWLEDGEMENT_SUBJECT.slice(0, 20)));
    // The notice goes out; then the mail service is down when the acknowledgement is tried.
    expect(await deliverConsultationNotice(lead._id, deliveryDependencies())).toBe('sent');
    expect(await getConsultation(lead._id)).toMatchObject({ acknowledgementQueue: 'pending' });
    await withMailDown(() => sweepNotices(deliveryDependencies()));
    expect(await getConsultation(lead._id)).toMatchObject({
      status: 'notified',
      acknowledgementQueue: 'pending',
      acknowledgementFailures: 1,
    });
    expect(await acknowledgements()).toHaveLength(0);

    // The service is back: nothing before the backoff is over, then exactly one acknowledgement.
    await sweepNotices(deliveryDependencies());
    expect(await acknowledgements()).toHaveLength(0);
    await sweepNotices({
      ...deliveryDependencies(),
      now: () => new Date(productClock().getTime() + 10 * MINUTE),
    });
    await sweepNotices({
      ...deliveryDependencies(),
      now: () => new Date(productClock().getTime() + 60 * MINUTE),
    });
    expect(await acknowledgements()).toHaveLength(1);
    const stored = await getConsultation(lead._id);
    expect(stored).toMatchObject({ acknowledgement: 'sent', acknowledgementFailures: 1 });
    expect(stored?.acknowledgementQueue).toBeUndefined();

    const kinds = (await open(lead._id)).timeline.map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['notice-sent', 'acknowledgement-failed', 'acknowledged']));
  });

  it('labels a request sent without the bot check unverified, with the withheld acknowledgement on its timeline', async () => {
    const lead = await submit({ botCheck: null });
    await postNotice(stack.url, JSON.stringify({ id: lead._id }));
    const consultation = await open(lead._id);
    expect(consultation.consultation.unverified).toBe(true);
    expect(consultation.timeline.map((event) => event.kind)).toContain('acknowledgement-withheld');
    const listed = await inbox({ search: lead.data.email });
    expect(listed.items.map((item) => [item._id, item.unverified])).toEqual([[lead._id, true]]);
  });

  it('never re-sends a notice stuck in "sending" by itself', async () => {
    const lead = await submit();
    expect(await consultationStore.claimNotice(lead._id, productClock())).toBe(true);
    await sweepNotices({
      ...deliveryDependencies(),
      now: () => new Date(productClock().getTime() + 600 * MINUTE),
    });
    expect((await getConsultation(lead._id))?.status).toBe('notifying');
    expect(await mailsTo('info@brandtokafor.example', new RegExp(lead.data.lastName))).toHaveLength(0);
    expect((await inbox({ search: lead.data.email })).items[0]!.noticeState).toBe('sending');
    const stuck = (await inbox({ notice: 'sending' })).items;
    expect(stuck.map((item) => item._id)).toContain(lead._id);
    expect(stuck.every((item) => item.noticeState === 'sending')).toBe(true);
  });
});

describe('a request made in Spanish', () => {
  it('stores es, and its visitor is acknowledged in Spanish while the firm is told it is Spanish', async () => {
    const lead = await submit({ language: 'es' });
    expect(await getConsultation(lead._id)).toMatchObject({ language: 'es' });
    expect((await postNotice(stack.url, JSON.stringify({ id: lead._id }))).status).toBe(200);

    const [notice, ...moreNotices] = await mailsTo(
      'info@brandtokafor.example',
      new RegExp(`${lead.data.lastName} \\(Spanish\\)$`),
    );
    expect(moreNotices).toHaveLength(0);
    expect(notice!.body.text).toContain('Language: Spanish');

    const acknowledgements = await mailsTo(lead.data.email, /./u);
    expect(acknowledgements.map((mail) => mail.subject)).toEqual([
      'Recibimos su solicitud de consulta - Brandt & Okafor',
    ]);
    const { text, html } = acknowledgements[0]!.body;
    for (const part of [text!, html!]) {
      expect(part).toContain('no crea una relación abogado-cliente');
      expect(part).toContain(
        'Lucía Ramírez, habla español; los abogados trabajan con un intérprete judicial certificado',
      );
    }
    expect(text).not.toContain(lead.data.message);
  });

  it('keeps an English request, or one without a language, in English', async () => {
    for (const language of ['en', undefined] as const) {
      const lead = await submit(language ? { language } : {});
      expect(await getConsultation(lead._id)).toMatchObject({ language: 'en' });
      expect((await postNotice(stack.url, JSON.stringify({ id: lead._id }))).status).toBe(200);
      expect((await mailsTo(lead.data.email, /./u)).map((mail) => mail.subject)).toEqual([
        ACKNOWLEDGEMENT_SUBJECT,
      ]);
      const notices = await mailsTo('info@brandtokafor.example', new RegExp(lead.data.lastName));
      expect(notices.map((mail) => mail.subject)).toEqual([
        `New consultation request from Ana ${lead.data.lastName}`,
      ]);
      expect(notices[0]!.body.text).not.toContain('Language:');
    }
  });
});
