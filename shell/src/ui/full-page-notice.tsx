import type { ReactNode } from 'react';

/** The frame of the pages that replace the whole site (maintenance, region block, start-up error). */
export function FullPageNotice({
  icon,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <main className="full-page-notice" data-testid={testId}>
      <div className="full-page-notice__card">
        <div
          className="full-page-notice__icon"
          aria-hidden="true"
          // The brand colour; the frame's styles live in global.css with the layout.
          style={{ color: 'var(--color-brand)' }}
        >
          {icon}
        </div>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
