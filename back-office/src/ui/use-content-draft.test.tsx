import { TextField } from '@site/shared/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { useContentDraft } from './use-content-draft';

type Note = { title: string; body: string };
const saved: Note = { title: 'Opening hours', body: 'Open all day' };

/** A content form as the console's are built: its fields, Review, and the review it opens. */
function NoteForm() {
  const { draft, changes, tried, reviewing, set, errorOf, review } = useContentDraft(
    saved,
    (current: Note) => ({
      errors: {
        ...(current.title.trim() ? {} : { title: 'required' }),
        ...(current.body.length > 20 ? { body: 'tooLong' } : {}),
      },
      changes: (['title', 'body'] as const).filter((field) => current[field] !== saved[field]),
    }),
    (code) => `problem: ${code}`,
  );
  return (
    <form onSubmit={review} noValidate>
      <TextField
        name="title"
        label="Title"
        value={draft.title}
        onChange={set('title')}
        error={errorOf('title')}
      />
      <TextField
        name="body"
        label="Body"
        value={draft.body}
        onChange={set('body')}
        error={errorOf('body')}
      />
      {tried && changes.length === 0 && <p>Nothing has changed yet.</p>}
      <button type="submit">Review</button>
      {reviewing && <p role="dialog">Changing {changes.join(', ')}</p>}
    </form>
  );
}

describe("a content form's draft (useContentDraft)", () => {
  it('shows problems only once a review is asked for, and then moves the focus to the first', () => {
    render(<NoteForm />);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText(/Body/), { target: { value: 'x'.repeat(30) } });
    expect(screen.queryByText('problem: required')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText('problem: required')).toBeInTheDocument();
    expect(screen.getByText('problem: tooLong')).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the review with what changes, and not when nothing does', () => {
    render(<NoteForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText('Nothing has changed yet.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Body/), { target: { value: 'Open until 10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Changing body');
  });
});
