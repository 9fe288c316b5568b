/**
 * Renders the content folder's hand-written HTML (bios, articles, practice descriptions). Only trusted,
 * version-controlled content may pass through here; nothing a visitor types is ever rendered this way.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={`prose ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
