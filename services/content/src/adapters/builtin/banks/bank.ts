import type { KitLanguage, Trade } from '@sitespark/site-model';

/**
 * The built-in writer's words, per language and trade. The writer composes every sentence from a
 * site fact; the banks only frame those facts. Rules every frame follows (tests enforce them):
 * - A frame is a template with `{slot}` markers. It is used only when every slot it names has a
 *   value for this site, so a frame never prints an empty slot.
 * - Every frame names at least one slot other than {name}, {url} and {domain}: a line that would
 *   read the same on every site (after swapping the name) is a template, and templates are banned.
 * - Slots are filled with the site's own words (a feature name, a price as written, a place, a
 *   quote). Benefits are never invented: {detail} is the site's own sentence about a feature.
 * - German nouns stay capitalised; a frame must read correctly whatever noun fills the slot, so
 *   prefer constructions that need no article or case agreement ("{feature}: {detail}",
 *   "Neu bei {name}: {feature}") over ones that do.
 * - No emoji inside frames: the writer adds the trade's emoji where the platform and the user's
 *   instructions allow.
 *
 * Slots (all plain text, already cased for the middle of a sentence where that applies):
 * {name} business name · {feature} {feature2} {feature3} feature names · {detail} the site's
 * sentence describing {feature} (ends with punctuation) · {item} what a price is for · {price} the
 * amount as written · {place} town or district · {schedule} hours or dates as written · {quote}
 * a customer's words · {author} who said it · {offer} a promotion from the page or the user's
 * prompt · {mention} a phrase the user asked to mention · {audience} who it is for, a noun phrase
 * ("finance teams") · {cta} the site's call to action · {headline} the site's main heading ·
 * {url} · {domain}.
 */
export type Frame = string;

export interface TradeBank {
  /** Opening lines for a post; each names a fact slot ({feature}, {place}, {item}, {schedule}...). Questions and statements mixed. At least 8. */
  hooks: Frame[];
  /** Lines that ask readers to comment, about the site's own things ("{feature} or {feature2}: which one first?"). At least 5. */
  engagement: Frame[];
  /** Calls to action for this trade when the site shows none, as button labels ("Reserve a table"). 3-5, each at most 20 characters. */
  ctas: string[];
  /** Established hashtags of the trade in this language (no '#'), e.g. Foodie, EatLocal / Handgemacht, Kaffeeliebe. 4-8. */
  hashtags: string[];
  /** 4-6 emoji that suit the trade. */
  emoji: string[];
  /** Email subject lines; each names a fact slot. At least 6. */
  subjects: Frame[];
  /** Hero headlines for website copy, at most 70 characters once filled; fact slots only ({feature}, {place}, {item}...). At least 4. */
  heroes: Frame[];
  /** One piece of trade advice for the marketing intelligence tab (plain sentence, no slots needed). */
  competitorInsight: string;
  /** Ad networks that suit the trade, best first (names as the networks spell them). */
  adPlatforms: string[];
  /** A sensible starting daily ad budget for the trade, in the site's currency units. */
  dailyBudget: number;
}

/** Frames that frame a fact the same way in any trade. Each role at least 4 frames unless noted. */
export interface CommonFrames {
  /** Introduce a feature together with its description: "{feature}: {detail}", "At {name}, {feature} means this: {detail}". */
  featureWithDetail: Frame[];
  /** Mention a feature that has no description: "{feature}, at {name} in {place}." */
  featureOnly: Frame[];
  /** Two or three features in one line: "{feature}, {feature2} and {feature3} under one roof at {name}." */
  featureList: Frame[];
  /** Introduce a list of bullet points of the site's features (ends with a colon): "What {name} in {place} offers:", "{feature} and more at {name}:". */
  listIntro: Frame[];
  priceLine: Frame[];
  placeLine: Frame[];
  scheduleLine: Frame[];
  /** Introduce a customer quote before it is shown: "{author} put it this way:". */
  quoteIntro: Frame[];
  /** Same without an author. */
  quoteIntroAnonymous: Frame[];
  offerLine: Frame[];
  /** Mention the user's requested phrase naturally: "And don't miss {mention}." */
  mentionLine: Frame[];
  /** The closing call to action with the link: "{cta}: {url}". */
  ctaLine: Frame[];
  /** Instagram's: "{cta}: link in bio". */
  ctaLineBio: Frame[];
  /** Who it is for: "Made for {audience}." (only when an audience is known). */
  audienceLine: Frame[];
  /** Email greeting (formal and casual) and sign-off; {name} allowed here (greetings are not copy claims). */
  greetingFormal: string;
  greetingCasual: string;
  signOffFormal: string;
  signOffCasual: string;
  /** "The {name} team" / "{name}" when the site speaks as "I". */
  teamSignature: Frame;
  /** Welcome, nurture and promotional email subjects and openers; each names a fact slot. At least 3 each. */
  welcomeSubjects: Frame[];
  nurtureSubjects: Frame[];
  promoSubjects: Frame[];
  /** Ad headline frames (Google: at most 30 characters once filled, so keep them short). */
  adHeadlines: Frame[];
  /** Ad descriptions (at most 90 characters once filled). */
  adDescriptions: Frame[];
  /** Website "benefits" block opener: "Why people choose {name} in {place}:". */
  benefitsIntro: Frame[];
  /** Shown instead of a testimonial when the page has none: advice to the owner, not copy. */
  noTestimonialAdvice: Frame;
}

/** Small words and labels the writer needs in the kit's language. */
export interface LanguageWords {
  /** List joining: "a, b and c". */
  and: string;
  /** Instagram's "link in bio". */
  linkInBio: string;
  /** Prefix for an audience noun phrase: "for" (en), "für" (de), "para" (es/pt), "pour" (fr). */
  for: string;
  /** Labels of advice lines the kit writes about itself (checklists, tips), short. */
  fitsLimit: string;
  /** Budget tips, email tips and ad strategy advice: plain sentences with {budget}, {platform}, {domain}, {cta} slots allowed. */
  budgetTips: Frame[];
  emailTips: Frame[];
  /** Ad audience descriptions: "People interested in {feature}", "Visitors of {domain} in the last 30 days". */
  adAudiences: Frame[];
  /** Checklist lines per network (advice to the user); slots allowed. */
  checklist: { facebook: Frame[]; google: Frame[]; linkedin: Frame[]; tiktok: Frame[] };
  /** Send times (weekday and hour) for the email metrics, in the language's format. */
  sendTimes: string[];
  /**
   * Observations about the page for the intelligence tab (advice to the owner). Optional: without
   * them the tab shows only the trade's insight. Slots: {count} {ctas} {cta} {terms} {domain}.
   */
  observations?: { manyCtas: Frame; noCta: Frame; hasProof: Frame; noProof: Frame; notFetched: Frame; topTerms: Frame };
}

/** Frames that replace the base ones in one situation; a role given here replaces that role's whole list. */
export interface BankVariant {
  common?: Partial<CommonFrames>;
  trades?: Partial<Record<Trade, Partial<TradeBank>>>;
}

export interface LanguageBank {
  language: KitLanguage;
  /** The base frames speak as "we" and use the formal address where the language has one (Sie, vous, usted, o senhor/você). */
  common: CommonFrames;
  words: LanguageWords;
  trades: Record<Trade, TradeBank>;
  /** The informal address (du, tu, tú, você) for casual sites and users who ask for it; English may leave it out. */
  casual?: BankVariant;
  /** A solo practitioner or maker speaking as "I" (the site's voice or the user's request). */
  firstPerson?: BankVariant;
}
