/**
 * Post bodies: Markdown to sanitized HTML. One module for the renderer that writes a post's public page and
 * for the editor's live preview, so the author sees exactly what visitors get.
 *
 * unified (remark → rehype) rather than marked + sanitize-html: it runs unchanged in Node and in the
 * browser without a DOM, and sanitize-html would pull PostCSS into the editor's bundle. Two independent
 * guards: remark-rehype drops raw HTML from the Markdown (no `allowDangerousHtml`), and rehype-sanitize's
 * allow-list (GitHub's schema) then removes any element, attribute or URL protocol it does not know, so
 * `<script>`, event-handler attributes and `javascript:` / `data:` URLs cannot reach a page.
 */
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** GitHub's allow-list, with links and images limited to web and mail addresses. */
const schema: SanitizeSchema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
};

const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(rehypeStringify)
  .freeze();

export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}
