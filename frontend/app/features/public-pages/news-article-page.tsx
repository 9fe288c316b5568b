import { Link } from 'react-router';
import { ArticleContent, articleDate, spanishArticleDate } from '../../components/news/article-content';
import { useSiteLanguage } from '../../components/layout/site-language';
import type { NewsArticle, NewsCategory } from '../../content/types';
import type { ArticleText, NewsText } from '../../content/ui';

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
  const { locale, ui, path } = useSiteLanguage();
  const byline = { by: text.by, date: locale === 'es' ? spanishArticleDate : articleDate };
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
          byline={byline}
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
