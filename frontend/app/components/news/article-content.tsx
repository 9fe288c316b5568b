import { Prose } from '../layout/prose';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "2026-03-04" → "March 4, 2026", the way the seed articles show their dates. Spelled out by hand rather
 * than with toLocaleDateString: its first call in a page builds ICU's date formatter, a 35-40 ms task while
 * an article hydrates (158 ms on Lighthouse's slow phone). Anything but a real calendar date stays as given.
 */
export function articleDate(isoDate: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? [];
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!year || Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) return isoDate;
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}

export interface ArticleContentProps {
  category: string;
  /** A seed article's title is trusted HTML (it may hold <em>); a post's title is plain text. */
  title: { html: string } | { text: string };
  author: string;
  isoDate: string;
  /** Trusted HTML: a seed article's hand-written body, or a post body from renderMarkdown (sanitized). */
  bodyHtml: string;
}

/** An article as its public page shows it; the post editor's preview renders the same component. */
export function ArticleContent({ category, title, author, isoDate, bodyHtml }: ArticleContentProps) {
  return (
    <article className="article">
      <header className="article__header">
        <p className="article__category">{category}</p>
        {'html' in title ? (
          <h1 className="article__title" dangerouslySetInnerHTML={{ __html: title.html }} />
        ) : (
          <h1 className="article__title">{title.text}</h1>
        )}
        <p className="article__byline">
          <span>By {author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={isoDate}>{articleDate(isoDate)}</time>
        </p>
      </header>
      <Prose html={bodyHtml} className="article__body" />
    </article>
  );
}
