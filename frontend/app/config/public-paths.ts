import { aboutPage, attorneysOverviewMeta, contactMeta, disclaimerMeta } from '../content/pages';
import { messageReplyMeta } from '../content/message-reply-meta';
import { attorneys } from '../content/attorneys';
import { homeMeta } from '../content/home';
import { newsArticles } from '../content/news.server';
import { newsMeta } from '../content/news-meta';
import { practiceAreas, practiceAreasOverview } from '../content/practice-areas';
import { resultsMeta } from '../content/results';
import * as spanishPages from '../content/pages.es';
import { messageReplyMeta as spanishMessageReplyMeta } from '../content/message-reply-meta.es';
import { attorneys as spanishAttorneys } from '../content/attorneys.es';
import { homeMeta as spanishHomeMeta } from '../content/home.es';
import { newsArticles as spanishArticles } from '../content/news.es.server';
import { newsMeta as spanishNewsMeta } from '../content/news-meta.es';
import {
  practiceAreas as spanishPracticeAreas,
  practiceAreasOverview as spanishPracticeAreasOverview,
} from '../content/practice-areas.es';
import { resultsMeta as spanishResultsMeta } from '../content/results.es';
import type { PageMeta } from '../content/types';
import { verifyMeta } from '../content/verify';
import { verifyMeta as spanishVerifyMeta } from '../content/verify.es';
import { NOINDEX_PATHS } from './noindex-paths';

/** Every public page, in site order, English then Spanish, with the meta it puts in its <head>. */
export function publicPages(): PageMeta[] {
  return [...englishPages(), ...spanishPagesList()];
}

function englishPages(): PageMeta[] {
  return [
    homeMeta,
    aboutPage.meta,
    attorneysOverviewMeta,
    ...attorneys.map((attorney) => attorney.meta),
    practiceAreasOverview.meta,
    ...practiceAreas.map((area) => area.meta),
    resultsMeta,
    newsMeta,
    ...newsArticles.map((article) => article.meta),
    contactMeta,
    messageReplyMeta,
    disclaimerMeta,
    verifyMeta,
  ];
}

/** The Spanish pages under /es/: every English page but the articles the firm has not written in Spanish. */
function spanishPagesList(): PageMeta[] {
  return [
    spanishHomeMeta,
    spanishPages.aboutPage.meta,
    spanishPages.attorneysOverviewMeta,
    ...spanishAttorneys.map((attorney) => attorney.meta),
    spanishPracticeAreasOverview.meta,
    ...spanishPracticeAreas.map((area) => area.meta),
    spanishResultsMeta,
    spanishNewsMeta,
    ...spanishArticles.map((article) => article.meta),
    spanishPages.contactMeta,
    spanishMessageReplyMeta,
    spanishPages.disclaimerMeta,
    spanishVerifyMeta,
  ];
}

export { NOINDEX_PATHS };

/**
 * Every public route that is pre-rendered to static HTML (react-router.config.ts reads this). Route paths
 * carry no trailing slash; canonical links keep the spec's slash on /news-media/ and /disclaimer/.
 */
export function prerenderPaths(): string[] {
  return publicPages().map((page) => (page.path === '/' ? '/' : page.path.replace(/\/+$/, '')));
}

/** The canonical paths listed in sitemap.xml. */
export function sitemapPaths(): string[] {
  return publicPages()
    .map((page) => page.path)
    .filter((path) => !NOINDEX_PATHS.has(path));
}
