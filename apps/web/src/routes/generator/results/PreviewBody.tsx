import type { PreviewItem } from '../model/preview-item.ts';
import { PlatformBadge } from './PlatformBadge.tsx';

/** The Preview tab: each type drawn the way its audience would see it. */
export function PreviewBody({ item }: { item: PreviewItem }) {
  switch (item.type) {
    case 'email':
      return (
        <article aria-label="Email preview" className="overflow-hidden rounded-xl border border-line">
          <header className="border-b border-line bg-canvas px-4 py-3">
            <p className="text-xs text-ink-muted">Subject</p>
            <p className="font-semibold text-ink">{item.content.subject}</p>
          </header>
          <p className="px-4 py-4 text-sm leading-relaxed whitespace-pre-wrap text-ink">{item.content.body}</p>
        </article>
      );
    case 'social':
      return (
        <article aria-label="Social post preview" className="mx-auto max-w-lg overflow-hidden rounded-xl border border-line">
          <header className="flex items-center gap-2 border-b border-line px-4 py-3">
            <PlatformBadge platform={item.content.platform} />
            <span className="text-xs text-ink-muted">{`Option ${item.content.option}`}</span>
          </header>
          <p className="px-4 py-4 text-sm leading-relaxed whitespace-pre-wrap text-ink">{item.content.text}</p>
          {item.content.image && <img src={item.content.image} alt="Attached snippet" className="aspect-video w-full border-t border-line object-cover" />}
        </article>
      );
    case 'ad':
      return (
        <article aria-label="Ad preview" className="mx-auto max-w-lg rounded-xl border border-line p-4">
          <p className="text-xs font-semibold text-ink-muted">{`Sponsored · ${item.content.siteName}`}</p>
          <p className="mt-2 text-lg font-bold text-brand-800">{item.content.headline}</p>
          <p className="mt-1 text-sm text-ink">{item.content.description}</p>
          <span className="mt-3 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white">{item.content.cta}</span>
        </article>
      );
    case 'video':
      return (
        <ol aria-label="Video sections" className="flex flex-col gap-3">
          {item.content.sections.map((section, index) => (
            <li key={`${section.name}-${index}`} className="flex gap-3 rounded-xl border border-line p-3">
              {section.image && <img src={section.image} alt="" className="aspect-video w-28 shrink-0 rounded-md object-cover" />}
              <div className="min-w-0">
                <p className="text-sm font-semibold text-ink">{`${index + 1}. ${section.name} · ${section.timing} s`}</p>
                <p className="text-sm text-ink-muted">{section.text}</p>
              </div>
            </li>
          ))}
        </ol>
      );
    case 'website':
      return (
        <article aria-label="Website preview" className="overflow-hidden rounded-xl border border-line">
          <div className="bg-linear-to-br from-brand-700 to-fuchsia-700 px-6 py-8 text-white">
            <p className="text-2xl font-bold">{item.content.hero}</p>
            <p className="mt-2 text-white/85">{item.content.subheading}</p>
            <span className="mt-4 inline-flex rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-800">{item.content.callToAction}</span>
          </div>
          <div className="grid gap-4 p-6 sm:grid-cols-2">
            <p className="text-sm whitespace-pre-wrap text-ink">{item.content.features}</p>
            <p className="text-sm whitespace-pre-wrap text-ink">{item.content.benefits}</p>
          </div>
          <blockquote className="border-t border-line px-6 py-4 text-sm text-ink-muted italic">{item.content.testimonial}</blockquote>
        </article>
      );
    default:
      return <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-ink-muted">Content preview not available</p>;
  }
}
