import { civilDateText, spanishCivilDateText } from '#contract/civil-date-text';
import { Prose } from '../layout/prose';

/** "2026-03-04" → "March 4, 2026", the way the seed articles show their dates. */
export const articleDate = civilDateText;

/** "2026-03-04" → "4 de marzo de 2026", a date as the Spanish pages write it. */
export const spanishArticleDate = spanishCivilDateText;

/** How an article's byline reads in one language (the `articleText` of news-meta.ts or news-meta.es.ts). */
export interface BylineText {
  by: (author: string) => string;
  date: (isoDate: string) => string;
}

/** English, as the staff editor's preview shows a post (the public pages pass their language's words). */
const ENGLISH_BYLINE: BylineText = { by: (author) => `By ${author}`, date: articleDate };

export interface ArticleContentProps {
  category: string;
  /** A seed article's title is trusted HTML (it may hold <em>); a post's title is plain text. */
  title: { html: string } | { text: string };
  author: string;
  isoDate: string;
  /** Trusted HTML: a seed article's hand-written body, or a post body from renderMarkdown (sanitized). */
  bodyHtml: string;
  /** The byline's words in the page's language: English unless given. */
  byline?: BylineText;
}

/** An article as its public page shows it; the post editor's preview renders the same component. */
export function ArticleContent({
  category,
  title,
  author,
  isoDate,
  bodyHtml,
  byline = ENGLISH_BYLINE,
}: ArticleContentProps) {
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
          <span>{byline.by(author)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={isoDate}>{byline.date(isoDate)}</time>
        </p>
      </header>
      <Prose html={bodyHtml} className="article__body" />
    </article>
  );
}
