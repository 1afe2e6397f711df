import { useId } from 'react';
import { PenLine } from 'lucide-react';
import { clsx } from 'clsx';
import { kitSections } from '@sitespark/contracts';
import type { KitSection, KitWriter, ModelUsage } from '@sitespark/contracts';
import { tooltipClassName } from './Grounding.tsx';

const sectionNames: Record<KitSection, string> = {
  social: 'social posts',
  email: 'emails',
  ads: 'ads',
  website: 'website copy',
  intel: 'marketing intelligence',
};

export const builtinExplanation = "The model could not write this part; SiteSpark's built-in writer wrote it from your site's facts.";

/** True when a model is configured but could not write `section`, so the built-in writer did. */
export function writtenByBuiltin(writer: KitWriter, section: KitSection): boolean {
  return writer.model !== null && writer.sections[section] === 'builtin';
}

/** The sections the built-in writer wrote in place of the configured model (none when no model is configured). */
export function builtinSections(writer: KitWriter): KitSection[] {
  return kitSections.filter((section) => writtenByBuiltin(writer, section));
}

/** "Written by gpt-4o-mini · 5,120 tokens in, 1,840 out · 8.2 s" (without the figures when there is no usage). */
export function writtenByLine(model: string, usage: ModelUsage | null): string {
  if (!usage) return `Written by ${model}`;
  const count = (n: number) => n.toLocaleString('en-US');
  return `Written by ${model} · ${count(usage.inputTokens)} tokens in, ${count(usage.outputTokens)} out · ${(usage.latencyMs / 1000).toFixed(1)} s`;
}

/** What to tell the user when the built-in writer stood in for the model: the server's notices, or a sentence of our own. */
export function writerNotices(writer: KitWriter): string[] {
  if (writer.notices.length > 0) return writer.notices;
  const sections = builtinSections(writer);
  if (sections.length === 0) return [];
  const names = sections.map((section) => sectionNames[section]);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return [`The model could not write your ${list}, so the built-in writer wrote ${names.length === 1 ? 'it' : 'them'}.`];
}

/**
 * On a result tab: says that the built-in writer wrote this section because the configured model could not.
 * The explanation shows on hover and on keyboard focus, like the grounding markers. Nothing when the model wrote it
 * or when the built-in writer is the configured writer.
 */
export function BuiltinWriterBadge({ writer, section, className }: { writer: KitWriter; section: KitSection; className?: string }) {
  const tipId = useId();
  if (!writtenByBuiltin(writer, section)) return null;
  return (
    <div className={clsx('group relative mb-4 w-fit', className)}>
      <button
        type="button"
        aria-describedby={tipId}
        className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <PenLine aria-hidden="true" className="size-3.5 shrink-0" />
        Written by the built-in writer
      </button>
      <span role="tooltip" id={tipId} className={clsx(tooltipClassName, 'top-full left-0 mt-1')}>
        {builtinExplanation}
      </span>
    </div>
  );
}
