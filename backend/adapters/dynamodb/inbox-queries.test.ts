/** The inbox's views as the domain checks them and the index that answers each (no dynalite needed). */
import { describe, expect, it } from 'vitest';
import { INBOX_MESSAGES, type InboxFilter } from '../../contract/consultation-inbox';
import { checkInboxFilter } from '../../domain/consultations/inbox';
import { inboxQueryOf } from './inbox-queries';

const planInboxQuery = (filter: InboxFilter) => inboxQueryOf(checkInboxFilter(filter));

describe('which index answers an inbox view', () => {
  it('lists everything but spam on the time stream', () => {
    expect(planInboxQuery({})).toEqual({ index: 'byTime', key: 'all', excludeSpam: false });
  });
  it('filters a status on the status index, spam included only when chosen', () => {
    expect(planInboxQuery({ status: 'spam' })).toMatchObject({ index: 'byStatus', key: 'spam' });
    expect(planInboxQuery({ status: 'contacted' })).toMatchObject({ index: 'byStatus', key: 'contacted' });
  });
  it('filters an assignee on the assignee index, a status on top', () => {
    expect(planInboxQuery({ assigneeEmail: ' Dana@Example.com ', status: 'new' })).toEqual({
      index: 'byAssignee',
      key: 'dana@example.com',
      status: 'new',
      excludeSpam: true,
    });
  });
  it('searches by email, phone digits or last name, each on its index', () => {
    expect(planInboxQuery({ search: 'ANA@example.com' })).toMatchObject({
      index: 'byEmail',
      key: 'ana@example.com',
    });
    expect(planInboxQuery({ search: '206-555-0199' })).toMatchObject({ index: 'byPhone', key: '2065550199' });
    expect(planInboxQuery({ search: 'Ana Lopez' })).toMatchObject({
      index: 'byName',
      key: 'lopez',
      excludeSpam: true,
    });
  });
  it('lists the requests whose notice needs a person on the sparse notice index', () => {
    expect(planInboxQuery({ notice: 'failed' })).toEqual({
      index: 'byNotice',
      key: 'failed',
      excludeSpam: false,
    });
    expect(planInboxQuery({ notice: 'sending', status: 'new' })).toMatchObject({
      index: 'byNotice',
      key: 'sending',
      status: 'new',
    });
    expect(() => planInboxQuery({ notice: 'pending' as never })).toThrow(INBOX_MESSAGES.unknownNoticeFilter);
  });
  it('lists a language other than English on the sparse language index, a status on top', () => {
    expect(planInboxQuery({ language: 'es' })).toEqual({
      index: 'byLanguage',
      key: 'es',
      excludeSpam: false,
    });
    expect(planInboxQuery({ language: 'es', status: 'new' })).toEqual({
      index: 'byLanguage',
      key: 'es',
      status: 'new',
      excludeSpam: false,
    });
    // The language index leaves spam out; spam in Spanish is the spam status filtered by language.
    expect(planInboxQuery({ language: 'es', status: 'spam' })).toEqual({
      index: 'byStatus',
      key: 'spam',
      language: 'es',
      excludeSpam: false,
    });
    expect(planInboxQuery({ language: 'es', assigneeEmail: 'dana@example.com' })).toMatchObject({
      index: 'byAssignee',
      language: 'es',
    });
    expect(planInboxQuery({ language: 'es', search: 'ana@example.com' })).toMatchObject({
      index: 'byEmail',
      language: 'es',
    });
  });
  it('filters English on top of the time stream (leads stored before they kept a language are English)', () => {
    expect(planInboxQuery({ language: 'en' })).toEqual({
      index: 'byTime',
      key: 'all',
      language: 'en',
      excludeSpam: false,
    });
    expect(planInboxQuery({ language: 'en', status: 'new' })).toMatchObject({
      index: 'byStatus',
      language: 'en',
    });
  });
  it('refuses an unknown language', () => {
    expect(() => planInboxQuery({ language: 'fr' as never })).toThrow(INBOX_MESSAGES.unknownLanguage);
    expect(INBOX_MESSAGES.unknownLanguage).toBe('Please choose English or Spanish as the language.');
  });
  it('refuses an unknown status and an overlong search', () => {
    expect(() => planInboxQuery({ status: 'won' as never })).toThrow(INBOX_MESSAGES.unknownStatus);
    expect(() => planInboxQuery({ search: 'x'.repeat(255) })).toThrow(INBOX_MESSAGES.searchTooLong);
  });
});
