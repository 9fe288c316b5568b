import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './links';

describe('mailto: and tel: links', () => {
  it('open a message to the address and nothing else', () => {
    expect(mailtoHref('ana.lopez@example.com')).toBe('mailto:ana.lopez@example.com');
    const hostile = mailtoHref('client@example.com?bcc=x%40evil.example&body=Hi#x');
    expect(hostile).toBe('mailto:client@example.com%3Fbcc%3Dx%2540evil.example%26body%3DHi%23x');
    const url = new URL(hostile);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
  });

  it('dial digits, keeping the + of an international number', () => {
    expect(telHref('(206) 555-0199')).toBe('tel:2065550199');
    expect(telHref(' +1 206.555.0148 ')).toBe('tel:+12065550148');
    expect(telHref('206?body=x')).toBe('tel:206');
  });
});
