import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/news';
import { PageBanner } from '../../components/layout/page-banner';
import { pageMeta } from '../../components/seo/page-meta';
import { firm } from '../../content/firm';
import { NEWS_CATEGORIES, newsNewestFirst, newsYears } from '../../content/lookups';
import { newsMeta } from '../../content/news';

export function meta(_: Route.MetaArgs) {
  return pageMeta(newsMeta);
}

/** Spec section 4: category and year start as "all", featured as "false"; Clear All restores this. */
const INITIAL_FILTERS = { category: 'all', year: 'all', featured: 'false' };

export default function News() {
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const ids = { category: useId(), year: useId(), featured: useId() };
  const visible = newsNewestFirst.filter(
    (article) =>
      (filters.category === 'all' || article.category === filters.category) &&
      (filters.year === 'all' || article.year === filters.year) &&
      (filters.featured !== 'true' || article.featured === 'true'),
  );

  return (
    <>
      <PageBanner title="News and Media" kicker="From the Firm" />
      <section className="section" aria-label="News articles">
        <div className="container">
          <form
            className="news-filters"
            aria-label="Filter news"
            onSubmit={(event) => event.preventDefault()}
          >
            <div className="form-check news-filters__featured">
              <input
                id={ids.featured}
                type="checkbox"
                className="form-check-input"
                checked={filters.featured === 'true'}
                onChange={(event) =>
                  setFilters({ ...filters, featured: event.target.checked ? 'true' : 'false' })
                }
              />
              <label htmlFor={ids.featured} className="form-check-label">
                Featured
              </label>
            </div>
            <div>
              <label htmlFor={ids.category} className="visually-hidden">
                Category
              </label>
              <select
                id={ids.category}
                className="form-select"
                value={filters.category}
                onChange={(event) => setFilters({ ...filters, category: event.target.value })}
              >
                <option value="all">Select a Category</option>
                {NEWS_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.year} className="visually-hidden">
                Year
              </label>
              <select
                id={ids.year}
                className="form-select"
                value={filters.year}
                onChange={(event) => setFilters({ ...filters, year: event.target.value })}
              >
                <option value="all">Select a Date</option>
                {newsYears.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="btn btn-outline-navy"
              onClick={() => setFilters(INITIAL_FILTERS)}
            >
              Clear All
            </button>
          </form>
          <p role="status" className="news-count">
            {visible.length === 1 ? '1 article' : `${visible.length} articles`}
          </p>
          {visible.length === 0 ? (
            <p className="news-empty">
              No matching news items found. If you would like more information, please contact us at{' '}
              {firm.phoneDisplay}. Thank you!
            </p>
          ) : (
            <ul className="news-grid">
              {visible.map((article) => (
                <li key={article.url}>
                  <article className="news-card">
                    <p className="news-card__date">
                      <time dateTime={article.isoDate}>{article.date}</time>
                    </p>
                    <h2 className="news-card__title">
                      <Link
                        to={`/news-media/${article.url}`}
                        className="stretched-link"
                        dangerouslySetInnerHTML={{ __html: article.title }}
                      />
                    </h2>
                    <p className="news-card__category">{article.category}</p>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
