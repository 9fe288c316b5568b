import { PageBanner } from '../../components/layout/page-banner';
import { Prose } from '../../components/layout/prose';
import { useSiteLanguage } from '../../components/layout/site-language';

/** The reply page after a consultation request is sent. */
export function MessageReplyPage({ html }: { html: string }) {
  const { ui } = useSiteLanguage();
  return (
    <>
      <PageBanner title={ui.replyHeading} />
      <section className="section">
        <div className="container narrow">
          <Prose html={html} className="lead-prose" />
        </div>
      </section>
    </>
  );
}

export function DisclaimerPage({ html }: { html: string }) {
  const { ui } = useSiteLanguage();
  return (
    <>
      <PageBanner title={ui.disclaimerHeading} />
      <section className="section">
        <div className="container narrow">
          <Prose html={html} />
        </div>
      </section>
    </>
  );
}
