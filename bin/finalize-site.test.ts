import { describe, expect, it } from 'vitest';
import { prioritiseCriticalResources } from './finalize-site';

const page = [
  '<head><meta charSet="utf-8"/><title>Home</title>',
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/home.js"/>',
  '<script type="application/ld+json">{}</script>',
  '<link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/form.css"/>',
  '</head><body><script type="module">import "/assets/entry.js";</script></body>',
].join('');

describe('critical resources first', () => {
  const html = prioritiseCriticalResources(page);

  it('moves every module preload, in its order, behind the stylesheets, which stay where React put them', () => {
    expect(html).toContain(
      '<script type="application/ld+json">{}</script><link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/form.css"/><link fetchpriority="low" rel="modulepreload" href="/assets/entry.js"/><link fetchpriority="low" rel="modulepreload" href="/assets/home.js"/></head>',
    );
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(2);
  });

  it('fetches the module preloads at low priority, and leaves the scripts alone', () => {
    expect(html.match(/<link fetchpriority="low" rel="modulepreload" href=/g)).toHaveLength(2);
    expect(html).toContain('<script type="module">import "/assets/entry.js";</script>');
  });

  it('is idempotent, and leaves a page without preloads as it is', () => {
    expect(prioritiseCriticalResources(html)).toBe(html);
    const plain = '<head><link rel="stylesheet" href="/a.css"/></head>';
    expect(prioritiseCriticalResources(plain)).toBe(plain);
  });
});
