import type { ReactNode } from 'react';
import { useSiteLanguage } from './site-language';

/** A link that opens in a new tab, and says so to screen-reader users. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { ui } = useSiteLanguage();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {ui.newTab}</span>
    </a>
  );
}
