import { Link, Navigate, data } from 'react-router';
import type { Route } from './+types/news-article';
import type { PublicRouteHandle } from './layout';
import { ArticleContent } from '../../components/news/article-content';
import { notFoundMeta, pageMeta } from '../../components/seo/page-meta';
import { articleBreadcrumbJsonLd } from '../../components/seo/structured-data';
import { newsMeta } from '../../content/news-meta';
import { articleFor } from '../../content/news-source.server';

export const handle: PublicRouteHandle = { headerVariant: 'alternate' };

/** This one article (pre-rendered into the page's data), so the page downloads no other article's body. */
export function loader({ params, context }: Route.LoaderArgs) {
  const article = articleFor(params.slug, context);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const article = loaderData?.article;
  return article
    ? pageMeta(article.meta, { ogType: 'article', jsonLd: articleBreadcrumbJsonLd(article, newsMeta.path) })
    : notFoundMeta();
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
  return (
    <div className="container section article-page">
      <nav aria-label="Breadcrumb" className="article-breadcrumb">
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to="/">Home</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to={newsMeta.path}>News and Media</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {article.titleShort}
          </li>
        </ol>
      </nav>
      <div className="article-page__layout">
        <ArticleContent
          category={article.category}
          title={{ html: article.title }}
          author={article.author}
          isoDate={article.isoDate}
          bodyHtml={article.content}
        />
        <aside className="question-box" aria-labelledby="question-box-heading">
          <h2 id="question-box-heading" className="question-box__heading">
            Do You Have Questions About Your Case?
          </h2>
          <p>Request a free consultation today.</p>
          <Link to="/contact" className="btn btn-gold w-100">
            Contact Us
          </Link>
        </aside>
      </div>
    </div>
  );
}
