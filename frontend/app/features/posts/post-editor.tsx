import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { localizedPath } from '#contract/locale';
import {
  POST_CATEGORIES,
  POST_FIELD_LABELS,
  POST_LIMITS,
  hasSpanishVersion,
  postMessages,
  postActionsFrom,
  postPath,
  slugFromTitle,
  validatePost,
  type PostAction,
  type PostErrors,
  type PostField,
  type PostInput,
  type PostView,
} from '#contract/posts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox } from '../../components/status-messages';
import { useSubmit } from '../../components/form/use-submit';
import { ArticleContent } from '../../components/news/article-content';
import { paths } from '../../config/paths';
import { attorneyDirectory } from '../../content/directory';
import { firm } from '../../content/firm';
import type { NewsCategory } from '../../content/types';
import { articleText as spanishArticle, newsText as spanishNews } from '../../content/news-meta.es';
import { renderMarkdown } from '../../lib/markdown';
import { savePost } from './api';

/** Who may sign an article: the firm, its office, or one of the attorneys (as the seed articles do). */
const AUTHORS = [firm.shortName, `The Office of ${firm.shortName}`, ...attorneyDirectory.map((a) => a.name)];

const today = () => new Date().toISOString().slice(0, 10);

function emptyPost(): PostInput {
  return {
    title: '',
    titleShort: '',
    slug: '',
    category: POST_CATEGORIES[0],
    date: today(),
    author: AUTHORS[0]!,
    featured: false,
    description: '',
    keywords: '',
    body: '',
    spanishTitle: '',
    spanishBody: '',
  };
}

function inputOf(post: PostView): PostInput {
  const { title, titleShort, slug, category, date, author, featured, description, keywords, body } = post;
  const { spanishTitle, spanishBody } = post;
  return {
    title,
    titleShort,
    slug,
    category,
    date,
    author,
    featured,
    description,
    keywords,
    body,
    spanishTitle,
    spanishBody,
  };
}

const SPANISH_FIELDS: readonly PostField[] = ['spanishTitle', 'spanishBody'];

/** A datetime-local value ("2026-05-01T14:30") in the browser's zone, from an ISO time. */
function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const ACTION_LABELS: Record<PostAction, { label: string; pending: string; done: string }> = {
  save: { label: 'Save draft', pending: 'Saving…', done: 'Saved.' },
  publish: {
    label: 'Publish',
    pending: 'Publishing…',
    // The news renderer writes the page as a job after the answer (backend/handlers/jobs/update-public-pages.ts).
    done: 'Published: the article is on the public site within a minute.',
  },
  schedule: { label: 'Schedule', pending: 'Scheduling…', done: 'Scheduled.' },
  unpublish: { label: 'Unpublish', pending: 'Unpublishing…', done: 'Unpublished: the page is taken down.' },
};

/** Saving a published post rewrites its public page too (the renderer's job, after the answer). */
const SAVED_PUBLISHED = 'Saved: the public page shows the change within a minute.';

