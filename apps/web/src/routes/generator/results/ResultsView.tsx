import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { BadgeCheck, Info, Languages, PenLine, RotateCcw, Star, TriangleAlert } from 'lucide-react';
import { kitSections } from '@sitespark/contracts';
import type { GenerationResult, SiteSnippet } from '@sitespark/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { Card, CardContent } from '../../../components/ui/Card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/Tabs.tsx';
import { defaultResultTab, resultTabs } from '../model/result-tabs.ts';
import type { PreviewItem } from '../model/preview-item.ts';
import { Badge } from '../shared/Badge.tsx';
import { AdsTab } from './AdsTab.tsx';
import { BrandKitTab } from './BrandKitTab.tsx';
import { CampaignNote, type CampaignEditing } from './CampaignNote.tsx';
import { ContentPreviewDialog } from './ContentPreviewDialog.tsx';
import { EmailTab } from './EmailTab.tsx';
import { FlyersTab } from './FlyersTab.tsx';
import { IntelTab } from './IntelTab.tsx';
import { SiteFactsCard, type SiteFactsCorrecting } from './SiteFactsCard.tsx';
import { SocialTab } from './SocialTab.tsx';
import { VideoTab } from './VideoTab.tsx';
import { ViralTab } from './ViralTab.tsx';
import { WebsiteTab } from './WebsiteTab.tsx';
import { BuiltinWriterBadge, builtinSections, writerNotices, writtenByLine } from './Writer.tsx';

export type ResultsViewProps = {
  result: GenerationResult;
  snippets: SiteSnippet[];
  /** The generator's 'Generate New'; a kept or shared kit has none. */
  onGenerateNew?: () => void;
  /** A shared kit: no video studio (it renders on the owner's account). */
  readOnly?: boolean;
  /** Shown beside the site's name (a kept kit's Rename, Share and Delete). */
  actions?: ReactNode;
  /** Regenerating with an edited campaign; without it the campaign is shown, not editable. */
  campaignEditing?: CampaignEditing;
  /** The owner's kit: "What we read from your site", correctable, with "Regenerate with my corrections". */
  siteFacts?: SiteFactsCorrecting;
  /**
   * The owner's AI Video Studio for the kit's video part, below the tabs. Given by the owner's pages, so
   * the shared page (read-only) never downloads the studio's code.
   */
  videoStudio?: ReactNode;
};

