import { useState } from 'react';
import { ChevronLeft, ChevronRight, Eye } from 'lucide-react';
import { clsx } from 'clsx';
import { platformRules, type GenerationResult, type SiteSnippet, type SocialPosts } from '@sitespark/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { wrapSlideIndex } from '../model/slideshow-timing.ts';
import type { PreviewItem } from '../model/preview-item.ts';
import { Badge } from '../shared/Badge.tsx';
import { CopyButton } from '../shared/CopyButton.tsx';
import twitter from 'twitter-text';
import { ClaimMarkers } from './Grounding.tsx';
import { EditableText } from './kit-editing.tsx';
import { PlatformBadge } from './PlatformBadge.tsx';

const optionKeys = ['option1', 'option2', 'option3'] as const satisfies readonly (keyof SocialPosts)[];

export type SocialTabProps = {
  result: GenerationResult;
  snippets: SiteSnippet[];
  onPreview: (item: PreviewItem) => void;
};

/** option1..option3, each written for every network, with the snippet image to attach. */
export function SocialTab({ result, snippets, onPreview }: SocialTabProps) {
  const [index, setIndex] = useState(0);
  const option = index + 1;
  const snippet = snippets.length > 0 ? snippets[index % snippets.length] : undefined;
  const combined = result.socialPosts[optionKeys[index] ?? 'option1'];
  const move = (step: number) => setIndex((current) => wrapSlideIndex(current + step, optionKeys.length));

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2" role="group" aria-label="Post options">
          <Button variant="secondary" size="icon" onClick={() => move(-1)} aria-label="Previous option">
            <ChevronLeft aria-hidden="true" />
          </Button>
          {optionKeys.map((key, position) => (
            <Button
              key={key}
              variant={position === index ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={position === index}
              aria-label={`Option ${position + 1}`}
              onClick={() => setIndex(position)}
            >
              <span aria-hidden="true" className="sm:hidden">{position + 1}</span>
              <span aria-hidden="true" className="hidden sm:inline">{`Option ${position + 1}`}</span>
            </Button>
          ))}
          <Button variant="secondary" size="icon" onClick={() => move(1)} aria-label="Next option">
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <CopyButton text={combined} label={`Copy all posts of option ${option}`} showText="Copy all" />
      </div>
      <p className="sr-only" aria-live="polite">{`Showing option ${option} of ${optionKeys.length}`}</p>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <ul className="grid gap-4 md:grid-cols-2">
          {result.socialPlatforms.map(({ platform, options }, platformIndex) => {
            const text = options[index] ?? '';
            const score = result.viralPredictor.posts.find((post) => post.platform === platform && post.option === option) ?? null;
            // Facebook's limit (63,206) is no limit a writer meets.
            const limit = platformRules[platform].maxLength <= 3000 ? platformRules[platform].maxLength : undefined;
            const length = platform === 'Twitter' ? twitter.parseTweet(text).weightedLength : Array.from(text).length;
            return (
              <li key={platform} className="flex flex-col rounded-xl border border-line bg-surface p-4" aria-label={`${platform} post, option ${option}`}>
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <PlatformBadge platform={platform} />
                    {score && <Badge tone={score.rank <= 3 ? 'success' : score.rank <= 8 ? 'brand' : 'warning'}>{`Viral score ${score.score} · #${score.rank}`}</Badge>}
                </div>
                <div className="flex-1">
                  <EditableText
                    path={`socialPlatforms.${platformIndex}.options.${index}`}
                    regeneratePath={`socialPlatforms.${platformIndex}.options.${index}`}
                    text={text}
                    label={`${platform} post, option ${option}`}
                    className="text-sm leading-relaxed break-words whitespace-pre-wrap text-ink"
                  />
                </div>
                <ClaimMarkers grounding={result.grounding} path={`socialPlatforms.${platformIndex}.options.${index}`} />
                <div className="mt-4 flex items-center justify-between gap-2 border-t border-line pt-3">
                  <span className={clsx('text-xs tabular-nums', limit && length > limit ? 'font-semibold text-danger' : 'text-ink-muted')}>
                    {limit ? `${length}/${limit} characters` : `${length} characters`}
                  </span>
                  <div className="flex gap-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Preview ${platform} post`}
                      onClick={() =>
                        onPreview({
                          title: `${platform} post - option ${option}`,
                          type: 'social',
                          content: { platform, option, text, image: snippet?.image ?? null, score },
                        })
                      }
                    >
                      <Eye aria-hidden="true" />
                    </Button>
                    <CopyButton text={text} label={`Copy ${platform} post`} />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        {snippet && (
          <figure className="h-fit rounded-xl border border-line bg-surface p-3">
            <img src={snippet.image} alt={snippet.description || 'Attached snippet'} className="aspect-video w-full rounded-lg object-cover" />
            <figcaption className="mt-2 text-xs text-ink-muted">
              <span className="font-semibold text-ink">Attach this image.</span> {snippet.description || snippet.originalFileName || ''}
            </figcaption>
          </figure>
        )}
      </div>
    </div>
  );
}
