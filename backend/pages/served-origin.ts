/**
 * A site built before its address was known: served on CloudFront's own domain, its build names
 * CLOUDFRONT_DOMAIN_BUILD_ORIGIN wherever a page needs the site's origin (canonical links, Open Graph,
 * JSON-LD, the sitemap). The pages' deployment writes the distribution's origin in its place
 * (infra/site-hosting.ts); the news renderer does the same to what it renders at run time, so a post's page
 * and the sitemap name the same origin as the pages the deployment wrote.
 */
import { CLOUDFRONT_DOMAIN_BUILD_ORIGIN } from '../contract/deployment';
import type { PageRenderer, RenderedRoute } from '../domain/posts/public-pages';

/** `renderer` as it renders for a site served at `servedOrigin`; unchanged unless its build named the stand-in. */
export function rendererServedAt(renderer: PageRenderer, servedOrigin: string): PageRenderer {
  if (renderer.facts.origin !== CLOUDFRONT_DOMAIN_BUILD_ORIGIN) return renderer;
  const served = (body: string) => body.replaceAll(CLOUDFRONT_DOMAIN_BUILD_ORIGIN, servedOrigin);
  return {
    facts: { ...renderer.facts, origin: servedOrigin },
    async render(path, context): Promise<RenderedRoute> {
      const { html, data } = await renderer.render(path, context);
      return {
        html: { key: html.key, body: served(html.body) },
        ...(data ? { data: { key: data.key, body: served(data.body) } } : {}),
      };
    },
  };
}
