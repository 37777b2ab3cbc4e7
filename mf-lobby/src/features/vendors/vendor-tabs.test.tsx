import { setupI18n, type VendorCard } from '@site/shared';
import { render, screen } from '@testing-library/react';
import { addTranslations } from '../../i18n/translations';
import { VendorTabs } from './vendor-tabs.component';

const vendor = (vassalage: string, displayName: string, smallIcon: string) =>
  ({
    vassalage,
    displayName,
    smallIcon,
    isHot: 0,
    accountTypeId: 1,
    gameType: 'RNG',
  }) as VendorCard;

beforeAll(async () => {
  await setupI18n('en');
  addTranslations();
});

describe('VendorTabs', () => {
  it("shows each vendor's drawn logo beside its name, and initials only when it has no logo", () => {
    const { container } = render(
      <VendorTabs
        vendors={[vendor('JILI', 'JILI', '/assets/vendors/7.svg'), vendor('PG', 'PG Soft', '')]}
        selected="JILI"
        onSelect={jest.fn()}
        panelId="panel"
      />,
    );
    const logo = container.querySelector('#vendor-tab-JILI img');
    expect(logo?.getAttribute('src')).toBe('/assets/vendors/7.svg');
    expect(logo?.getAttribute('alt')).toBe('');
    expect(screen.getByRole('tab', { name: 'JILI' })).toBeTruthy();
    expect(container.querySelector('#vendor-tab-PG img')).toBeNull();
    expect(container.querySelector('#vendor-tab-PG .vendor-tabs__logo')?.textContent).toBe('PG');
  });
});
