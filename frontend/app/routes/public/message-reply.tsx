import { BannerPage } from '../../components/layout/banner-page';
import { Prose } from '../../components/layout/prose';
import { pageMeta } from '../../components/seo/page-meta';
import { messageReplyMeta } from '../../content/message-reply-meta';
import { messageReplyHtml } from '../../content/pages';

export const meta = () => pageMeta(messageReplyMeta);

export default function MessageReply() {
  return (
    <BannerPage title="Thank You" containerClassName="container narrow">
      <Prose html={messageReplyHtml} className="lead-prose" />
    </BannerPage>
  );
}
