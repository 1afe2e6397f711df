/**
 * The kit as the model writes it: five sections, each asked for on its own (in parallel) with its
 * own schema, so one bad section is re-asked, or written by the built-in writer, alone. Every
 * piece names the digest facts it used.
 */
import { z } from 'zod';
import type { KitSection } from '@sitespark/contracts';
import { adLimits, platformRules } from '@sitespark/site-model';
import { socialPlatforms, type GeneratedCopy } from '../content-generator.ts';

const facts = z.array(z.string()).describe('Ids of the site facts this piece uses, e.g. ["F2", "P1"]; [] when it uses none');
const text = (description: string) => z.string().describe(description);
const three = <T extends z.ZodType>(item: T, description: string) => z.array(item).length(3).describe(description);

const Post = z.object({ text: text('The post, ready to publish'), facts });
const Email = z.object({ subject: text('Subject line'), body: text('Plain-text body with line breaks') });

const networkKeys = { Twitter: 'twitter', LinkedIn: 'linkedin', Instagram: 'instagram', Facebook: 'facebook' } as const;

export const SocialAnswer = z.object({
  twitter: three(Post, `Three tweets, each at most ${platformRules.Twitter.maxLength} characters as Twitter counts them (a link counts 23, an emoji 2), with 1-2 hashtags`),
  linkedin: three(Post, `Three LinkedIn posts of 600-${platformRules.LinkedIn.maxLength} characters, with 3-5 hashtags`),
  instagram: three(Post, `Three Instagram captions with line breaks, at most ${platformRules.Instagram.maxLength} characters, 3-10 hashtags`),
  facebook: three(Post, `Three conversational Facebook posts, at most ${platformRules.Facebook.maxLength} characters`),
});

export const EmailAnswer = z.object({
  subject: text('Subject of the main campaign email'),
  body: text('Body of the main campaign email, ending with a call to action'),
  facts,
  welcome: three(Email, 'A welcome sequence of three emails'),
  nurture: three(Email, 'A nurture sequence of three emails'),
  promotional: three(Email, 'A promotional sequence of three emails'),
  tips: z.array(z.string()).describe('3-5 practical tips for sending these emails'),
});

export const AdsAnswer = z.object({
  headline: text(`Search ad headline, at most ${adLimits.googleHeadline} characters`),
  description: text(`Search ad description, at most ${adLimits.googleDescription} characters`),
  cta: text('A short call to action (2-4 words)'),
  facts,
  headlines: three(z.string(), `Three more headlines, each at most ${adLimits.googleHeadline} characters`),
  descriptions: three(z.string(), `Three more descriptions, each at most ${adLimits.googleDescription} characters`),
  ctas: three(z.string(), 'Three more short calls to action'),
  platforms: z.array(z.string()).describe('Where to run the ads, with a reason each'),
  audiences: z.array(z.string()).describe('Audiences to target'),
  budgetTips: z.array(z.string()),
  keywords: z.array(z.string()).describe('Search keywords in the kit language'),
  checklist: z.object({ facebook: z.array(z.string()), google: z.array(z.string()), linkedin: z.array(z.string()), tiktok: z.array(z.string()) }),
});

export const WebsiteAnswer = z.object({
  hero: text('Hero headline'),
  subheading: text('One or two sentences under the hero'),
  callToAction: text('Button label'),
  features: text('The features, each with what it does, in the site\'s words'),
  benefits: text('What the customer gains'),
  testimonial: text('A real testimonial from the facts with its author, or a plain note that a customer quote should be collected; never an invented person'),
  facts,
});

export const IntelAnswer = z.object({
  keyBenefits: z.array(z.string()).describe('3-6 key benefits, each grounded in a site fact'),
  competitorInsights: z.array(z.string()).describe('3-5 insights on how to stand out in this trade'),
});

export interface SectionSpec<S extends z.ZodType = z.ZodType> {
  name: KitSection;
  /** What the user sees this section as ("your social posts"). */
  label: string;
  schema: S;
  /** Dotted path prefix of its pieces in the GenerationResult. */
  pathPrefix: string;
  task: string;
  toCopy(answer: z.infer<S>): Partial<GeneratedCopy>;
  /** The fact ids each piece cites, by the piece's path. */
  citations(answer: z.infer<S>): Record<string, string[]>;
}

