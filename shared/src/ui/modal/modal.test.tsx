import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { startTestI18n } from '../../testing/i18n';
import { ConfirmDialog, Dialog, Modal } from './modal';

beforeAll(() => startTestI18n('en'));

function Nested({ backdrop }: { backdrop?: boolean }) {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  return (
    <>
      <Modal open={outer} title="Outer" onClose={() => setOuter(false)} closeOnBackdrop={backdrop}>
        <button type="button">outer action</button>
      </Modal>
      <Modal open={inner} title="Inner" onClose={() => setInner(false)}>
        <button type="button">inner action</button>
      </Modal>
    </>
  );
}

it('locks the page scroll until the last modal closes; Escape closes the top one only', () => {
  render(<Nested />);
  expect(document.body.style.overflow).toBe('hidden');
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
  expect(document.body.style.overflow).toBe('hidden');
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
});

it('closes on the background only when allowed', () => {
  const onClose = jest.fn();
  const { rerender } = render(
    <Modal open title="T" onClose={onClose} closeOnBackdrop={false}>
      x
    </Modal>,
  );
  const backdrop = screen.getByRole('dialog').parentElement!;
  fireEvent.mouseDown(backdrop);
  expect(onClose).not.toHaveBeenCalled();
  rerender(
    <Modal open title="T" onClose={onClose}>
      x
    </Modal>,
  );
  fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('a forced step has no close button and ignores Escape', () => {
  const onClose = jest.fn();
  render(
    <Modal open title="Forced" onClose={onClose} dismissible={false}>
      <button type="button">go on</button>
    </Modal>,
  );
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onClose).not.toHaveBeenCalled();
});

it('takes the focus to its first field, keeps Tab inside and gives the focus back on close', () => {
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Modal open={open} title="Form" onClose={() => setOpen(false)}>
          <input aria-label="Name" />
          <button type="button">Send</button>
        </Modal>
      </>
    );
  }
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  const name = screen.getByRole('textbox', { name: 'Name' });
  expect(name).toHaveFocus();
  const send = screen.getByRole('button', { name: 'Send' });
  send.focus();
  fireEvent.keyDown(document, { key: 'Tab' });
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
  expect(send).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(opener).toHaveFocus();
});

it('the dialog is 400 wide with one CLOSE button by default', () => {
  const onClose = jest.fn();
  render(
    <Dialog open title="Note" onClose={onClose}>
      Hello
    </Dialog>,
  );
  expect(screen.getByRole('dialog', { name: 'Note' }).style.width).toBe('min(400px, 100%)');
  fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
  expect(onClose).toHaveBeenCalled();
});

describe('confirm dialog', () => {
  it('is an alert dialog named by its title and described by its message, focus on Cancel', () => {
    render(
      <ConfirmDialog open title="Cancel withdrawal?" onConfirm={jest.fn()} onCancel={jest.fn()}>
        The money goes back to your wallet.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel withdrawal?' });
    expect(dialog).toHaveAccessibleDescription('The money goes back to your wallet.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Escape cancels; confirm waits for the work and blocks a second press', async () => {
    const onCancel = jest.fn();
    let finish!: () => void;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <ConfirmDialog open title="Redeem?" onConfirm={onConfirm} onCancel={onCancel}>
        100 points
      </ConfirmDialog>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);

    const confirm = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    expect(confirm).toBeDisabled();
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(confirm).toBeEnabled();
  });
});

describe('in BN', () => {
  beforeAll(() => startTestI18n('bn'));
  afterAll(() => startTestI18n('en'));

  it('the confirm dialog speaks Bengali', () => {
    render(
      <ConfirmDialog open title="?" onConfirm={jest.fn()} onCancel={jest.fn()}>
        x
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'নিশ্চিত করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
  });
});
