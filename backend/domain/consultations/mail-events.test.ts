import { describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENT_TAG, buildAcknowledgement } from './acknowledgement';
import { acknowledgementTroubleOf, recordMailEvent, type SesMailEvent } from './mail-events';
import type { TimelineEvent } from '../../contract/consultation-inbox';
import type { AcknowledgementTrouble } from './ports';

const tagged = (id: string) => ({
  timestamp: '2026-11-26T18:00:00.000Z',
  tags: { [ACKNOWLEDGEMENT_TAG]: [id] },
});
const permanent: SesMailEvent = {
  eventType: 'Bounce',
  mail: tagged('c1'),
  bounce: { bounceType: 'Permanent', timestamp: '2026-11-26T18:00:05.000Z' },
};

/** A store whose state moves from sent once, as the conditional write does. */
function setUp() {
  const state = new Map<string, string>([['c1', 'sent']]);
  const events: { id: string; event: TimelineEvent }[] = [];
  const deps = {
    store: {
      markAcknowledgementTrouble: async (id: string, trouble: AcknowledgementTrouble) => {
        if (state.get(id) !== 'sent') return false;
        state.set(id, trouble);
        return true;
      },
    },
    recordEvent: async (id: string, event: TimelineEvent) => {
      events.push({ id, event });
    },
    now: () => new Date('2026-11-26T18:01:00Z'),
  };
  return { state, events, deps };
}

describe('mail events about an acknowledgement', () => {
  it('tags the acknowledgement with its request, and with nothing the visitor typed', () => {
    expect(buildAcknowledgement('robin@example.com', 'c1').tags).toEqual({ [ACKNOWLEDGEMENT_TAG]: 'c1' });
  });

  it('record a permanent bounce on the lead once, however often the event comes', async () => {
    const { state, events, deps } = setUp();
    expect(await recordMailEvent(permanent, deps)).toBe(true);
    expect(await recordMailEvent(permanent, deps)).toBe(false);
    expect(state.get('c1')).toBe('bounced');
    expect(events).toEqual([
      {
        id: 'c1',
        event: expect.objectContaining({
          kind: 'acknowledgement-bounced',
          at: '2026-11-26T18:00:05.000Z',
          actorEmail: null,
        }),
      },
    ]);
  });

  it('record a complaint', async () => {
    const { state, deps } = setUp();
    await recordMailEvent({ eventType: 'Complaint', mail: tagged('c1'), complaint: {} }, deps);
    expect(state.get('c1')).toBe('complained');
  });

  it.each<[string, SesMailEvent]>([
    ['a transient bounce', { ...permanent, bounce: { bounceType: 'Transient' } }],
    ['a delivery', { eventType: 'Delivery', mail: tagged('c1') }],
    ['a bounce of a message about no request (a sign-in code)', { ...permanent, mail: { tags: {} } }],
  ])('ignore %s', async (_, event) => {
    const { state, events, deps } = setUp();
    expect(acknowledgementTroubleOf(event)).toBeUndefined();
    expect(await recordMailEvent(event, deps)).toBe(false);
    expect(state.get('c1')).toBe('sent');
    expect(events).toEqual([]);
  });
});
