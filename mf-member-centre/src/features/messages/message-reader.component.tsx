import { COMMON_NAMESPACE, type MemberMessage, useTranslation } from '@site/shared';
import { Modal } from '@site/shared/ui';
import { MESSAGES_NAMESPACE } from './i18n/messages-translations';
import { MessageIcon } from './message-icon.component';

type MessageReaderProps = {
  message: MemberMessage | null;
  text: { title: string; body: string } | null;
  received: string;
  onDelete: (message: MemberMessage) => void;
  onClose: () => void;
};

/** One message, opened: its words as plain text (line breaks kept), when it came, delete. */
export function MessageReader({ message, text, received, onDelete, onClose }: MessageReaderProps) {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  if (!message || !text) return null;
  return (
    <Modal open title={text.title} onClose={onClose} variant="dialog" testId="message-reader">
      <p className="message-reader__meta">
        <MessageIcon type={message.type} />
        <span>{t(`typeNames.${message.type}`)}</span>
        <time dateTime={message.createdAt}>{received}</time>
      </p>
      <p className="message-reader__body">{text.body}</p>
      <div className="modal__actions modal__actions--split">
        <button type="button" className="site-button" onClick={() => onDelete(message)}>
          {t('delete')}
        </button>
        <button type="button" className="site-button site-button--primary" onClick={onClose}>
          {t('actions.close', { ns: COMMON_NAMESPACE })}
        </button>
      </div>
    </Modal>
  );
}
