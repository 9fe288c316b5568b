import { Link, type MetaDescriptor } from 'react-router';
import { notFoundMeta, pageMeta } from '../../components/seo/page-meta';
import { articleBreadcrumbJsonLd } from '../../components/seo/structured-data';
import { ArticleContent } from '../../components/news/article-content';
import { useSiteLanguage } from '../../components/layout/site-language';
import type { NewsArticle, NewsCategory } from '../../content/types';
import type { ArticleText, NewsText } from '../../content/ui';

/** An article page's head in either language: its meta and breadcrumb, and its pair only when it has one. */
export function articleMeta(
  loaderData: { article: NewsArticle; translated: boolean } | undefined,
  listPath: string,
): MetaDescriptor[] {
  if (!loaderData) return notFoundMeta();
  const { article, translated } = loaderData;
  return pageMeta(article.meta, {
    ogType: 'article',
    jsonLd: articleBreadcrumbJsonLd(article, listPath),
    translated,
  });
}

/** An article's page in one language: breadcrumb, the article, and the question box. */
export function NewsArticlePage({
  article,
  text,
  news,
}: {
  article: NewsArticle;
  text: ArticleText;
  /** The news list's words: its name (the breadcrumb) and the categories'. */
  news: NewsText;
}) {
  const { ui, path } = useSiteLanguage();
  return (
    <div className="container section article-page">
      <nav aria-label={text.breadcrumb} className="article-breadcrumb">
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to={path('/')}>{ui.nav.home}</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to={path('/news-media/')}>{news.heading}</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {article.titleShort}
          </li>
        </ol>
      </nav>
      <div className="article-page__layout">
        <ArticleContent
          category={news.categories[article.category as NewsCategory] ?? article.category}
          title={{ html: article.title }}
          author={article.author}
          isoDate={article.isoDate}
          bodyHtml={article.content}
          byline={text}
        />
        <aside className="question-box" aria-labelledby="question-box-heading">
          <h2 id="question-box-heading" className="question-box__heading">
            {text.questionsHeading}
          </h2>
          <p>{text.questionsText}</p>
          <Link to={path('/contact')} className="btn btn-gold w-100">
            {text.contactUs}
          </Link>
        </aside>
      </div>
    </div>
  );
}
