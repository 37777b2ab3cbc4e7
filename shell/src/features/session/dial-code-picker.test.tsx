import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { DIAL_CODE_CLOSE_DELAY_MS, DialCodePicker } from './dial-code-picker';
import { DIAL_CODES } from './sms-code-field';

beforeAll(setupShellI18n);
afterEach(() => jest.useRealTimers());

const emitted: string[] = [];
function Harness() {
  const [value, setValue] = useState('880');
  return (
    <DialCodePicker
      entries={DIAL_CODES}
      value={value}
      onChange={(next) => {
        emitted.push(next);
        setValue(next);
      }}
    />
  );
}

function renderPicker() {
  emitted.length = 0;
  render(
    <SiteProviders store={createSiteStore()}>
      <Harness />
    </SiteProviders>,
  );
  return screen.getByRole('combobox', { name: 'Country code' });
}

it('opens on focus and closes 200 ms after blur (spec §4)', () => {
  jest.useFakeTimers();
  const input = renderPicker();
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  fireEvent.focus(input);
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('option', { name: /India/ })).toBeInTheDocument();
  fireEvent.blur(input);
  act(() => jest.advanceTimersByTime(DIAL_CODE_CLOSE_DELAY_MS - 1));
  expect(input).toHaveAttribute('aria-expanded', 'true');
  act(() => jest.advanceTimersByTime(1));
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

it('choosing an entry closes the list and emits its dialing code', () => {
  const input = renderPicker();
  fireEvent.focus(input);
  fireEvent.click(screen.getByRole('option', { name: /India/ }));
  expect(emitted).toEqual(['91']);
  expect(input).toHaveValue('+91');
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

it('works from the keyboard', () => {
  const input = renderPicker();
  fireEvent.focus(input);
  expect(screen.getByRole('option', { selected: true })).toHaveTextContent('+880');
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(emitted).toEqual(['91']);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(input).toHaveAttribute('aria-expanded', 'true');
  fireEvent.keyDown(input, { key: 'Escape' });
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

it('shows each offered country with its flag (spec §2)', () => {
  fireEvent.focus(renderPicker());
  const options = screen.getAllByRole('option');
  expect(options).toHaveLength(DIAL_CODES.length);
  for (const option of options) {
    expect(option.querySelector('svg.dial-code__flag')).not.toBeNull();
  }
});
