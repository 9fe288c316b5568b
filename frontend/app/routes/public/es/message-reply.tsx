import { pageMeta } from '../../../components/seo/page-meta';
import { MessageReplyPage } from '../../../features/public-pages/simple-pages';
import { messageReplyMeta } from '../../../content/message-reply-meta.es';
import { messageReplyHtml, replyHeading } from '../../../content/pages.es';

export const meta = () => pageMeta(messageReplyMeta);

export default function MessageReply() {
  return <MessageReplyPage heading={replyHeading} html={messageReplyHtml} />;
}
