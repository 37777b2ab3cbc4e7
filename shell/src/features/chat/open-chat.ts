import { decryptCustomerServicePath, isSafeChatUrl } from './customer-service-link';
import { getCustomerService } from './customer-service.resource';
import { getVipService } from './vip-service.resource';

/** spec §9: the chat window is 440×500. */
export const CHAT_POPUP = { width: 440, height: 500 } as const;
/** spec §3: type 3 of the customer-service path list is the chat link. */
export const CHAT_LINK_TYPE = 3;

export type ChatOutcome = 'opened' | 'blocked' | 'invalid' | 'failed';

/** The encrypted link of the desk: the chat (spec §3 type 3), or the VIP desk (spec §6, §9). */
async function deskPath(desk: ChatDesk): Promise<string> {
  if (desk === 'vip') {
    const { path } = await getVipService();
    if (!path) throw new Error('No VIP desk.');
    return path;
  }
  const { version } = await getCustomerService();
  const item = version.pathList.find((entry) => entry.type === CHAT_LINK_TYPE);
  if (!item) throw new Error('No chat link.');
  return item.path;
}

export type ChatDesk = 'chat' | 'vip';

/**
 * spec §2 chat: a blank 440×500 window opens first (inside the click, so the browser allows
 * it), then goes to the decoded link; if the call or the link fails, the window closes.
 */
export async function openChat(language: string, desk: ChatDesk = 'chat'): Promise<ChatOutcome> {
  const left = Math.max(0, window.screenX + window.outerWidth - CHAT_POPUP.width - 40);
  const top = Math.max(0, window.screenY + 80);
  const popup = window.open(
    '',
    'site-live-chat',
    `width=${CHAT_POPUP.width},height=${CHAT_POPUP.height},left=${left},top=${top}`,
  );
  if (!popup) return 'blocked';
  // The chat page needs no access back to the site.
  popup.opener = null;
  try {
    const path = await deskPath(desk);
    let url: string;
    try {
      url = await decryptCustomerServicePath(path);
    } catch {
      popup.close();
      return 'invalid';
    }
    if (!isSafeChatUrl(url)) {
      popup.close();
      return 'invalid';
    }
    const target = new URL(url);
    if (!target.searchParams.has('lang')) target.searchParams.set('lang', language);
    popup.location.href = target.toString();
    return 'opened';
  } catch {
    popup.close();
    return 'failed';
  }
}
