import { Link, Navigate } from 'react-router';
import type { Route } from './+types/news-article';
import type { PublicRouteHandle } from './layout';
import { ArticleContent } from '../../components/news/article-content';
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
