import type { ReactNode } from 'react';

/** One setting of the page: its heading, what it does, and its controls. */
export function ProtectionCard({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <section className="protection-card" aria-labelledby={id}>
      <h4 id={id}>{title}</h4>
      <p className="form__hint">{hint}</p>
      {children}
    </section>
  );
}
