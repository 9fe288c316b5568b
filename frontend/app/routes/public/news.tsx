import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/news';
import { PageBanner } from '../../components/layout/page-banner';
import { pageMeta } from '../../components/seo/page-meta';
import { NEWS_CATEGORIES } from '#contract/news-categories';
import { firm } from '../../content/firm';
import { newsYears } from '../../content/news-list';
import { newsMeta } from '../../content/news-meta';
import { newsSummaries } from '../../content/news-source.server';

/** Summaries only (pre-rendered into the page's data): the list never downloads an article's body. */
export function loader({ context }: Route.LoaderArgs) {
  return { articles: newsSummaries(context) };
}

export const meta = () => pageMeta(newsMeta);

/** Spec section 4: category and year start as "all", featured as "false"; Clear All restores this. */
const INITIAL_FILTERS = { category: 'all', year: 'all', featured: 'false' };

/** One news filter: a select with a visually hidden label, whose first option, "all", shows every article. */
function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="all">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function News({ loaderData: { articles } }: Route.ComponentProps) {
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const featuredId = useId();
  const visible = articles.filter(
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
                id={featuredId}
                type="checkbox"
                className="form-check-input"
                checked={filters.featured === 'true'}
                onChange={(event) =>
                  setFilters({ ...filters, featured: event.target.checked ? 'true' : 'false' })
                }
              />
              <label htmlFor={featuredId} className="form-check-label">
                Featured
              </label>
            </div>
            <FilterSelect
              label="Category"
              allLabel="Select a Category"
              options={NEWS_CATEGORIES}
              value={filters.category}
              onChange={(value) => setFilters({ ...filters, category: value })}
            />
            <FilterSelect
              label="Year"
              allLabel="Select a Date"
              options={newsYears(articles)}
              value={filters.year}
              onChange={(value) => setFilters({ ...filters, year: value })}
            />
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
