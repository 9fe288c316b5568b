import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, links and bold text', () => {
    const html = renderMarkdown(
      '## What to do\n\n- keep records\n- call us\n\n**Free** consultation: [contact](https://example.com/contact)',
    );
    expect(html).toContain('<h2>What to do</h2>');
    expect(html).toContain('<ul>\n<li>keep records</li>\n<li>call us</li>\n</ul>');
    expect(html).toContain('<strong>Free</strong>');
    expect(html).toContain('<a href="https://example.com/contact">contact</a>');
  });

  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['a script inside a paragraph', 'Hello <script>alert(1)</script> there'],
    ['an image with an error handler', '<img src=x onerror="alert(1)">'],
    ['an inline event handler', '<p onclick="alert(1)">click</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a style element', '<style>body{display:none}</style>'],
    ['a raw javascript: anchor', '<a href="javascript:alert(1)">x</a>'],
    ['an svg with onload', '<svg onload="alert(1)"></svg>'],
  ])('drops %s', (_, markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(/<script|<img|<iframe|<style|<svg|onerror|onclick|onload|javascript:/i);
  });

  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['JavaScript: in mixed case', '[click](JavaScript:alert(1))'],
    ['an entity-encoded javascript:', '[click](jav&#x61;script:alert(1))'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['data:', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript:', '[click](vbscript:msgbox(1))'],
  ])('keeps no %s link (at most inert text)', (_, markdown) => {
    expect(renderMarkdown(markdown)).not.toMatch(/href=/);
  });

  it('keeps no data: or javascript: image source', () => {
    const html = renderMarkdown('![x](data:image/svg+xml;base64,PHN2Zz4=) ![y](javascript:alert(1))');
    expect(html).not.toMatch(/<img[^>]+src=/);
  });

  it('escapes text that looks like markup', () => {
    expect(renderMarkdown('5 < 6 & "quotes"')).toBe('<p>5 &#x3C; 6 &#x26; "quotes"</p>');
  });
});
