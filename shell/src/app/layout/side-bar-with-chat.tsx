import { SideBar } from '../../features/side-bar/side-bar.component';
import { useLiveChat } from '../../features/chat/use-live-chat';

/** The side bar with the live chat it starts (features do not import each other). */
export function SideBarWithChat() {
  const chat = useLiveChat();
  return <SideBar chat={chat} />;
}
