import type { NotificationListener, NotificationSource } from '../../src/db/connect.js';

/**
 * A notification source for one channel whose announcements a test sends by hand (or, to stand
 * for a slow one, never), and whose listening connection it can take down.
 */
export function handSource(expectedChannel: string) {
  let listener: NotificationListener | null = null;
  const source: NotificationSource = {
    async listen(channel, heard) {
      expect(channel).toBe(expectedChannel);
      listener = heard;
      heard.listening(true);
      return async () => {
        listener = null;
      };
    },
  };
  return {
    source,
    announce: (payload: string) => listener!.notified(payload),
    channelUp: (up: boolean) => listener!.listening(up),
  };
}
