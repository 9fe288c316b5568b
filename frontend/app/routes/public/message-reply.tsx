import { PageBanner } from '../../components/layout/page-banner';
import { Prose } from '../../components/layout/prose';
import { pageMeta } from '../../components/seo/page-meta';
import { messageReplyMeta } from '../../content/message-reply-meta';
import { messageReplyHtml } from '../../content/pages';

export const meta = () => pageMeta(messageReplyMeta);

export default function MessageReply() {
  return (
    <>
      <PageBanner title="Thank You" />
      <section className="section">
        <div className="container narrow">
          <Prose html={messageReplyHtml} className="lead-prose" />
        </div>
      </section>
    </>
  );
}
