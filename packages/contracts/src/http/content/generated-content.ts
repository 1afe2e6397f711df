import { z } from 'zod';
import { VideoContent } from '../render/video-content.ts';

const Texts = z.array(z.string());

export const SocialPosts = z.object({
  option1: z.string(),
  option2: z.string(),
  option3: z.string(),
});
export type SocialPosts = z.infer<typeof SocialPosts>;

export const EmailMessage = z.object({ subject: z.string(), body: z.string() });
export type EmailMessage = z.infer<typeof EmailMessage>;

export const EmailCopy = z.object({
  subject: z.string(),
  body: z.string(),
  sequences: z.object({
    welcome: z.array(EmailMessage),
    nurture: z.array(EmailMessage),
    promotional: z.array(EmailMessage),
  }),
  metrics: z.object({
    // Display values such as '25%'.
    expectedOpenRate: z.string(),
    expectedClickRate: z.string(),
    bestSendTimes: Texts,
  }),
  tips: Texts,
});
export type EmailCopy = z.infer<typeof EmailCopy>;

export const AdCopy = z.object({
  headline: z.string(),
  description: z.string(),
  cta: z.string(),
  variations: z.object({ headlines: Texts, descriptions: Texts, ctas: Texts }),
  strategy: z.object({ platforms: Texts, audiences: Texts, budgetTips: Texts, keywords: Texts }),
  checklist: z.object({ facebook: Texts, google: Texts, linkedin: Texts, tiktok: Texts }),
});
export type AdCopy = z.infer<typeof AdCopy>;

export const WebsiteCopy = z.object({
  hero: z.string(),
  subheading: z.string(),
  callToAction: z.string(),
  features: z.string(),
  benefits: z.string(),
  testimonial: z.string(),
});
export type WebsiteCopy = z.infer<typeof WebsiteCopy>;

export const MarketingIntel = z.object({
  contentRating: z.number().min(0).max(100),
  keyBenefits: Texts,
  competitorInsights: Texts,
});
export type MarketingIntel = z.infer<typeof MarketingIntel>;

export const Flyer = z.object({
  platform: z.string(),
  dimensions: z.string(),
  size: z.string(),
  downloadUrl: z.string(),
});
export type Flyer = z.infer<typeof Flyer>;

export const Flyers = z.object({ flyers: z.array(Flyer) });
export type Flyers = z.infer<typeof Flyers>;

export const BrandColors = z.object({
  primary: z.string(),
  secondary: z.string(),
  accent: z.string(),
  neutral: z.string(),
});
export type BrandColors = z.infer<typeof BrandColors>;

export const WebsiteAnalysis = z.object({
  name: z.string(),
  description: z.string(),
  type: z.string(),
  features: Texts,
});
export type WebsiteAnalysis = z.infer<typeof WebsiteAnalysis>;

/** The marketing kit. Video and flyers are absent when there are none (their tabs are then hidden). */
export const GeneratedContent = z.object({
  socialPosts: SocialPosts,
  emailCopy: EmailCopy,
  adCopy: AdCopy,
  websiteCopy: WebsiteCopy,
  marketingIntel: MarketingIntel,
  videoContent: VideoContent.nullish(),
  flyers: Flyers.nullish(),
  brandColors: BrandColors,
  websiteAnalysis: WebsiteAnalysis,
});
export type GeneratedContent = z.infer<typeof GeneratedContent>;
