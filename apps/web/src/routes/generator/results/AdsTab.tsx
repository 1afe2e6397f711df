import { Check, Eye } from 'lucide-react';
import type { AdCopy, Grounding } from '@sitespark/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { previewLimits, shownAdHeadlines, truncateText } from '../model/truncate.ts';
import type { PreviewItem } from '../model/preview-item.ts';
import { CopyButton } from '../shared/CopyButton.tsx';
import { FieldLabel, Panel } from '../shared/Panel.tsx';
import { ClaimMarkers } from './Grounding.tsx';
import { EditableText, useKitContext } from './kit-editing.tsx';

const checklistNames = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'google', label: 'Google' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'tiktok', label: 'TikTok' },
] as const;

function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-canvas px-3 py-1 text-sm text-ink ring-1 ring-line">
          {item}
        </li>
      ))}
    </ul>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink marker:text-brand-400">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** On a kept kit, the main ad's three texts can be changed one by one (the mock-up above shows them together). */
function MainAdFields({ ad }: { ad: AdCopy }) {
  const { editing } = useKitContext();
  if (!editing) return null;
  const fields = [
    { key: 'headline', label: 'Headline' },
    { key: 'description', label: 'Description' },
    { key: 'cta', label: 'Call to action' },
  ] as const;
  return (
    <div className="mt-4 grid gap-3 md:grid-cols-3">
      {fields.map(({ key, label }) => (
        <div key={key}>
          <FieldLabel>{label}</FieldLabel>
          <EditableText path={`adCopy.${key}`} regeneratePath={`adCopy.${key}`} text={ad[key]} label={`ad ${label.toLowerCase()}`} className="text-sm text-ink" />
        </div>
      ))}
    </div>
  );
}

export function AdsTab({ ad, siteName, grounding, onPreview }: { ad: AdCopy; siteName: string; grounding?: Grounding; onPreview: (item: PreviewItem) => void }) {
  const fullAd = `${ad.headline}\n${ad.description}\n${ad.cta}`;
  return (
    <div className="flex flex-col gap-5">
      <Panel
        title="Main ad"
        actions={
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onPreview({ title: `Ad: ${ad.headline}`, type: 'ad', content: { headline: ad.headline, description: ad.description, cta: ad.cta, siteName } })}
            >
              <Eye aria-hidden="true" />
              Preview
            </Button>
            <CopyButton text={fullAd} label="Copy main ad" showText />
          </>
        }
      >
        <div className="max-w-xl rounded-xl border border-line bg-canvas/60 p-4" aria-label="Ad mock-up">
          <p className="text-xs font-semibold text-ink-muted">{`Sponsored · ${siteName}`}</p>
          <p className="mt-1 text-lg font-bold text-brand-800">{ad.headline}</p>
          <p className="mt-1 text-sm text-ink" title={ad.description}>
            {truncateText(ad.description, previewLimits.adDescription)}
          </p>
          <span className="mt-3 inline-flex rounded-lg bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white">{ad.cta}</span>
        </div>
        <ClaimMarkers grounding={grounding} path="adCopy.headline" />
        <ClaimMarkers grounding={grounding} path="adCopy.description" />
        <MainAdFields ad={ad} />
      </Panel>

      <Panel title="Variations">
        <div className="grid gap-5 md:grid-cols-3">
          <div>
            <FieldLabel className="mb-2">Headlines</FieldLabel>
            <ul className="flex flex-col gap-2">
              {shownAdHeadlines(ad.variations.headlines).map((headline, index) => (
                <li key={`${index}-${headline}`} className="flex items-center justify-between gap-2 rounded-lg border border-line px-3 py-2 text-sm text-ink">
                  <EditableText
                    as="span"
                    path={`adCopy.variations.headlines.${index}`}
                    regeneratePath={`adCopy.variations.headlines.${index}`}
                    text={headline}
                    label={`ad headline ${index + 1}`}
                  />
                  <CopyButton text={headline} label={`Copy headline ${headline}`} variant="ghost" />
                </li>
              ))}
            </ul>
          </div>
          <div>
            <FieldLabel className="mb-2">Descriptions</FieldLabel>
            <ul className="flex flex-col gap-2">
              {ad.variations.descriptions.map((description, index) => (
                <li key={`${index}-${description}`} className="flex items-center justify-between gap-2 rounded-lg border border-line px-3 py-2 text-sm text-ink">
                  <EditableText
                    as="span"
                    path={`adCopy.variations.descriptions.${index}`}
                    regeneratePath={`adCopy.variations.descriptions.${index}`}
                    text={description}
                    display={<span title={description}>{truncateText(description, previewLimits.adDescription)}</span>}
                    label={`ad description ${index + 1}`}
                  />
                  <CopyButton text={description} label="Copy description" variant="ghost" />
                </li>
              ))}
            </ul>
          </div>
          <div>
            <FieldLabel className="mb-2">Calls to action</FieldLabel>
            <Chips items={ad.variations.ctas} />
          </div>
        </div>
      </Panel>

      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Strategy">
          <FieldLabel className="mb-2">Platforms</FieldLabel>
          <Chips items={ad.strategy.platforms} />
          <FieldLabel className="mt-4 mb-2">Audiences</FieldLabel>
          <Bullets items={ad.strategy.audiences} />
          <FieldLabel className="mt-4 mb-2">Keywords</FieldLabel>
          <Chips items={ad.strategy.keywords} />
        </Panel>
        <Panel title="Budget tips">
          <Bullets items={ad.strategy.budgetTips} />
        </Panel>
      </div>

      <Panel title="Launch checklist">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {checklistNames.map(({ key, label }) => (
            <div key={key}>
              <FieldLabel className="mb-2">{label}</FieldLabel>
              <ul className="flex flex-col gap-2 text-sm text-ink">
                {ad.checklist[key].map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                    <span>{item.replace(/^✓\s*/, '')}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Panel>
    </div>
  );
}
