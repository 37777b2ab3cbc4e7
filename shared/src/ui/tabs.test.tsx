import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { startTestI18n } from '../testing/i18n';
import { StatusBadge, toneOf } from './status-badge';
import { Tabs } from './tabs';

const TABS = [
  { id: 'deposit', label: 'Deposit' },
  { id: 'withdraw', label: 'Withdrawal', badge: 3 },
  { id: 'transfer', label: 'Transfer', badge: 0 },
] as const;
type TabId = (typeof TABS)[number]['id'];

function Wallet() {
  const [active, setActive] = useState<TabId>('deposit');
  return (
    <Tabs label="Wallet" tabs={TABS} active={active} onChange={setActive}>
      <p>{active} form</p>
    </Tabs>
  );
}

describe('tabs in EN', () => {
  beforeAll(() => startTestI18n('en'));

  it('is one tab stop; the panel is named by the selected tab', () => {
    render(<Wallet />);
    expect(screen.getByRole('tablist', { name: 'Wallet' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Deposit' })).toHaveTextContent('deposit form');
  });

  it('arrows wrap around, Home and End jump, and the focus follows the selection', () => {
    render(<Wallet />);
    const deposit = screen.getByRole('tab', { name: 'Deposit' });
    deposit.focus();
    fireEvent.keyDown(deposit, { key: 'ArrowLeft' });
    const transfer = screen.getByRole('tab', { name: 'Transfer' });
    expect(transfer).toHaveFocus();
    expect(transfer).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Transfer' })).toHaveTextContent('transfer form');
    fireEvent.keyDown(transfer, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Transfer' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Deposit', selected: true })).toHaveFocus();
  });

  it('a click selects; a badge shows only above zero', () => {
    render(<Wallet />);
    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawal 3' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('withdraw form');
    expect(screen.getByRole('tab', { name: 'Transfer' })).toBeInTheDocument();
  });
});

describe('tabs in BN', () => {
  beforeAll(() => startTestI18n('bn'));
  afterAll(() => startTestI18n('en'));

  it('badge counts are in Bengali digits', () => {
    render(<Wallet />);
    expect(screen.getByRole('tab', { name: 'Withdrawal ৩' })).toBeInTheDocument();
  });
});

it('a status badge says its state in words and keeps its tone', () => {
  const tones = { APPROVED: 'success', REJECTED: 'danger' } as const;
  render(
    <ul>
      <li>
        <StatusBadge tone={toneOf('REJECTED', tones)}>Rejected</StatusBadge>
      </li>
      <li>
        <StatusBadge tone={toneOf<string>('IN_PROCESS', tones)}>In process</StatusBadge>
      </li>
    </ul>,
  );
  expect(screen.getByText('Rejected')).toHaveAttribute('data-tone', 'danger');
  expect(screen.getByText('In process')).toHaveAttribute('data-tone', 'neutral');
});
