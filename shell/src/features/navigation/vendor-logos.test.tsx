import type { VendorCard } from '@site/shared';
import { render, screen, within } from '@testing-library/react';
import { Logos, VENDOR_CAROUSEL } from './vendor-logos.component';

const vendor = (vassalage: string, displayName: string) =>
  ({ vassalage, displayName, smallIcon: `/assets/vendors/${vassalage}.svg` }) as VendorCard;

const vendors = [vendor('10101', 'Padma Live'), vendor('10102', 'Meghna Slots')];

it('names each vendor once to assistive technology, though the row shows the list twice', () => {
  render(<Logos vendors={vendors} label="Game providers" />);
  const row = screen.getByRole('list');
  expect(within(row).getAllByRole('listitem')).toHaveLength(2);
  expect(
    within(row)
      .getAllByRole('img')
      .map((logo) => logo.getAttribute('alt')),
  ).toEqual(['Padma Live', 'Meghna Slots']);
  // the loop's copy is there for the eye only
  expect(row.querySelectorAll('li')).toHaveLength(4);
  expect(row.querySelectorAll('li[aria-hidden="true"] img[alt=""]')).toHaveLength(2);
});

it('moves one logo’s width every 3000 ms: one round of the list takes a slot per vendor', () => {
  render(<Logos vendors={vendors} label="Game providers" />);
  expect(screen.getByRole('list').style.getPropertyValue('--vendor-loop')).toBe(
    `${vendors.length * VENDOR_CAROUSEL.speedMs}ms`,
  );
});

it('is a named region the keyboard reaches, to stop the row or scroll it by hand', () => {
  render(<Logos vendors={vendors} label="Game providers" />);
  const region = screen.getByRole('region', { name: 'Game providers' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(within(region).getByRole('list')).toBeInTheDocument();
});
