import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { startTestI18n } from '../../testing/i18n';
import { AmountInput } from './amount-input';

function Deposit({ onValue = () => undefined }: { onValue?: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <AmountInput
        name="amount"
        label="Amount"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        currencySymbol="৳"
        min={100}
        max={50000}
        required
      />
      <button type="button" onClick={() => setValue(50000)}>
        Max
      </button>
    </>
  );
}

describe('in EN', () => {
  beforeAll(() => startTestI18n('en'));

  it('tells the range with the currency symbol and refuses a third decimal as it is typed', () => {
    const onValue = jest.fn();
    render(<Deposit onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAccessibleDescription('From ৳ 100.00 to ৳ 50,000.00');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '1234.5' } });
    expect(onValue).toHaveBeenLastCalledWith(1234.5);
    fireEvent.change(input, { target: { value: '1234.567' } });
    expect(input).toHaveValue('1234.5');
    expect(onValue).toHaveBeenCalledTimes(1);
    fireEvent.blur(input);
    expect(input).toHaveValue('1,234.50');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says when the amount is out of range on leaving the field, and clears it once fixed', () => {
    render(<Deposit />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '50' } });
    fireEvent.blur(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The amount must be at least ৳ 100.00');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '500' } });
    expect(input).not.toHaveAttribute('aria-invalid');
    fireEvent.change(input, { target: { value: '60000' } });
    fireEvent.blur(input);
    expect(input).toHaveAccessibleDescription('The amount can be at most ৳ 50,000.00');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(input).toHaveAccessibleDescription('Input cannot be empty');
  });

  it('shows an amount set from outside', () => {
    render(<Deposit />);
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('50,000.00');
  });
});

describe('in BN', () => {
  beforeAll(() => startTestI18n('bn'));
  afterAll(() => startTestI18n('en'));

  it('accepts Bengali or Latin digits and shows Bengali digits', () => {
    const onValue = jest.fn();
    render(<Deposit onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('৳ ১০০.০০ থেকে ৳ ৫০,০০০.০০ পর্যন্ত');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '১২৩৪.৫' } });
    expect(onValue).toHaveBeenLastCalledWith(1234.5);
    expect(input).toHaveValue('১২৩৪.৫');
    fireEvent.change(input, { target: { value: '১২৩৪.৫6' } });
    expect(onValue).toHaveBeenLastCalledWith(1234.56);
    expect(input).toHaveValue('১২৩৪.৫৬');
    fireEvent.blur(input);
    expect(input).toHaveValue('১,২৩৪.৫৬');
  });
});
