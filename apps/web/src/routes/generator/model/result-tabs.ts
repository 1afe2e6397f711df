import type { GenerationResult } from '@sitespark/contracts';

export type ResultTabId =
  | 'social-posts'
  | 'email-copy'
  | 'ad-copy'
  | 'website-copy'
  | 'video-content'
  | 'flyers'
  | 'brand-kit'
  | 'viral-predictor'
  | 'marketing-intel';

export type ResultTab = { id: ResultTabId; label: string };

export const defaultResultTab: ResultTabId = 'social-posts';

type TabSource = Pick<GenerationResult, 'videoContent' | 'flyers'>;

export function hasVideoContent(content: TabSource): boolean {
  return Boolean(content.videoContent);
}

export function hasFlyers(content: TabSource): boolean {
  return (content.flyers?.flyers.length ?? 0) > 0;
}

/** Spec section 2: seven tabs, plus Video when there is video data and Flyers when there are flyers. */
export function resultTabs(content: TabSource): ResultTab[] {
  const tabs: (ResultTab | null)[] = [
    { id: 'social-posts', label: 'Social Media' },
    { id: 'email-copy', label: 'Email' },
    { id: 'ad-copy', label: 'Ads' },
    { id: 'website-copy', label: 'Website' },
    hasVideoContent(content) ? { id: 'video-content', label: 'Video' } : null,
    hasFlyers(content) ? { id: 'flyers', label: 'Flyers' } : null,
    { id: 'brand-kit', label: 'Brand Kit' },
    { id: 'viral-predictor', label: 'Viral AI' },
    { id: 'marketing-intel', label: 'Intelligence' },
  ];
  return tabs.filter((tab): tab is ResultTab => tab !== null);
}
