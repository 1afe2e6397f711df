import type { PostScore, VideoContent, WebsiteCopy } from '@sitespark/contracts';

/** One piece of the kit opened in the content preview modal. */
export type PreviewItem =
  | { title: string; type: 'email'; content: { subject: string; body: string } }
  | { title: string; type: 'social'; content: { platform: string; option: number; text: string; image: string | null; score: PostScore | null } }
  | { title: string; type: 'ad'; content: { headline: string; description: string; cta: string; siteName: string } }
  | { title: string; type: 'video'; content: VideoContent }
  | { title: string; type: 'website'; content: WebsiteCopy }
  | { title: string; type: 'other'; content: unknown };

/** What Copy copies and Raw Content shows: the piece as plain text. */
export function previewText(item: PreviewItem): string {
  switch (item.type) {
    case 'email':
      return `Subject: ${item.content.subject}\n\n${item.content.body}`;
    case 'social':
      return item.content.text;
    case 'ad':
      return `${item.content.headline}\n${item.content.description}\n${item.content.cta}`;
    case 'website': {
      const copy = item.content;
      return [copy.hero, copy.subheading, `Call to action: ${copy.callToAction}`, `Features:\n${copy.features}`, `Benefits:\n${copy.benefits}`, `Testimonial: ${copy.testimonial}`].join('\n\n');
    }
    case 'video': {
      const sections = item.content.sections.map((section) => `${section.name} (${section.timing}s): ${section.text}`).join('\n');
      return `${sections}\n\nVoiceover script:\n${item.content.slideshowData.audioScript}`;
    }
    default:
      return typeof item.content === 'string' ? item.content : JSON.stringify(item.content, null, 2);
  }
}

/** The JSON file Download writes: the piece with its title and type. */
export function previewJson(item: PreviewItem, exportedAt: Date = new Date()): { title: string; type: string; content: unknown; exportedAt: string } {
  return { title: item.title, type: item.type, content: item.content, exportedAt: exportedAt.toISOString() };
}
