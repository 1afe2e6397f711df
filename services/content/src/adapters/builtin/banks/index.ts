import type { KitLanguage, Trade } from '@sitespark/site-model';
import type { BankVariant, LanguageBank, TradeBank } from './bank.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { pt } from './pt.ts';

export const banks: Record<KitLanguage, LanguageBank> = { en, de, es, fr, pt };

function applyVariant(bank: LanguageBank, variant: BankVariant | undefined): LanguageBank {
  if (!variant) return bank;
  const trades = { ...bank.trades };
  for (const [trade, frames] of Object.entries(variant.trades ?? {}) as Array<[Trade, Partial<TradeBank> | undefined]>) {
    if (frames) trades[trade] = { ...trades[trade], ...dropUndefined(frames) };
  }
  return { ...bank, common: { ...bank.common, ...dropUndefined(variant.common ?? {}) }, trades };
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const cache = new Map<string, LanguageBank>();

/** The bank for a kit: the language's base frames with the casual and first-person variants laid over them when asked. */
export function bankFor(language: KitLanguage, variant: { casual: boolean; firstPerson: boolean }): LanguageBank {
  const key = `${language}:${variant.casual}:${variant.firstPerson}`;
  let bank = cache.get(key);
  if (!bank) {
    const base = banks[language] ?? en;
    bank = base;
    if (variant.casual) bank = applyVariant(bank, base.casual);
    if (variant.firstPerson) bank = applyVariant(bank, base.firstPerson);
    cache.set(key, bank);
  }
  return bank;
}
