import type { ReactNode } from 'react';

type ContentToolbarProps = {
  /** The page's own choices (a group, a state). */
  children?: ReactNode;
  addLabel: string;
  onAdd: () => void;
  /** The last change's notice, under the toolbar. */
  notice: string | null;
};

/** A content page's toolbar: its own choices, the button that adds one, and the last notice. */
export function ContentToolbar({ children, addLabel, onAdd, notice }: ContentToolbarProps) {
  return (
    <>
      <div className="content-toolbar">
        {children}
        <button
          type="button"
          className="site-button site-button--primary content__add"
          onClick={onAdd}
        >
          {addLabel}
        </button>
      </div>
      <SuccessNotice text={notice} />
    </>
  );
}

/** What the operator's last action did, read out once. */
export function SuccessNotice({ text }: { text: string | null }) {
  return (
    text && (
      <p className="console-notice console-notice--success" role="status">
        {text}
      </p>
    )
  );
}
