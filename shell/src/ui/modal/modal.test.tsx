import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { setupShellI18n } from '../../testing/site-context';
import { Dialog, Modal } from './modal';

beforeAll(setupShellI18n);

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
