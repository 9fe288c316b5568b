import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOUDFRONT_DOMAIN_BUILD_ORIGIN } from '../contract/deployment';
import type { PageRenderer } from '../domain/posts/public-pages';
import { sitemapWithPosts } from '../domain/posts/public-pages';
import { inlineScriptHashes } from './page-csp';
import { rendererServedAt } from './served-origin';

const SERVED = 'https://d111111abcdef8.cloudfront.net';

function builtFor(origin: string): PageRenderer {
  return {
    facts: { origin, sitemapPaths: ['/', '/news-media/'] },
    render: async (path) => ({
      html: {
        key: `${path.slice(1)}/index.html`,
        body: `<link rel="canonical" href="${origin}${path}/"><script type="application/ld+json">{"url":"${origin}/"}</script>`,
      },
      ...(path === '/news-media/x'
        ? { data: { key: 'news-media/x.data', body: `["${origin}/logo.svg"]` } }
        : {}),
    }),
  };
}

describe('a renderer whose build named the CloudFront stand-in', () => {
  const renderer = rendererServedAt(builtFor(CLOUDFRONT_DOMAIN_BUILD_ORIGIN), SERVED);

  it('renders pages and route data naming the served origin only', async () => {
    const route = await renderer.render('/news-media/x');
    expect(route.html.body).toBe(
      `<link rel="canonical" href="${SERVED}/news-media/x/"><script type="application/ld+json">{"url":"${SERVED}/"}</script>`,
    );
    expect(route.data).toEqual({ key: 'news-media/x.data', body: `["${SERVED}/logo.svg"]` });
    expect(JSON.stringify(await renderer.render('/about'))).not.toContain(CLOUDFRONT_DOMAIN_BUILD_ORIGIN);
  });

  it('writes the sitemap with the served origin', () => {
    expect(renderer.facts.origin).toBe(SERVED);
    const sitemap = sitemapWithPosts(renderer.facts, []);
    expect(sitemap).toContain(`<loc>${SERVED}/news-media/</loc>`);
    expect(sitemap).not.toContain('invalid');
  });
});

it('leaves a build for a known site URL as it is (locally the server answers on localhost)', () => {
  const built = builtFor('https://www.brandtokafor.example');
  expect(rendererServedAt(built, 'http://localhost:3000')).toBe(built);
});

describe('the built pages', () => {
  const client = join(process.cwd(), process.env.SITE_BUILD_DIR ?? 'build/site', 'client');
  const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );

  it('keep their script policy when the origin is replaced: no executed inline script names it', () => {
    expect(pages.length).toBeGreaterThan(30);
    for (const file of pages) {
      const page = readFileSync(join(client, file), 'utf8');
      const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(page)?.[1];
      if (!origin) continue;
      const served = page.replaceAll(origin, SERVED);
      expect(inlineScriptHashes(served), file).toEqual(inlineScriptHashes(page));
      expect(served, file).not.toContain(origin);
    }
  });
});
