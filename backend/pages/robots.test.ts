import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robots.txt', () => {
  it('disallows staff paths without hiding a public page that shares a prefix', () => {
    const staffPaths = ['/login', '/message', '/consultations'];
    const robots = robotsTxt('https://law.example', ['/', '/message-reply'], staffPaths);
    expect(robots).toContain('Disallow: /login\n');
    expect(robots).toContain('Disallow: /consultations\n');
    expect(robots).toContain('Disallow: /message$\n');
    expect(robots).toContain('Sitemap: https://law.example/sitemap.xml');
  });
});
