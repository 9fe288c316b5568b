import { describe, expect, it } from 'vitest';
import { newestFirst, newsYears } from './news-list';

describe('news list order', () => {
  it('puts the newest article first and keeps equal dates in their order', () => {
    const articles = [
      { id: 'a', isoDate: '2024-04-22' },
      { id: 'b', isoDate: '2026-03-04' },
      { id: 'c', isoDate: '2024-10-15' },
      { id: 'd', isoDate: '2026-03-04' },
    ];
    expect(newestFirst(articles).map((article) => article.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(articles[0]!.id).toBe('a');
  });

  it('lists each year once, newest first', () => {
    const years = ['2021', '2026', '2021', '2009', '2024'].map((year) => ({ year }));
    expect(newsYears(years)).toEqual(['2026', '2024', '2021', '2009']);
  });

  it('does not build a locale collator (its first use is a long task while the list hydrates)', () => {
    const original = String.prototype.localeCompare;
    let calls = 0;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
      calls += 1;
      return original.apply(this, args);
    };
    try {
      newsYears([{ year: '2020' }, { year: '2026' }]);
      newestFirst([{ isoDate: '2020-01-01' }, { isoDate: '2026-01-01' }]);
    } finally {
      String.prototype.localeCompare = original;
    }
    expect(calls).toBe(0);
  });
});
