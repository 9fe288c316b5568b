import { describe, expect, it } from 'vitest';
import { calendarFeedUrl } from '../../contract/calendar-feed';
import { clientUploadLink } from '../../contract/client-requests';
import { loggedUrl } from './logged-url';

const SITE = 'https://www.brandtokafor.example';
const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';

describe('loggedUrl', () => {
  it('keeps no token of any secret link the site makes', () => {
    for (const link of [
      clientUploadLink(SITE, TOKEN),
      calendarFeedUrl(SITE, TOKEN),
      `${SITE}/upload/${TOKEN}`,
      `${SITE}/reset-password?token=${TOKEN}`,
      `/api/calendar/${TOKEN}?x=1`,
    ]) {
      expect(loggedUrl(link), link).not.toContain(TOKEN);
    }
    expect(loggedUrl(calendarFeedUrl(SITE, TOKEN))).toBe(`${SITE}/api/calendar/:token`);
    expect(loggedUrl(`${SITE}/upload/${TOKEN}`)).toBe(`${SITE}/upload/:token`);
    expect(loggedUrl(clientUploadLink(SITE, TOKEN))).toBe(`${SITE}/upload`);
  });

  it('keeps other URLs up to their path, and keywords as they are', () => {
    expect(loggedUrl(`${SITE}/news-media/a-post?utm=x#top`)).toBe(`${SITE}/news-media/a-post`);
    expect(loggedUrl('https://evil.example/upload/a.js')).toBe('https://evil.example/upload/:token');
    expect(loggedUrl('inline')).toBe('inline');
    expect(loggedUrl('eval')).toBe('eval');
    expect(loggedUrl('//cdn.example/x.js?k=v')).toBe('//cdn.example/x.js');
  });
});
