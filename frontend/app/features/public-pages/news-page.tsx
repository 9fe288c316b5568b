import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner';
import { NEWS_CATEGORIES } from '#contract/news-categories';
import { firm } from '../../content/firm';
import { newsYears } from '../../content/news-list';
import type { NewsCategory, NewsListItem } from '../../content/types';
import type { NewsText } from '../../content/ui';

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
  options: readonly { value: string; label: string }[];
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
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The News and Media list in one language, with its filters (category, year, featured). */
export function NewsPage({ articles, text: news }: { articles: NewsListItem[]; text: NewsText }) {
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const featuredId = useId();
  const categoryName = (category: string) => news.categories[category as NewsCategory] ?? category;
  const visible = articles.filter(
    (article) =>
      (filters.category === 'all' || article.category === filters.category) &&
      (filters.year === 'all' || article.year === filters.year) &&
      (filters.featured !== 'true' || article.featured === 'true'),
  );

  return (
    <>
      <PageBanner title={news.heading} kicker={news.kicker} />
      <section className="section" aria-label={news.listLabel}>
        <div className="container">
          <form
            className="news-filters"
            aria-label={news.filterLabel}
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
                {news.featured}
              </label>
            </div>
            <FilterSelect
              label={news.category}
              allLabel={news.allCategories}
              options={NEWS_CATEGORIES.map((category) => ({
                value: category,
                label: categoryName(category),
              }))}
              value={filters.category}
              onChange={(value) => setFilters({ ...filters, category: value })}
            />
            <FilterSelect
              label={news.year}
              allLabel={news.allYears}
              options={newsYears(articles).map((year) => ({ value: year, label: year }))}
              value={filters.year}
              onChange={(value) => setFilters({ ...filters, year: value })}
            />
            <button
              type="button"
              className="btn btn-outline-navy"
              onClick={() => setFilters(INITIAL_FILTERS)}
            >
              {news.clearAll}
            </button>
          </form>
          <p role="status" className="news-count">
            {news.count(visible.length)}
          </p>
          {visible.length === 0 ? (
            <p className="news-empty">{news.empty(firm.phoneDisplay)}</p>
          ) : (
            <ul className="news-grid">
              {visible.map((article) => (
                <li key={article.url}>
                  <article className="news-card">
                    <p className="news-card__date">
                      <time dateTime={article.isoDate}>{article.date}</time>
                    </p>
                    <h2 className="news-card__title">
                      {article.otherLanguage ? (
                        <>
                          <Link
                            to={article.path}
                            className="stretched-link"
                            lang="en"
                            hrefLang="en"
                            dangerouslySetInnerHTML={{ __html: article.title }}
                          />{' '}
                          <span className="news-card__language">{news.otherLanguageNote}</span>
                        </>
                      ) : (
                        <Link
                          to={article.path}
                          className="stretched-link"
                          dangerouslySetInnerHTML={{ __html: article.title }}
                        />
                      )}
                    </h2>
                    <p className="news-card__category">{categoryName(article.category)}</p>
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
