import {
  failureEnvelope,
  okEnvelope,
  startTestApi,
  startTestI18n,
  TestQueryProvider,
  type TestRoute,
  type TestServer,
} from '@site/shared/testing';
import { MemoryRouter } from '@site/shared/router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { addConsoleTranslations } from '../i18n/translations';
import { BrandPage } from './brand-page.component';
import { ContentToolbar } from './content-toolbar.component';

/** A brand's content as the content pages keep it: a notice and a draft of its own. */
function BrandContent({ brand }: { brand: string }) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <ContentToolbar
        addLabel="Add a note"
        onAdd={() => setNotice(`Added to ${brand}`)}
        notice={notice}
      />
      <p>Content of {brand}</p>
    </>
  );
}

let server: TestServer | null = null;
async function renderPage(route: TestRoute, path = '/content') {
  server = await startTestApi(route, () => 'operator-token');
  render(
    <MemoryRouter initialEntries={[path]}>
      <BrandPage name="notes" title="Notes" intro="What the site says">
        {(brand) => <BrandContent brand={brand} />}
      </BrandPage>
    </MemoryRouter>,
    { wrapper: TestQueryProvider },
  );
  return server;
}
const brands: TestRoute = (request) =>
  request.path === '/ops/brands' ? okEnvelope(['PADMA', 'MEGHNA']) : undefined;

beforeAll(async () => {
  await startTestI18n('en');
  await addConsoleTranslations();
});
afterEach(async () => {
  await server?.close();
  server = null;
});

jest.setTimeout(30_000);

describe('a page of one brand at a time (BrandPage)', () => {
  it("opens on the operator's first brand and switches by the brand's link", async () => {
    await renderPage(brands);
    expect(screen.getByRole('heading', { level: 1, name: 'Notes' })).toBeInTheDocument();
    expect(await screen.findByText('Content of PADMA')).toBeInTheDocument();
    const picker = screen.getByRole('navigation', { name: 'Your brands' });
    expect(within(picker).getByRole('link', { name: 'PADMA' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // What was done for one brand is not shown on the next: its content starts afresh.
    fireEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    expect(screen.getByRole('status')).toHaveTextContent('Added to PADMA');
    fireEvent.click(within(picker).getByRole('link', { name: 'MEGHNA' }));
    expect(await screen.findByText('Content of MEGHNA')).toBeInTheDocument();
    expect(within(picker).getByRole('link', { name: 'MEGHNA' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByText('Added to PADMA')).not.toBeInTheDocument();
  });

  it('opens on the brand its address names', async () => {
    await renderPage(brands, '/content?brand=MEGHNA');
    expect(await screen.findByText('Content of MEGHNA')).toBeInTheDocument();
  });

  it("says when the operator's brands cannot be loaded, and tries again", async () => {
    let fail = true;
    await renderPage((request) => {
      if (request.path !== '/ops/brands') return undefined;
      return fail ? failureEnvelope(500, 'INTERNAL_ERROR') : okEnvelope(['PADMA']);
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 25_000 });
    expect(alert).toHaveTextContent('This could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Content of PADMA')).toBeInTheDocument();
  });
});
