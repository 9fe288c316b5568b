import { Navigate, data } from 'react-router';
import type { Route } from './+types/news-article';
import type { PublicRouteHandle } from './layout';
import { NewsArticlePage, articleMeta } from '../../../features/public-pages/news-article-page';
import { articleText, newsMeta, newsText } from '../../../content/news-meta.es';
import { spanishArticleFor } from '../../../content/news-source.server';

export const handle: PublicRouteHandle = { headerVariant: 'alternate' };

/**
 * The Spanish version of this one article (pre-rendered into the page's data; a post's is rendered when it is
 * published). Only articles the firm wrote in Spanish have a page here; the Spanish list links any other to
 * its English page.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const article = spanishArticleFor(params.slug, context);
  if (!article) throw data(null, { status: 404 });
  return { article, translated: true };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return articleMeta(loaderData, newsMeta.path);
}

/** As in English: an article that cannot be loaded sends the visitor to the (Spanish) list. */
export function ErrorBoundary() {
  return <Navigate to={newsMeta.path} replace />;
}

export default function NewsArticle({ loaderData: { article } }: Route.ComponentProps) {
  return <NewsArticlePage article={article} text={articleText} news={newsText} />;
}
