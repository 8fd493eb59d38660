import type { TLanguage } from '@tariq/contracts';
import type { TCurrencyAmount } from '@tariq/contracts/dashboard';
import { formatMoney } from '../../../lib/format';

/** Amounts in several currencies, each as the language writes money: '142 800,00 DZD · 300,00 EUR'; null when none. */
export function formatAmounts(amounts: readonly TCurrencyAmount[], language: TLanguage): string | null {
  if (amounts.length === 0) return null;
  return amounts.map((item) => formatMoney(item.amount, item.currency, language)).join(' · ');
}
