import { useState } from 'react';
import { useTranslation } from '@site/shared';
import { Dialog } from '../../ui/on-demand-kit';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { openChat, type ChatOutcome } from './open-chat';

const MESSAGE_KEYS: Record<Exclude<ChatOutcome, 'opened'>, string> = {
  blocked: 'chat.popupBlocked',
  invalid: 'chat.invalidUrl',
  failed: 'chat.failed',
};

/** The live-chat action and the dialog that explains a failure. */
export function useLiveChat() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const [problem, setProblem] = useState<Exclude<ChatOutcome, 'opened'> | null>(null);
  const start = () => {
    void openChat(i18n.language).then((outcome) => {
      if (outcome !== 'opened') setProblem(outcome);
    });
  };
  const dialog = (
    <Dialog
      open={problem !== null}
      title={t('chat.title')}
      tone="warning"
      onClose={() => setProblem(null)}
      testId="chat-problem"
    >
      {problem && t(MESSAGE_KEYS[problem])}
    </Dialog>
  );
  return { start, dialog };
}
