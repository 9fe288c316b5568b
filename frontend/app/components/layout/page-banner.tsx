import type { ReactNode } from 'react';

/** The navy title band at the top of inner pages; holds the page's one h1. */
export function PageBanner({
  title,
  kicker,
  children,
}: {
  title: ReactNode;
  kicker?: string;
  children?: ReactNode;
}) {
  return (
    <div className="page-banner">
      <div className="container">
        {kicker && <p className="page-banner__kicker">{kicker}</p>}
        <h1 className="page-banner__title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
