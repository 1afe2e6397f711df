import { CircleCheck, Clock, Target } from 'lucide-react';
import type { GenerationResult } from '@sitespark/contracts';
import { FieldLabel, Panel } from '../shared/Panel.tsx';
import { ScoreMeter } from './ScoreMeter.tsx';

export function IntelTab({ result }: { result: GenerationResult }) {
  const { marketingIntel: intel, emailCopy, analysisReport: report } = result;
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <Panel title="Content rating">
          <p className="text-4xl font-bold text-ink tabular-nums">{`${intel.contentRating}%`}</p>
          <ScoreMeter score={intel.contentRating} label="Content rating" className="mt-3" />
          <ul className="mt-3 flex flex-col gap-1.5" aria-label="What moved the content rating">
            {intel.contentRatingFactors.map((factor) => (
              <li key={factor.factor} className="text-xs text-ink-muted">
                <span className="font-semibold text-ink tabular-nums">{`${factor.label} ${factor.points}/${factor.max}`}</span>
                {`: ${factor.explanation}`}
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Expected open rate">
          <p className="text-4xl font-bold text-ink tabular-nums">{emailCopy.metrics.expectedOpenRate}</p>
          <p className="mt-2 text-sm text-ink-muted">{`Click rate ${emailCopy.metrics.expectedClickRate}`}</p>
        </Panel>
        <Panel title="Best send times">
          <ul className="flex flex-col gap-1.5">
            {emailCopy.metrics.bestSendTimes.map((time) => (
              <li key={time} className="flex items-center gap-2 text-sm text-ink">
                <Clock aria-hidden="true" className="size-4 text-brand-600" />
                {time}
              </li>
            ))}
          </ul>
        </Panel>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Key benefits">
          <ul className="flex flex-col gap-2">
            {intel.keyBenefits.map((benefit) => (
              <li key={benefit} className="flex gap-2 text-sm text-ink">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                {benefit}
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Competitor insights">
          <ul className="flex flex-col gap-2">
            {intel.competitorInsights.map((insight) => (
              <li key={insight} className="flex gap-2 text-sm text-ink">
                <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {insight}
              </li>
            ))}
          </ul>
        </Panel>
      </div>
      <Panel title="How your site was read">
        <div className="grid gap-4 text-sm md:grid-cols-3">
          <div>
            <FieldLabel className="mb-1">Site type</FieldLabel>
            <ul className="list-disc pl-5 text-ink">
              {(report.typeEvidence.length > 0 ? report.typeEvidence : ['No strong signals; a general business was assumed.']).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div>
            <FieldLabel className="mb-1">Features found in</FieldLabel>
            <ul className="list-disc pl-5 text-ink">
              {(report.featureSources.length > 0 ? report.featureSources : ['Your snippets and prompt']).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div>
            <FieldLabel className="mb-1">Calls to action on the page</FieldLabel>
            <ul className="list-disc pl-5 text-ink">
              {(report.callsToAction.length > 0 ? report.callsToAction : ['None found']).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
        <p className="mt-3 text-xs text-ink-muted">{`Name taken from ${report.nameSource}. Written by ${result.writer.model && result.writer.sections.intel === 'model' ? result.writer.model : 'the built-in writer'}.`}</p>
      </Panel>
    </div>
  );
}
