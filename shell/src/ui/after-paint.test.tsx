import { render, screen } from '@testing-library/react';
import { nextTask, useNextTask } from './after-paint';

function Staged() {
  const ready = useNextTask();
  return <p>{ready ? 'content' : 'skeleton'}</p>;
}

it('useNextTask renders the later part in a task after the first render, not in it', async () => {
  render(<Staged />);
  // The first render, and the layout effects of its commit, show the early part only.
  expect(screen.getByText('skeleton')).toBeInTheDocument();
  expect(await screen.findByText('content')).toBeInTheDocument();
});

it('nextTask resolves after the tasks already queued, not in the same one', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);
  void Promise.resolve().then(() => order.push('microtask'));
  await nextTask();
  order.push('next task');
  expect(order).toEqual(['microtask', 'queued task', 'next task']);
});
