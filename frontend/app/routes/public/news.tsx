import type { Route } from './+types/news';
import { pageMeta } from '../../components/seo/page-meta';
import { NewsPage } from '../../features/public-pages/news-page';
import { newsMeta, newsText } from '../../content/news-meta';
import { englishNewsList } from '../../content/news-source.server';

/** Summaries only (pre-rendered into the page's data): the list never downloads an article's body. */
export function loader({ context }: Route.LoaderArgs) {
  return { articles: englishNewsList(context) };
}

export const meta = () => pageMeta(newsMeta);

export default function News({ loaderData: { articles } }: Route.ComponentProps) {
  return <NewsPage articles={articles} text={newsText} />;
}