const social: SectionSpec<typeof SocialAnswer> = {
  name: 'social',
  label: 'your social posts',
  schema: SocialAnswer,
  pathPrefix: 'socialPlatforms.',
  task: `Write the social posts: three clearly different posts for each of ${socialPlatforms.join(', ')}, each leading with a different fact of the site. Hashtags are specific to the site (its products, place, trade) in CamelCase or one compound word, never lone everyday words.`,
  toCopy: (answer) => ({ social: socialPlatforms.map((platform) => ({ platform, options: answer[networkKeys[platform]].map((p) => p.text) })) }),
  citations: (answer) =>
    Object.fromEntries(socialPlatforms.flatMap((platform, i) => answer[networkKeys[platform]].map((p, j) => [`socialPlatforms.${i}.options.${j}`, p.facts] as const))),
};

const email: SectionSpec<typeof EmailAnswer> = {
  name: 'email',
  label: 'your emails',
  schema: EmailAnswer,
  pathPrefix: 'emailCopy.',
  task: 'Write the email campaign: one campaign email, then welcome, nurture and promotional sequences of three emails each, and practical sending tips.',
  toCopy: (answer) => ({
    emailCopy: { subject: answer.subject, body: answer.body, sequences: { welcome: answer.welcome, nurture: answer.nurture, promotional: answer.promotional }, tips: answer.tips },
  }),
  citations: (answer) => ({ 'emailCopy.body': answer.facts }),
};

const ads: SectionSpec<typeof AdsAnswer> = {
  name: 'ads',
  label: 'your ads',
  schema: AdsAnswer,
  pathPrefix: 'adCopy.',
  task: `Write the ad copy: a search ad (headline at most ${adLimits.googleHeadline} characters, description at most ${adLimits.googleDescription}), a short call to action, three variations of each, a strategy (platforms, audiences, budget tips, keywords) and launch checklists for Facebook, Google, LinkedIn and TikTok.`,
  toCopy: (answer) => ({
    adCopy: {
      headline: answer.headline,
      description: answer.description,
      cta: answer.cta,
      variations: { headlines: answer.headlines, descriptions: answer.descriptions, ctas: answer.ctas },
      strategy: { platforms: answer.platforms, audiences: answer.audiences, budgetTips: answer.budgetTips, keywords: answer.keywords },
      checklist: answer.checklist,
    },
  }),
  citations: (answer) => ({ 'adCopy.description': answer.facts }),
};

const website: SectionSpec<typeof WebsiteAnswer> = {
  name: 'website',
  label: 'your website copy',
  schema: WebsiteAnswer,
  pathPrefix: 'websiteCopy.',
  task: 'Write website copy: hero headline, subheading, call-to-action label, features, benefits and a testimonial (a real one from the facts with its author; if there is none, say plainly that a customer quote should be collected).',
  toCopy: (answer) => ({
    websiteCopy: { hero: answer.hero, subheading: answer.subheading, callToAction: answer.callToAction, features: answer.features, benefits: answer.benefits, testimonial: answer.testimonial },
  }),
  citations: (answer) => ({ 'websiteCopy.features': answer.facts }),
};

const intel: SectionSpec<typeof IntelAnswer> = {
  name: 'intel',
  label: 'your marketing insights',
  schema: IntelAnswer,
  pathPrefix: 'marketingIntel.',
  task: 'Write marketing intelligence: the key benefits a customer gets (each from a site fact) and insights on how this business can stand out among competitors of its trade.',
  toCopy: (answer) => ({ marketingIntel: { keyBenefits: answer.keyBenefits, competitorInsights: answer.competitorInsights } }),
  citations: () => ({}),
};

export const kitSectionSpecs: SectionSpec[] = [social, email, ads, website, intel] as SectionSpec[];

/** The built-in writer's copy for one section, in the same partial shape. */
export function sectionOf(copy: GeneratedCopy, section: KitSection): Partial<GeneratedCopy> {
  switch (section) {
    case 'social':
      return { social: copy.social };
    case 'email':
      return { emailCopy: copy.emailCopy };
    case 'ads':
      return { adCopy: copy.adCopy };
    case 'website':
      return { websiteCopy: copy.websiteCopy };
    case 'intel':
      return { marketingIntel: copy.marketingIntel };
  }
}