/** The results view: the site's header, the 7-9 result tabs and, with video data, the AI Video Studio. */
export function ResultsView({ result, snippets, onGenerateNew, readOnly = false, actions, campaignEditing, siteFacts, videoStudio }: ResultsViewProps) {
  const [preview, setPreview] = useState<PreviewItem | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const site = result.websiteAnalysis;
  const tabs = resultTabs(result);
  const writer = result.writer;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="mt-10 flex flex-col gap-6">
      <Card role="region" aria-labelledby={headingId}>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus-visible:outline-none">
                {site.name}
              </h2>
              <Badge>{site.type}</Badge>
            </div>
            <p className="mt-2 max-w-3xl text-ink-muted">{site.description}</p>
            <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-ink">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
              {`Rating: ${result.marketingIntel.contentRating}%`}
            </p>
          </div>
          <div className="flex flex-wrap gap-2 self-start">
            {actions}
            {onGenerateNew && (
              <Button variant="secondary" onClick={onGenerateNew}>
                <RotateCcw aria-hidden="true" />
                Generate New
              </Button>
            )}
          </div>
        </CardContent>
        {readOnly ? (
          // How the kit was built and which instructions were followed are the owner's: a shared view shows only what the kit is for.
          <ul className="mx-6 mb-6 flex flex-col gap-1.5 text-sm text-ink-muted">
            <CampaignNote result={result} />
          </ul>
        ) : (
          <KitNotes result={result} campaignEditing={campaignEditing} />
        )}
      </Card>

      {siteFacts && !readOnly && <SiteFactsCard result={result} correcting={siteFacts} />}

      <Card>
        <CardContent>
          <Tabs defaultValue={defaultResultTab}>
            <TabsList aria-label="Generated content">
              {tabs.map((tab) => (
                <TabsTrigger key={tab.id} value={tab.id}>
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="social-posts">
              {!readOnly && <BuiltinWriterBadge writer={writer} section="social" />}
              <SocialTab result={result} snippets={snippets} onPreview={setPreview} />
            </TabsContent>
            <TabsContent value="email-copy">
              {!readOnly && <BuiltinWriterBadge writer={writer} section="email" />}
              <EmailTab email={result.emailCopy} grounding={result.grounding} onPreview={setPreview} />
            </TabsContent>
            <TabsContent value="ad-copy">
              {!readOnly && <BuiltinWriterBadge writer={writer} section="ads" />}
              <AdsTab ad={result.adCopy} siteName={site.name} grounding={result.grounding} onPreview={setPreview} />
            </TabsContent>
            <TabsContent value="website-copy">
              {!readOnly && <BuiltinWriterBadge writer={writer} section="website" />}
              <WebsiteTab website={result.websiteCopy} grounding={result.grounding} onPreview={setPreview} />
            </TabsContent>
            {result.videoContent && (
              <TabsContent value="video-content">
                <VideoTab video={result.videoContent} onPreview={setPreview} />
              </TabsContent>
            )}
            {result.flyers && result.flyers.flyers.length > 0 && (
              <TabsContent value="flyers">
                <FlyersTab flyers={result.flyers.flyers} siteName={site.name} />
              </TabsContent>
            )}
            <TabsContent value="brand-kit">
              <BrandKitTab colors={result.brandColors} siteName={site.name} report={result.analysisReport} />
            </TabsContent>
            <TabsContent value="viral-predictor">
              {!readOnly && <BuiltinWriterBadge writer={writer} section="social" />}
              <ViralTab viral={result.viralPredictor} />
            </TabsContent>
            <TabsContent value="marketing-intel">
              {!readOnly && <BuiltinWriterBadge writer={writer} section="intel" />}
              <IntelTab result={result} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>

      {result.videoContent && !readOnly && videoStudio}

      <ContentPreviewDialog item={preview} onClose={() => setPreview(null)} />
    </div>
  );
}

/**
 * What the kit rests on: the page or not, its language, how many facts come from the site, who wrote it (when a
 * model is configured) and any instruction it could not follow.
 */
function KitNotes({ result, campaignEditing }: { result: GenerationResult; campaignEditing?: CampaignEditing | undefined }) {
  const { analysisReport: report, language, grounding, instructions, writer } = result;
  const builtin = builtinSections(writer);
  const byBuiltin = builtin.length > 0;
  const notices = writer.model === null ? [] : writerNotices(writer);
  return (
    <div className="mx-6 mb-6 flex flex-col gap-3 text-sm">
      {/* builtFrom is one whole sentence, shown once: here for a kit written without its page, else after the language. */}
      {!report.fetched && (
        <div role="note" className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p className="min-w-0 break-words">{result.builtFrom}</p>
        </div>
      )}
      <ul className="flex flex-col gap-1.5 text-ink-muted">
        <CampaignNote result={result} editing={campaignEditing} />
        <li className="flex gap-2">
          <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span className="min-w-0 break-words">{`Written in ${language.name}: ${language.evidence}.${report.fetched ? ` ${result.builtFrom}` : ''}`}</span>
        </li>
        <li className="flex gap-2">
          {grounding.unsupported > 0 ? (
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          ) : (
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          )}
          <span>{grounding.summary}</span>
        </li>
        {writer.model !== null && !byBuiltin && (
          <li className="flex gap-2">
            <PenLine aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>{writtenByLine(writer.model, writer.usage)}</span>
          </li>
        )}
      </ul>
      {notices.length > 0 && (
        <div
          role="note"
          aria-label="About the writer"
          className={byBuiltin ? 'rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900' : 'rounded-lg border border-line bg-canvas px-4 py-3 text-ink-muted'}
        >
          {byBuiltin && (
            <p className="font-semibold">{`${builtin.length === kitSections.length ? 'Written' : 'Partly written'} by the built-in writer, not ${writer.model}`}</p>
          )}
          <ul className={byBuiltin ? 'mt-1 list-disc pl-5' : 'list-disc pl-5'}>
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </div>
      )}
      {instructions.notHonoured.length > 0 && (
        <div role="note" aria-label="Instructions not followed" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          <p className="font-semibold">Not followed from your instructions</p>
          <ul className="mt-1 list-disc pl-5">
            {instructions.notHonoured.map((entry) => (
              <li key={entry.instruction}>{`${entry.instruction}: ${entry.reason}`}</li>
            ))}
          </ul>
        </div>
      )}
      {instructions.honoured.length > 0 && (
        <p className="text-ink-muted">{`Followed: ${instructions.honoured.join(' · ')}`}</p>
      )}
    </div>
  );
}
