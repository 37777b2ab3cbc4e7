import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { startTestI18n } from '../../testing/i18n';
import { DatePresetPicker, PeriodPicker, type PeriodValue } from './date-pickers';
import { presetRange, type DateRange } from './date-ranges';

const TODAY = '2026-11-23';

function Record({ onRange }: { onRange: (range: DateRange) => void }) {
  const [range, setRange] = useState(presetRange('previous7', TODAY));
  return (
    <DatePresetPicker
      label="Betting date"
      value={range}
      today={TODAY}
      presets={['previous7', 'previous30']}
      onChange={(next) => {
        setRange(next);
        onRange(next);
      }}
    />
  );
}

function Salary() {
  const [value, setValue] = useState<PeriodValue>({
    period: 'daily',
    range: { from: TODAY, to: TODAY },
  });
  return <PeriodPicker label="Salary period" value={value} onChange={setValue} today={TODAY} />;
}

describe('in EN', () => {
  beforeAll(() => startTestI18n('en'));

  it('a preset sets the range and shows as pressed; the dates follow', () => {
    const onRange = jest.fn();
    render(<Record onRange={onRange} />);
    const group = screen.getByRole('group', { name: 'Betting date' });
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Next 7 days' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onRange).toHaveBeenLastCalledWith({ from: '2026-10-25', to: '2026-11-23' });
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-25');
    expect(group).toHaveTextContent('2026-10-25 to 2026-11-23');
  });

  it('a hand-picked range is custom; a start after the end is said and not passed on', () => {
    const onRange = jest.fn();
    render(<Record onRange={onRange} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    expect(onRange).toHaveBeenLastCalledWith({ from: '2026-11-20', to: '2026-11-23' });
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-19' } });
    expect(onRange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date must not be after the end date',
    );
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'The start date must not be after the end date',
    );
  });

  it('periods step back and forth, never past the one holding today', () => {
    render(<Salary />);
    const next = screen.getByRole('button', { name: 'Next period' });
    const previous = screen.getByRole('button', { name: 'Previous period' });
    const group = screen.getByRole('group', { name: 'Salary period' });
    expect(next).toBeDisabled();
    // a day is said once, not "2026-11-23 to 2026-11-23"
    expect(group).toHaveTextContent(TODAY);
    expect(group).not.toHaveTextContent(' to ');
    fireEvent.click(screen.getByRole('button', { name: 'Half-monthly' }));
    expect(group).toHaveTextContent('2026-11-16 to 2026-11-30');
    fireEvent.click(previous);
    expect(group).toHaveTextContent('2026-11-01 to 2026-11-15');
    fireEvent.click(previous);
    expect(group).toHaveTextContent('2026-10-16 to 2026-10-31');
    expect(next).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(group).toHaveTextContent('2026-10-01 to 2026-10-31');
    fireEvent.click(screen.getByRole('button', { name: 'Weekly' }));
    expect(group).toHaveTextContent('2026-09-28 to 2026-10-04');
    expect(screen.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('in BN', () => {
  beforeAll(() => startTestI18n('bn'));
  afterAll(() => startTestI18n('en'));

  it('labels and dates are Bengali, with Bengali digits', () => {
    render(<Record onRange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'গত ৭ দিন' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('group')).toHaveTextContent('২০২৬-১১-১৭ থেকে ২০২৬-১১-২৩');
  });
});
