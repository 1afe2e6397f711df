/**
 * What a site is, read once from its page (and the user's snippets and prompt), and used by every
 * writer and by the videos. Pure data: no I/O. Every fact keeps the sentence on the site it came
 * from, so a claim in generated copy can show its source or be flagged "not on your site".
 */
import type { Campaign } from './campaign.ts';

/** Languages the kit is written in. Anything else detected falls back to English and says so. */
export const kitLanguages = ['en', 'de', 'es', 'fr', 'pt'] as const;
export type KitLanguage = (typeof kitLanguages)[number];

export const languageNames: Record<KitLanguage, string> = {
  en: 'English',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  pt: 'Portuguese',
};

/**
 * The site's kind, as shown in the type badge. Each maps to one trade (copy bank) below, so no
 * trade's wording ever lands on another.
 */
export const siteTypes = [
  'SaaS',
  'E-commerce',
  'Agency',
  'Food & Drink',
  'Portfolio',
  'Blog',
  'Local Service',
  'Professional Services',
  'Nonprofit',
  'Education',
  'Health & Wellness',
  'Real Estate',
  'Events',
] as const;
export type SiteType = (typeof siteTypes)[number] | 'Business';

/** The copy banks of the built-in writer: one per trade and language. */
export const trades = ['software', 'food', 'professional', 'retail', 'nonprofit', 'creative', 'health', 'education', 'local', 'general'] as const;
export type Trade = (typeof trades)[number];

export const tradeOfType: Record<SiteType, Trade> = {
  SaaS: 'software',
  'E-commerce': 'retail',
  Agency: 'creative',
  'Food & Drink': 'food',
  Portfolio: 'creative',
  Blog: 'general',
  'Local Service': 'local',
  'Professional Services': 'professional',
  Nonprofit: 'nonprofit',
  Education: 'education',
  'Health & Wellness': 'health',
  'Real Estate': 'professional',
  Events: 'general',
  Business: 'general',
};

/** A sentence (or heading, list item, price row) as it stands on the site: the source of a fact. */
export interface SourceText {
  text: string;
  /** Where on the page: 'title', 'meta description', 'h1', 'heading', 'paragraph', 'list item', 'testimonial', 'price', 'structured data', 'snippet', 'prompt'. */
  where: string;
  /** The page it stands on, when the site was read beyond its home page. */
  page?: string;
}

export interface SiteFeature {
  /** The feature's own name as the site writes it (casing kept): "Seeded rye", "Festpreis-Scheidung". */
  name: string;
  /** The site's own sentence(s) describing it, or null when the site gives only the name. */
  description: string | null;
  source: SourceText;
}

export interface SitePrice {
  /** What the price is for, as the site names it ("Uncontested divorce", "Töpferkurs"), or null. */
  item: string | null;
  /** The amount exactly as written on the site: "£450", "ab 39 €", "$12/month". */
  amount: string;
  source: SourceText;
}

export interface SiteTestimonial {
  quote: string;
  /** The attribution as written ("Dana K., Portland"), or null when the page gives none. */
  author: string | null;
  source: SourceText;
}

export interface SitePerson {
  name: string;
  /** "Owner", "Dentist", "Fishing guide", as the page writes it, or null. */
  role: string | null;
  source: SourceText;
}

/** How long the business has been going, as its pages say it: the year it started, its years, or both. */
export interface SiteHeritage {
  /** The year it started ("since 1999", "desde 1970"), or null. */
  since: number | null;
  /** Its years ("more than 25 years of experience", "+50 | Anos de experiência"), or null. */
  years: number | null;
  /** The years were said as a floor ("more than 25", "+50"). */
  atLeast: boolean;
  /** The town the page says it has been in since that year ("en Palma de Mallorca desde 1970"), or null. */
  place: string | null;
  source: SourceText;
}

export interface SiteVoice {
  /** How the site addresses its reader: formal ("Sie", "vous", "usted") or casual ("du", "tu"). For English: from contractions, exclamation marks, sentence length. */
  register: 'formal' | 'casual';
  /** Who speaks on the site: "we" (a team), "I" (a solo maker/practitioner) or nobody ("it"). */
  person: 'we' | 'I' | 'it';
  /** Median words per sentence in the site's paragraphs. */
  sentenceWords: number;
  /** Does the site use emoji itself? */
  usesEmoji: boolean;
}

/** What the user asked for in the custom prompt and target audience, as the writers can honour it. */
export interface UserInstructions {
  /** A language the user asked for ("Bitte auf Deutsch", "in Spanish"), or null. */
  language: KitLanguage | null;
  /** "first person", "ich-Form", "write as I" → 'I'; "as a team"/"we" → 'we'; null when not asked. */
  person: 'I' | 'we' | null;
  /** false when the user said no emoji; true when they asked for emoji; null when not said. */
  emoji: boolean | null;
  tone: 'formal' | 'casual' | null;
  /** German du/Sie, French tu/vous, Spanish tú/usted, Portuguese você/o senhor when asked. */
  address: 'formal' | 'informal' | null;
  /** Phrases or offers the user wants mentioned ("the Saturday pottery course", "fixed fees"). */
  mustMention: string[];
  /** Words or topics the user wants left out. */
  avoid: string[];
  /** Other requests, verbatim clauses, that no rule above covers; the kit lists these as not honoured by the built-in writer. */
  unrecognised: string[];
}

