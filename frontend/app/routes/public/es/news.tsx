import type { Route } from './+types/news';
import { pageMeta } from '../../../components/seo/page-meta';
import { NewsPage } from '../../../features/public-pages/news-page';
import { newsMeta, newsText } from '../../../content/news-meta.es';
import { spanishNewsList } from '../../../content/news-source.server';

/**
 * Summaries only (pre-rendered into the page's data): every article, in Spanish where the firm wrote a Spanish
 * version, otherwise its English title with a note and a link to the English page.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { articles: spanishNewsList(context) };
}

export const meta = () => pageMeta(newsMeta);

export default function News({ loaderData: { articles } }: Route.ComponentProps) {
  return <NewsPage articles={articles} text={newsText} />;
}