function Field({
  name,
  errors,
  children,
  hint,
}: {
  name: PostField;
  errors: PostErrors;
  children: React.ReactNode;
  hint?: string;
}) {
  return (
    <Form.Group className="mb-3" controlId={`post-${name}`}>
      <Form.Label>{POST_FIELD_LABELS[name]}</Form.Label>
      {children}
      {hint && !errors[name] && <Form.Text id={`post-${name}-hint`}>{hint}</Form.Text>}
      <Form.Control.Feedback type="invalid" id={`post-${name}-error`}>
        {errors[name]}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/**
 * The post form with its live preview. New posts start as drafts; the buttons offer what the post's state
 * allows. The slug follows the title until the author edits it.
 */
export function PostEditor({
  post,
  initialNotice = '',
  onSaved,
}: {
  post?: PostView;
  initialNotice?: string;
  /** Called after each save of an existing post (the edit screen refreshes its version list). */
  onSaved?: () => void;
}) {
  const navigate = useNavigate();
  const [form, setForm] = useState<PostInput>(() => (post ? inputOf(post) : emptyPost()));
  const [current, setCurrent] = useState<PostView | undefined>(post);
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [publishAt, setPublishAt] = useState(localDateTime(post?.publishAt ?? null));
  const [errors, setErrors] = useState<PostErrors>({});
  const [notice, setNotice] = useState(initialNotice);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const [runningAction, setRunningAction] = useState<PostAction | null>(null);
  const { pending, error, run } = useSubmit();
  const previewHtml = useMemo(() => renderMarkdown(form.body), [form.body]);
  // Collapsed unless the post has a Spanish version; collapsing keeps what was typed (it is still saved).
  const [spanishOpen, setSpanishOpen] = useState(() => post !== undefined && hasSpanishVersion(post));
  const spanishPreviewHtml = useMemo(
    () => (spanishOpen ? renderMarkdown(form.spanishBody) : ''),
    [spanishOpen, form.spanishBody],
  );

  const state = current?.state ?? 'new';
  // The contract's state machine, the one the server enforces; a post not yet saved is a draft.
  const actions = postActionsFrom(current?.state ?? 'draft');
  const set = <Key extends keyof PostInput>(name: Key, value: PostInput[Key]) => {
    setErrors(({ [name]: _fixed, ...others }) => others);
    setForm((previous) => {
      const next = { ...previous, [name]: value };
      if (name === 'title' && !slugEdited) next.slug = slugFromTitle(String(value));
      return next;
    });
  };
  // A screen reader hears that a field is wrong and why (Bootstrap's red border alone says nothing).
  const validity = (name: PostField) => ({
    isInvalid: Boolean(errors[name]),
    'aria-invalid': Boolean(errors[name]) || undefined,
    'aria-describedby': errors[name] ? `post-${name}-error` : `post-${name}-hint`,
  });
  const text = (name: keyof PostInput) => ({
    value: String(form[name]),
    maxLength: name in POST_LIMITS ? POST_LIMITS[name as keyof typeof POST_LIMITS] : undefined,
    ...validity(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(name, event.target.value as never),
  });

  const perform = (action: PostAction) => {
    const scheduleAt = action === 'schedule' && publishAt ? new Date(publishAt).toISOString() : null;
    const found = validatePost(form, { action, publishAt: scheduleAt });
    setErrors(found);
    setNotice('');
    // A refused Spanish field is shown, never left inside a collapsed section.
    if (SPANISH_FIELDS.some((field) => found[field])) setSpanishOpen(true);
    if (Object.keys(found).length > 0) return;
    setRunningAction(action);
    void run(async () => {
      try {
        const saved = await savePost({
          id: current?._id,
          expectedVersion: current?.version,
          input: form,
          action,
          publishAt: scheduleAt,
        });
        const done =
          action === 'save' && saved.state === 'published' ? SAVED_PUBLISHED : ACTION_LABELS[action].done;
        // A new post moves to its own address, so a reload or a shared link opens it again.
        if (!current)
          return void navigate(paths.postEdit(saved._id), { replace: true, state: { notice: done } });
        setCurrent(saved);
        setForm(inputOf(saved));
        setNotice(done);
        onSaved?.();
      } finally {
        setRunningAction(null);
      }
    });
  };

  const actionButton = (action: PostAction) => {
    const labels = ACTION_LABELS[action];
    const label = action === 'save' && state !== 'new' && state !== 'draft' ? 'Save changes' : labels.label;
    const busy = runningAction === action;
    return (
      <Button
        key={action}
        type={action === 'save' ? 'submit' : 'button'}
        variant={
          action === 'publish' ? 'primary' : action === 'unpublish' ? 'outline-danger' : 'outline-primary'
        }
        disabled={pending}
        aria-busy={busy}
        onClick={
          action === 'save'
            ? undefined
            : () => (action === 'unpublish' ? setConfirmUnpublish(true) : perform(action))
        }
      >
        {busy && <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />}
        {busy ? labels.pending : label}
      </Button>
    );
  };

  const errorCount = Object.keys(errors).length;
  return (
    <div className="post-editor">
      <div className="post-editor__status" role="status" aria-live="polite">
        {current && (
          <p className="mb-2">
            Status: <strong>{current.state}</strong>
            {current.state === 'scheduled' && current.publishAt && (
              <> for {new Date(current.publishAt).toLocaleString('en-US')}</>
            )}
            {current.state === 'published' && (
              <>
                {' '}
                at <a href={postPath(current.slug)}>{postPath(current.slug)}</a>
                {hasSpanishVersion(current) && (
                  <>
                    {' '}
                    and{' '}
                    <a href={localizedPath(postPath(current.slug), 'es')} hrefLang="es">
                      {localizedPath(postPath(current.slug), 'es')}
                    </a>
                  </>
                )}
              </>
            )}{' '}
            · version {current.version}, last saved by {current.updatedBy}
          </p>
        )}
        {notice && <Alert variant="success">{notice}</Alert>}
        {errorCount > 0 && <Alert variant="danger">{postMessages.invalid}</Alert>}
      </div>
      <div className="post-editor__layout">
        <Form
          noValidate
          aria-label="Post"
          onSubmit={(event) => {
            event.preventDefault();
            perform('save');
          }}
        >
          <Field name="title" errors={errors}>
            <Form.Control {...text('title')} />
          </Field>
          <Field name="titleShort" errors={errors} hint="Shown in the breadcrumb.">
            <Form.Control {...text('titleShort')} />
          </Field>
          <Field name="slug" errors={errors} hint={`The page's address: ${postPath(form.slug || '…')}`}>
            <Form.Control
              {...text('slug')}
              onChange={(event) => {
                setSlugEdited(true);
                set('slug', event.target.value);
              }}
            />
          </Field>
          <div className="post-editor__row">
            <Field name="category" errors={errors}>
              <Form.Select
                value={form.category}
                {...validity('category')}
                onChange={(event) => set('category', event.target.value as PostInput['category'])}
              >
                {POST_CATEGORIES.map((category) => (
                  <option key={category}>{category}</option>
                ))}
              </Form.Select>
            </Field>
            <Field name="date" errors={errors}>
              <Form.Control type="date" {...text('date')} />
            </Field>
          </div>
          <Field name="author" errors={errors}>
            <Form.Select value={form.author} onChange={(event) => set('author', event.target.value)}>
              {AUTHORS.map((author) => (
                <option key={author}>{author}</option>
              ))}
            </Form.Select>
          </Field>
          <Form.Check
            className="mb-3"
            id="post-featured"
            label="Featured (shown under the Featured filter)"
            checked={form.featured}
            onChange={(event) => set('featured', event.target.checked)}
          />
          <Field
            name="description"
            errors={errors}
            hint="The page's meta description (search results, sharing)."
          >
            <Form.Control as="textarea" rows={2} {...text('description')} />
          </Field>
          <Field name="keywords" errors={errors} hint="Comma-separated, for the page's meta keywords.">
            <Form.Control {...text('keywords')} />
          </Field>
          <Field
            name="body"
            errors={errors}
            hint="Markdown: ## Heading, - list item, **bold**, [link text](https://…). HTML is not allowed."
          >
            <Form.Control as="textarea" rows={14} className="font-monospace" {...text('body')} />
          </Field>
          <section className="post-editor__spanish mb-3" aria-labelledby="post-spanish-heading">
            <h2 id="post-spanish-heading" className="h6 mb-2">
              <Button
                variant="link"
                className="p-0 text-start"
                aria-expanded={spanishOpen}
                aria-controls="post-spanish-fields"
                onClick={() => setSpanishOpen((open) => !open)}
              >
                Spanish version {hasSpanishVersion(form) ? '(written)' : '(optional)'}
              </Button>
            </h2>
            <div id="post-spanish-fields" hidden={!spanishOpen}>
              {/* Not rendered while collapsed: no hidden field shares a name with a visible one. */}
              {spanishOpen && (
                <>
                  <p className="form-text mt-0">
                    Published with the English version at {localizedPath(postPath(form.slug || '…'), 'es')}{' '}
                    and listed in Spanish on the Spanish news page. Leave both fields empty for no Spanish
                    page.
                  </p>
                  <Field name="spanishTitle" errors={errors}>
                    <Form.Control lang="es" {...text('spanishTitle')} />
                  </Field>
                  <Field name="spanishBody" errors={errors} hint="Markdown, as in the English body.">
                    <Form.Control
                      as="textarea"
                      rows={10}
                      lang="es"
                      className="font-monospace"
                      {...text('spanishBody')}
                    />
                  </Field>
                </>
              )}
            </div>
          </section>
          {actions.includes('schedule') && (
            <Field name="publishAt" errors={errors} hint="Needed for Schedule: when the post goes live.">
              <Form.Control
                type="datetime-local"
                value={publishAt}
                {...validity('publishAt')}
                onChange={(event) => setPublishAt(event.target.value)}
              />
            </Field>
          )}
          <div className="d-flex flex-wrap gap-2">{actions.map(actionButton)}</div>
          <ErrorBox message={error} />
        </Form>
        <section className="post-editor__preview" aria-labelledby="post-preview-heading">
          <h2 id="post-preview-heading" className="h6 text-uppercase text-body-secondary">
            Preview
          </h2>
          <div className="article-page">
            <ArticleContent
              category={form.category}
              title={{ text: form.title || 'Untitled post' }}
              author={form.author}
              isoDate={form.date}
              bodyHtml={previewHtml}
            />
          </div>
          {spanishOpen && (
            <section lang="es" className="mt-4" aria-labelledby="post-spanish-preview-heading">
              <h2 id="post-spanish-preview-heading" className="h6 text-uppercase text-body-secondary">
                <span lang="en">Spanish preview</span>
              </h2>
              <div className="article-page">
                <ArticleContent
                  category={spanishNews.categories[form.category as NewsCategory] ?? form.category}
                  title={{ text: form.spanishTitle || 'Sin título' }}
                  author={form.author}
                  isoDate={form.date}
                  bodyHtml={spanishPreviewHtml}
                  byline={spanishArticle}
                />
              </div>
            </section>
          )}
        </section>
      </div>
      {confirmUnpublish && (
        <ConfirmDialog
          title="Unpublish this post?"
          body={
            state === 'scheduled'
              ? 'The post goes back to draft and will not be published at its scheduled time.'
              : 'The post is withdrawn and goes back to being unpublished; you can publish it again later.'
          }
          confirmLabel="Unpublish"
          danger
          onConfirm={() => {
            setConfirmUnpublish(false);
            perform('unpublish');
          }}
          onCancel={() => setConfirmUnpublish(false)}
        />
      )}
    </div>
  );
}
