import type { ReactNode } from 'react';
import { PageBanner } from './page-banner';

/** An inner page: the navy banner with the page's h1, then its content in one section. */
export function BannerPage({
  title,
  kicker,
  lead,
  sectionLabel,
  containerClassName = 'container',
  children,
}: {
  title: ReactNode;
  kicker?: string;
  /** A line under the title, in the banner. */
  lead?: string;
  /** The section's accessible name, where the page has more than one landmark worth telling apart. */
  sectionLabel?: string;
  containerClassName?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner title={title} kicker={kicker}>
        {lead && <p className="page-banner__lead">{lead}</p>}
      </PageBanner>
      <section className="section" aria-label={sectionLabel}>
        <div className={containerClassName}>{children}</div>
      </section>
    </>
  );
}