/** How a reader reaches the business: each as written on its pages, or null. */
export interface SiteContact {
  phone: string | null;
  address: string | null;
}

export interface SiteModel {
  url: string;
  domain: string;
  /**
   * False when the page could not be read (the user chose to write without it); `fetchNote` says why,
   * as a clause ("the page answered 404 Not Found"), and the kit says once what it was built from.
   */
  fetched: boolean;
  fetchNote: string | null;
  name: string;
  nameSource: string;
  /** The language the kit is written in (the user's request wins over the page). */
  language: KitLanguage;
  /** How the language was decided, e.g. 'the page declares lang="de"', 'the page text reads as German (franc)', 'your prompt asks for German'. */
  languageEvidence: string;
  type: SiteType;
  trade: Trade;
  typeEvidence: string[];
  typeConfidence: number;
  /** The main heading (H1), or null. */
  headline: SourceText | null;
  /** The site's own one-line pitch (meta description or first strong paragraph sentence). */
  description: SourceText | null;
  /** What the site sells or does, in its words: its offer or a promotion found on the page ("Erste Stunde gratis"). */
  offers: Array<SourceText & { /** A full sentence, or a label a writer may set mid-sentence ("Primera visita gratuita"). */ sentence?: boolean }>;
  features: SiteFeature[];
  prices: SitePrice[];
  /** Town, district or region the site names for itself ("Leeds", "Prenzlauer Berg"), with its source. */
  location: SourceText | null;
  /** Opening hours, dates, schedules as written ("Samstags von 11 bis 16 Uhr"). */
  schedule: SourceText[];
  /** The business's phone and street address as the pages write them; optional in models kept before they were read. */
  contact?: SiteContact;
  testimonials: SiteTestimonial[];
  /** Call-to-action labels from the page, best first, in the site's language. */
  callsToAction: string[];
  /** Who the site says it is for ("for families", "für Selbstständige"), from the page; the user's audience is separate. */
  audienceCues: SourceText[];
  voice: SiteVoice;
  /** Key phrases of the site (2-3 word noun phrases and distinctive words), for hashtags and keywords. */
  keyPhrases: string[];
  /** Every sentence of the visible page (and snippets), split properly: the grounding corpus. */
  sentences: SourceText[];
  /**
   * The page's visible copy in page order, grouped under the nearest heading above (null before the
   * first heading). Navigation, link and button labels are left out; of the footer only addresses
   * and hours are kept. Headings are not repeated as blocks. Empty when the page was not read.
   */
  outline: Array<{ heading: string | null; blocks: SourceText[] }>;
  /** Snippet descriptions describe images; they are never features. */
  snippetDescriptions: string[];
  brand: {
    colors: { primary: string; secondary: string; accent: string; neutral: string };
    found: boolean;
    evidence: string[];
  };
  /** Page text addressed to AI models ("Assistant, important: …"), never a fact: left out, and listed for the owner. */
  ignoredText?: string[];
  /** The pages read (home first); optional in models kept before sub-pages were read. */
  pagesRead?: string[];
  /** The people the site names (the owner, the team) with their role as written: proof, never an offering. */
  people?: SitePerson[];
  /** How long the business has been going, when its pages say it; optional in models kept before it was read. */
  heritage?: SiteHeritage | null;
  /** The page's logo (a logo image in the header, else its best icon) as an absolute address, or null; optional in models kept before it was recorded. */
  logoUrl?: string | null;
  /**
   * The facts as read from the pages, before the owner's corrections replaced, removed or added to
   * them (applySiteCorrections); absent when no correction was applied.
   */
  asRead?: SiteFactsAsRead;
}

/** The facts an owner can correct, as the pages gave them. */
export type SiteFactsAsRead = Pick<SiteModel, 'name' | 'nameSource' | 'type' | 'trade' | 'typeEvidence' | 'typeConfidence' | 'features' | 'prices' | 'location' | 'schedule' | 'testimonials' | 'callsToAction'> & {
  people: SitePerson[];
};

/** What a writer receives: the site, the user's instructions parsed, and their raw text (the model path gets it verbatim). */
export interface WriterBrief {
  site: SiteModel;
  instructions: UserInstructions;
  customPrompt: string;
  /** The user's target audience as typed; writers weave `audiencePhrase` instead of pasting this. */
  targetAudience: string;
  /** The audience as a grammatical phrase in the kit's language ("finance teams at mid-sized companies"), lower-cased unless a proper noun; null when none. */
  audiencePhrase: string | null;
  /** The brief read as a campaign (readCampaign); absent where a brief is built without it, so read it with campaignOf. */
  campaign?: Campaign;
}
