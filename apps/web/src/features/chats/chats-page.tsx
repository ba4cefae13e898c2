import { ChatHeart } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ChatList } from './chat-list';

/** /chats: the conversation list; on desktop beside a hint to pick a conversation (SPEC §2, §9). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.chats'));
  return (
    <MemberOnly>
      <div className="container py-3 py-md-4" data-route="chats">
        <h1 className="h3 mb-3">{t('routes.chats')}</h1>
        <div className="app-chats app-chats-page border rounded bg-white overflow-hidden">
          <ChatList />
          <div className="app-chat-content d-none d-md-flex align-items-center justify-content-center text-body-secondary p-4 bg-body-tertiary">
            <div className="text-center">
              <ChatHeart size={40} className="mb-3 text-secondary" aria-hidden="true" />
              <p className="mb-0">{t('chats.pick_conversation')}</p>
            </div>
          </div>
        </div>
      </div>
    </MemberOnly>
  );
}
