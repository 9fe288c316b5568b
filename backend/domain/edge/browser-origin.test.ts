import { describe, expect, it } from 'vitest';
import { FOREIGN_ORIGIN_MESSAGE, isForeignBrowserCall, refuseForeignBrowserCall } from './browser-origin';

const site = () => 'https://www.brandtokafor.example/';

describe('a browser call from another page', () => {
  it.each([
    [{ origin: 'https://evil.example' }],
    [{ Origin: 'https://www.brandtokafor.example.evil.example' }],
    [{ origin: 'http://www.brandtokafor.example' }],
    [{ origin: 'null' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'Sec-Fetch-Site': 'same-site' }],
  ])('is refused: %j', (headers) => {
    expect(isForeignBrowserCall(headers, site)).toBe(true);
    expect(() => refuseForeignBrowserCall(headers, site)).toThrow(FOREIGN_ORIGIN_MESSAGE);
  });

  it.each([
    [{ origin: 'https://www.brandtokafor.example', 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }],
    [{ 'user-agent': 'curl/8' }],
    [{}],
  ])('is not, from the site itself or from no browser: %j', (headers) => {
    expect(isForeignBrowserCall(headers, site)).toBe(false);
  });

  it('names the phone number in its message', () => {
    expect(FOREIGN_ORIGIN_MESSAGE).toContain('(206) 555-0148');
  });
});
