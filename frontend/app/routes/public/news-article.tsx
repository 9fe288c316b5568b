import { Link, Navigate } from 'react-router';
import type { Route } from './+types/news-article';
import type { PublicRouteHandle } from './layout';
import { Prose } from '../../components/layout/prose';
import { notFoundMeta, pageMeta } from '../../components/seo/page-meta';
import { articleBreadcrumbJsonLd } from '../../components/seo/structured-data';
import { findArticle } from '../../content/lookups';
import { newsMeta } from '../../content/news';

export const handle: PublicRouteHandle = { headerVariant: 'alternate' };

export function meta({ params }: Route.MetaArgs) {
  const article = findArticle(params.slug);
  return article
    ? pageMeta(article.meta, { ogType: 'article', jsonLd: articleBreadcrumbJsonLd(article, newsMeta.path) })
    : notFoundMeta();
}

export default function NewsArticle({ params }: Route.ComponentProps) {
  const article = findArticle(params.slug);
  // Spec section 8: an unknown slug goes to the list.
  if (!article) return <Navigate to="/news-media" replace />;
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
        <article className="article">
          <header className="article__header">
            <p className="article__category">{article.category}</p>
            <h1 className="article__title" dangerouslySetInnerHTML={{ __html: article.title }} />
            <p className="article__byline">
              <span>By {article.author}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={article.isoDate}>{article.date}</time>
            </p>
          </header>
          <Prose html={article.content} className="article__body" />
        </article>
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
