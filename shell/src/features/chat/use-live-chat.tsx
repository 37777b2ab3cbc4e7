import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isMember, isTrialAccount, useBusState, useTranslation } from '@site/shared';
import { Dialog } from '../../ui/on-demand-kit';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { openChat, type ChatDesk, type ChatOutcome } from './open-chat';
import { getVipService } from './vip-service.resource';

const MESSAGE_KEYS: Record<Exclude<ChatOutcome, 'opened'>, string> = {
  blocked: 'chat.popupBlocked',
  invalid: 'chat.invalidUrl',
  failed: 'chat.failed',
};

/**
 * The live-chat action, the VIP desk's (spec §6, §9: members of rank level 5 and above, as the
 * API answers for the signed-in member) and the dialog that explains a failure.
 */
export function useLiveChat() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const session = useBusState('session');
  const [problem, setProblem] = useState<Exclude<ChatOutcome, 'opened'> | null>(null);
  const vipService = useQuery({
    ...getVipService.query(),
    enabled: isMember(session) && !isTrialAccount(session),
    staleTime: 60_000,
  });
  const open = (desk: ChatDesk) => {
    void openChat(i18n.language, desk).then((outcome) => {
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
  return {
    start: () => open('chat'),
    /** Present only while the member has the VIP desk. */
    startVip: isMember(session) && vipService.data?.available ? () => open('vip') : null,
    dialog,
  };
}
