import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { startTestI18n } from '../testing/i18n';
import { addAppTranslations, changeLanguage } from './setup-i18n';
import { useTranslation } from './use-translation';

function Title() {
  const { t } = useTranslation('late');
  return <h1>{t('title', { count: 2 })}</h1>;
}

beforeAll(() => startTestI18n('en'));
afterAll(() => startTestI18n('en'));

it('shows a remote’s texts that arrive after its first render, and follows the language', async () => {
  render(<Title />);
  expect(screen.getByRole('heading')).toHaveTextContent('title');

  let arrive: (strings: { default: { title_other: string } }) => void = () => {};
  const english = new Promise<{ default: { title_other: string } }>(
    (resolve) => (arrive = resolve),
  );
  const added = addAppTranslations('late', {
    bn: { title_other: '{{count, number}}টি খেলা' },
    en: () => english,
  });
  await act(async () => {
    arrive({ default: { title_other: '{{count, number}} games' } });
    await added;
  });
  expect(screen.getByRole('heading')).toHaveTextContent('2 games');

  await act(() => changeLanguage('bn'));
  expect(screen.getByRole('heading')).toHaveTextContent('২টি খেলা');
  expect(document.documentElement.lang).toBe('bn');
});

it('does not render a component again for another namespace’s bundle', async () => {
  function Counted() {
    const { t } = useTranslation('own');
    const renders = useRef(0);
    renders.current += 1;
    return (
      <p>
        {t('label')} · {renders.current}
      </p>
    );
  }
  await act(() => changeLanguage('en'));
  render(<Counted />);
  expect(screen.getByText(/label · 1/)).toBeInTheDocument();

  await act(() =>
    addAppTranslations('elsewhere', { bn: { label: 'অন্য' }, en: { label: 'Other' } }),
  );
  expect(screen.getByText(/label · 1/)).toBeInTheDocument();

  await act(() => addAppTranslations('own', { bn: { label: 'নিজের' }, en: { label: 'Own' } }));
  expect(screen.getByText(/Own · 2/)).toBeInTheDocument();
});
