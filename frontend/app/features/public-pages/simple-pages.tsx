import { PageBanner } from '../../components/layout/page-banner';
import { Prose } from '../../components/layout/prose';

/** The reply page after a consultation request is sent. */
export function MessageReplyPage({ heading, html }: { heading: string; html: string }) {
  return (
    <>
      <PageBanner title={heading} />
      <section className="section">
        <div className="container narrow">
          <Prose html={html} className="lead-prose" />
        </div>
      </section>
    </>
  );
}

export function DisclaimerPage({ heading, html }: { heading: string; html: string }) {
  return (
    <>
      <PageBanner title={heading} />
      <section className="section">
        <div className="container narrow">
          <Prose html={html} />
        </div>
      </section>
    </>
  );
}
