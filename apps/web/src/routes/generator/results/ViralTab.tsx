import { Trophy } from 'lucide-react';
import type { ViralPredictor } from '@sitespark/contracts';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/Accordion.tsx';
import { Panel, TipList } from '../shared/Panel.tsx';
import { PlatformBadge } from './PlatformBadge.tsx';
import { ScoreMeter } from './ScoreMeter.tsx';

/** Every post scored from its own text and ranked against the kit's other posts, with the factors that moved it. */
export function ViralTab({ viral }: { viral: ViralPredictor }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="flex flex-col justify-center rounded-xl bg-linear-to-br from-brand-700 to-fuchsia-700 p-5 text-white">
          <p className="text-sm font-medium text-white/80">Overall viral score</p>
          <p className="text-5xl font-bold tabular-nums">
            {viral.overallScore}
            <span className="text-2xl text-white/70">/100</span>
          </p>
          <p className="mt-1 font-medium">{viral.verdict}</p>
          <p className="mt-2 text-sm text-white/80">{`Confidence: ${viral.confidence}`}</p>
        </div>
        <Panel title="Best post">
          <div className="flex items-center gap-3">
            <Trophy aria-hidden="true" className="size-6 text-amber-500" />
            <PlatformBadge platform={viral.best.platform} />
            <span className="text-sm text-ink">{`Option ${viral.best.option} scores ${viral.best.score}/100`}</span>
          </div>
          <p className="mt-3 text-sm text-ink">{viral.explanation}</p>
          <TipList tips={viral.tips} className="mt-4" />
        </Panel>
      </div>
      <Panel title="Scores per post">
        <Accordion type="multiple">
          {viral.posts.map((post) => (
            <AccordionItem key={`${post.platform}-${post.option}`} value={`${post.platform}-${post.option}`}>
              <AccordionTrigger className="py-3">
                <span className="flex min-w-0 flex-1 flex-wrap items-center gap-3">
                  <PlatformBadge platform={post.platform} />
                  <span className="text-sm font-medium">{`Option ${post.option}`}</span>
                  <span className="text-xs font-semibold text-ink-muted">{`#${post.rank} of ${viral.posts.length}`}</span>
                  <span className="text-sm text-ink-muted">{post.verdict}</span>
                  <span className="ml-auto flex w-40 items-center gap-2">
                    <ScoreMeter score={post.score} label={`${post.platform} option ${post.option} score`} />
                    <span className="w-8 text-right text-sm font-bold tabular-nums">{post.score}</span>
                  </span>
                </span>
              </AccordionTrigger>
              <AccordionContent>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {post.factors.map((factor) => (
                    <li key={factor.factor} className="rounded-lg border border-line p-3">
                      <div className="flex items-center justify-between gap-2">
                        <span className="text-sm font-semibold text-ink">{factor.label}</span>
                        <span className="text-sm font-semibold text-ink tabular-nums">{`${factor.points}/${factor.max}`}</span>
                      </div>
                      <p className="mt-1 text-xs text-ink-muted">{factor.explanation}</p>
                    </li>
                  ))}
                </ul>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Panel>
    </div>
  );
}
