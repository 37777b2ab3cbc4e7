import type { SocialChannel } from './social-links';

/** Simple marks in each network's colour (decorative: the button carries the name). */
const MARKS: Record<
  SocialChannel | 'chat' | 'vip' | 'top' | 'contact' | 'close',
  { color: string; path: string }
> = {
  chat: {
    color: '#0b6e4f',
    path: 'M4 5h16v10H9l-5 4z',
  },
  vip: {
    color: '#a0740b',
    path: 'M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5zm2 12h14v2H5z',
  },
  facebook: {
    color: '#1877f2',
    path: 'M13.5 21v-7h2.4l.4-3h-2.8V9.2c0-.9.3-1.5 1.5-1.5h1.4V5.1c-.3 0-1.1-.1-2.1-.1-2.1 0-3.6 1.3-3.6 3.7V11H8.3v3h2.4v7z',
  },
  telegram: {
    color: '#229ed9',
    path: 'M3 11.5 20 4l-3 16-5-4-2.5 2.5.5-4.5 7-6.5-9 5.5z',
  },
  whatsapp: {
    color: '#25d366',
    path: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.6 12.6c-.2.6-1.2 1.1-1.7 1.1-.4 0-1 .1-3.2-.9-2.6-1.2-4.2-3.9-4.3-4.1-.1-.2-1-1.4-1-2.6s.6-1.9.9-2.1c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 1.9c.1.1.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.8.9c.3.1.4.2.5.3.1.1.1.6-.1 1.1z',
  },
  instagram: {
    color: '#d62976',
    path: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm4 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5-3.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  messenger: {
    color: '#0084ff',
    path: 'M12 3C7 3 3 6.7 3 11.3c0 2.6 1.3 5 3.4 6.5V21l3.1-1.7c.8.2 1.6.3 2.5.3 5 0 9-3.7 9-8.3S17 3 12 3zm1 11.1-2.3-2.4-4.4 2.4 4.9-5.2 2.3 2.4 4.4-2.4z',
  },
  contact: {
    color: '#0b6e4f',
    path: 'M12 2a10 10 0 0 0-10 10v5a3 3 0 0 0 3 3h2v-7H4v-1a8 8 0 0 1 16 0v1h-3v7h3v1h-6v2h6a2 2 0 0 0 2-2V12A10 10 0 0 0 12 2z',
  },
  close: {
    color: '#0b6e4f',
    path: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
  },
  top: {
    color: '#55635c',
    path: 'M12 6l7 7-1.4 1.4L13 9.8V19h-2V9.8l-4.6 4.6L5 13z',
  },
};

export function SocialIcon({ kind }: { kind: keyof typeof MARKS }) {
  const mark = MARKS[kind];
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={mark.path} fill="currentColor" />
    </svg>
  );
}

export const channelColor = (kind: keyof typeof MARKS) => MARKS[kind].color;
