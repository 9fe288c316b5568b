import { describe, expect, it } from 'vitest';
import { articleDate, spanishArticleDate } from './article-content';

describe('articleDate', () => {
  it('spells a date the way the seed articles do, for every month', () => {
    expect(articleDate('2026-03-04')).toBe('March 4, 2026');
    expect(articleDate('2020-11-16')).toBe('November 16, 2020');
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2025-${String(month).padStart(2, '0')}-28`;
      const expected = new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(articleDate(iso)).toBe(expected);
    }
  });

  it('leaves anything that is not a calendar date as given', () => {
    for (const value of ['2026-02-30', '2026-13-01', 'soon', '2026-3-4', '']) {
      expect(articleDate(value)).toBe(value);
    }
  });
});

describe('spanishArticleDate', () => {
  it('writes a date the way the Spanish pages do, the same day in any zone', () => {
    expect(spanishArticleDate('2026-03-04')).toBe('4 de marzo de 2026');
    expect(spanishArticleDate('2020-01-01')).toBe('1 de enero de 2020');
    expect(spanishArticleDate('2025-12-31')).toBe('31 de diciembre de 2025');
  });

  it('leaves anything that is not a calendar date as given', () => {
    for (const value of ['2026-02-30', 'soon', '']) expect(spanishArticleDate(value)).toBe(value);
  });
});
