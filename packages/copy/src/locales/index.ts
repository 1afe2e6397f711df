import type { KitLanguage } from '@sitespark/site-model';
import type { Locale } from '../locale.ts';
import { en } from './en/index.ts';
import { es } from './es/index.ts';
import { fr } from './fr/index.ts';
import { pt } from './pt/index.ts';
import { de } from './de/index.ts';

/** The languages the writer writes in; a language is added by adding its folder and its line here. */
export const locales: Partial<Record<KitLanguage, Locale>> = { en, es, fr, pt, de };
