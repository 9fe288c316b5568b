/**
 * Every English content key has a Spanish value: a firm that edits one language in this folder is told when the
 * other is missing. Records are compared leaf by leaf (arrays item by item); a Spanish page's meta names its
 * English page's path under /es/ and has a title and description of its own.
 */
import { describe, expect, it } from 'vitest';
import { localizedPath } from '#contract/locale';
import * as attorneysEn from './attorneys';
import * as attorneysEs from './attorneys.es';
import * as awardsEn from './awards';
import * as awardsEs from './awards.es';
import * as consultationEn from './consultation-text';
import * as consultationEs from './consultation-text.es';
import * as directoryEn from './directory';
import * as directoryEs from './directory.es';
import * as homeEn from './home';
import * as homeEs from './home.es';
import * as replyEn from './message-reply-meta';
import * as replyEs from './message-reply-meta.es';
import * as newsMetaEn from './news-meta';
import * as newsMetaEs from './news-meta.es';
import { newsArticles as articlesEn } from './news.server';
import { newsArticles as articlesEs } from './news.es.server';
import * as pagesEn from './pages';
import * as pagesEs from './pages.es';
import * as practiceEn from './practice-areas';
import * as practiceEs from './practice-areas.es';
import * as resultsEn from './results';
import * as resultsEs from './results.es';
import * as noticesEn from './site-notices';
import * as noticesEs from './site-notices.es';
import type { PageMeta } from './types';
import * as uiEn from './ui';
import * as uiEs from './ui.es';

/**
 * Keys whose Spanish value may be missing or equal to the English on purpose, with the reason. Keep it short:
 * anything here is a page a Spanish reader meets in English.
 */
const DELIBERATELY_UNTRANSLATED: ReadonlyMap<string, string> = new Map([
  ['pages.languageNote.leadLanguage', 'the Spanish page says its lead in its own language'],
]);

/** Where the two records differ in shape or the Spanish lacks a value, as "path: problem" lines. */
function gaps(english: unknown, spanish: unknown, path: string): string[] {
  if (DELIBERATELY_UNTRANSLATED.has(path)) return [];
  if (typeof english === 'string') {
    return typeof spanish === 'string' && spanish.trim() !== '' ? [] : [`${path}: no Spanish text`];
  }
  if (typeof english === 'function') {
    return typeof spanish === 'function' ? [] : [`${path}: no Spanish wording`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish) || spanish.length !== english.length) {
      return [
        `${path}: ${english.length} items in English, ${Array.isArray(spanish) ? spanish.length : 'none'} in Spanish`,
      ];
    }
    return english.flatMap((item, index) => gaps(item, spanish[index], `${path}[${index}]`));
  }
  if (english && typeof english === 'object') {
    if (!spanish || typeof spanish !== 'object') return [`${path}: missing in Spanish`];
    return Object.entries(english).flatMap(([key, value]) =>
      gaps(value, (spanish as Record<string, unknown>)[key], `${path}.${key}`),
    );
  }
  return [];
}

const MODULES: [string, object, object][] = [
  ['ui', uiEn, uiEs],
  ['consultation-text', consultationEn, consultationEs],
  ['directory', directoryEn, directoryEs],
  ['attorneys', attorneysEn, attorneysEs],
  ['awards', awardsEn, awardsEs],
  ['home', homeEn, homeEs],
  ['message-reply-meta', replyEn, replyEs],
  ['news-meta', newsMetaEn, newsMetaEs],
  ['pages', pagesEn, pagesEs],
  ['practice-areas', practiceEn, practiceEs],
  ['results', resultsEn, resultsEs],
  ['site-notices', noticesEn, noticesEs],
];

/** Every page meta inside a record, by its English path. */
function metas(record: unknown, found: PageMeta[] = []): PageMeta[] {
  if (Array.isArray(record)) record.forEach((item) => metas(item, found));
  else if (record && typeof record === 'object') {
    if ('pageTitle' in record && 'path' in record) found.push(record as PageMeta);
    else Object.values(record).forEach((value) => metas(value, found));
  }
  return found;
}

describe('the Spanish content', () => {
  it.each(MODULES)('has a Spanish value for every English key of %s', (_name, english, spanish) => {
    expect(gaps(english, spanish, _name)).toEqual([]);
  });

  it('gives each article written in Spanish every field its English article has', () => {
    expect(articlesEs.length).toBeGreaterThan(0);
    for (const article of articlesEs) {
      const english = articlesEn.find((candidate) => candidate.url === article.url);
      expect(english, article.url).toBeDefined();
      expect(gaps(english, article, article.url)).toEqual([]);
      expect(article.isoDate).toBe(english?.isoDate);
      expect(article.category).toBe(english?.category);
    }
  });

  it('puts every Spanish page at its English path under /es/, with a title and description of its own', () => {
    const english = new Map(MODULES.flatMap(([, record]) => metas(record)).map((meta) => [meta.path, meta]));
    const spanish = [...MODULES.flatMap(([, , record]) => metas(record)), ...articlesEs.map((a) => a.meta)];
    expect(spanish.length).toBeGreaterThan(15);
    for (const meta of spanish) {
      expect(meta.path.startsWith('/es/'), meta.path).toBe(true);
      const englishMeta =
        english.get(localizedPath(meta.path, 'en')) ??
        articlesEn.find((article) => article.meta.path === localizedPath(meta.path, 'en'))?.meta;
      expect(englishMeta, meta.path).toBeDefined();
      expect(meta.pageTitle).not.toBe(englishMeta?.pageTitle);
      expect(meta.description).not.toBe(englishMeta?.description);
    }
    expect(new Set(spanish.map((meta) => meta.pageTitle)).size).toBe(spanish.length);
  });

  it('never says the attorneys speak Spanish: the intake coordinator does, with a court interpreter for the attorneys', () => {
    expect(pagesEs.languageNote.text).toMatch(/Lucía Ramírez, habla español/);
    expect(pagesEs.languageNote.text).toMatch(/abogados trabajan con un intérprete judicial certificado/);
    expect(pagesEn.languageNote.text).toMatch(/Lucía Ramírez, speaks Spanish/);
    expect(pagesEn.languageNote.text).toMatch(/attorneys work with a certified court interpreter/);
  });
});
