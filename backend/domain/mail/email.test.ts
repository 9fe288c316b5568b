import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './email';

describe('html', () => {
  it('escapes every interpolated value', () => {
    const message = '<script>alert("x")</script> & <b>bold</b>';
    expect(html`<p>${message}</p>`.value).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</p>',
    );
  });

  it('does not escape nested safe markup twice', () => {
    const rows = ['a<b', 'c'].map((cell) => html`<td>${cell}</td>`);
    // prettier-ignore
    const row = html`<tr>${rows}</tr>`;
    expect(row.value).toBe('<tr><td>a&lt;b</td><td>c</td></tr>');
  });

  it('escapes quotes for attribute values', () => {
    expect(escapeHtml(`" onmouseover='x'`)).toBe('&quot; onmouseover=&#39;x&#39;');
  });
});
