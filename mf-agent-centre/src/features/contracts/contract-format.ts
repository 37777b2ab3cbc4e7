import {
  dateTimeFormat,
  formatMoney,
  formatNumber,
  type ContractKind,
  useBusState,
  useTranslation,
} from '@site/shared';
import { NAMESPACE } from './i18n/contracts-translations';

/** The agent-centre entry of each contract kind (spec §2 order: dividend, daily, hourly, real-time). */
export const ENTRY_KINDS = {
  dividend: 'DIVIDEND',
  dailySalary: 'DAILY_SALARY',
  hourlySalary: 'HOURLY_SALARY',
  realTimeSalary: 'REAL_TIME_SALARY',
} as const satisfies Record<string, ContractKind>;

/** Periods that are whole UTC days (shown as dates) rather than minutes and hours. */
const DAY_BASED: readonly ContractKind[] = ['DIVIDEND', 'DAILY_SALARY'];

/**
 * Basis points as the reader writes a percentage: 80 → "0.8 %", in the reader's digits, the
 * sign kept on the number's line (a no-break space).
 */
export const percentOf = (bp: number, language: string) =>
  `${formatNumber(bp / 100, language, { maximumFractionDigits: 2 })}\u00a0%`;

/** The formatters every part of the page uses: money, counts, percentages and periods. */
export function useContractFormat(kind: ContractKind) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const symbol = useBusState('balance').currencySymbol ?? '৳';
  const language = i18n.language;
  const dayBased = DAY_BASED.includes(kind);
  // Both on the brand's clock (issue 40 item 14): a day-based period starts at its midnight.
  const date = dateTimeFormat(language, { dateStyle: 'medium' });
  const time = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    t,
    language,
    money: (amount: number) => formatMoney(amount, symbol, language),
    count: (value: number) => formatNumber(value, language),
    percent: (bp: number) => percentOf(bp, language),
    /** A period [start, end): whole brand days as dates (end inclusive), else times. */
    period: (start: string, end: string) => {
      if (!dayBased) return `${time.format(new Date(start))} – ${time.format(new Date(end))}`;
      const last = new Date(new Date(end).getTime() - 1);
      const first = date.format(new Date(start));
      const final = date.format(last);
      return first === final ? first : `${first} – ${final}`;
    },
    when: (at: string) => time.format(new Date(at)),
    payer: (payer: string | null) => payer ?? t('platform'),
  };
}

export type ContractFormat = ReturnType<typeof useContractFormat>;
