import { Navigate, data } from 'react-router';
import type { Route } from './+types/news-article';
import type { PublicRouteHandle } from './layout';
import { NewsArticlePage, articleMeta } from '../../features/public-pages/news-article-page';
import { articleText, newsMeta, newsText } from '../../content/news-meta';
import { articleFor, hasSpanishArticle } from '../../content/news-source.server';

export const handle: PublicRouteHandle = { headerVariant: 'alternate' };

/**
 * This one article (pre-rendered into the page's data), so the page downloads no other article's body, and
 * whether it has a Spanish version (the language switcher and the hreflang pair depend on it).
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const article = articleFor(params.slug, context);
  if (!article) throw data(null, { status: 404 });
  return { article, translated: hasSpanishArticle(article.url, context) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return articleMeta(loaderData, newsMeta.path);
}

/**
 * Spec section 8: an unknown slug goes to the list. An unknown slug has no pre-rendered page: the SPA
 * fallback serves it and the article's data file is missing (404 locally, 403 from the private bucket),
 * which React Router reports as a 404 on a link and as a missing result on a first load. Any article that
 * cannot be loaded therefore sends the visitor to the list.
 */
export function ErrorBoundary() {
  return <Navigate to={newsMeta.path} replace />;
}

export default function NewsArticle({ loaderData: { article } }: Route.ComponentProps) {
  return <NewsArticlePage article={article} text={articleText} news={newsText} />;
}
