import { civilDateText } from '#contract/civil-date-text';
import { Prose } from '../layout/prose';

/** "2026-03-04" → "March 4, 2026", the way the seed articles show their dates. */
export const articleDate = civilDateText;

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
