import { useId } from 'react';
import { BadgeCheck, MessageSquareQuote, PencilLine, TriangleAlert } from 'lucide-react';
import { clsx } from 'clsx';
import { isBriefSource, isCorrectionSource, type Claim, type Grounding } from '@sitespark/contracts';

/** The claims found in one piece of the kit (its path, or anything under it), each once. */
export function claimsOf(grounding: Grounding | undefined, path: string): Claim[] {
  if (!grounding) return [];
  const seen = new Set<string>();
  return grounding.claims.filter((claim) => {
    if (claim.path !== path && !claim.path.startsWith(`${path}.`)) return false;
    const key = `${claim.text}|${claim.source ? 'from' : 'not'}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A marker's detail: shown while its `group` parent is hovered or holds the focus, never on hover alone. Add the position. */
export const tooltipClassName =
  'pointer-events-none absolute z-20 hidden w-72 max-w-[calc(100vw-2rem)] rounded-lg bg-ink px-3 py-2 text-xs text-white shadow-pop group-focus-within:block group-hover:block';

/** Where a claim comes from, as the chip says it: the site, the owner's brief, the owner's correction of what was read, or none of them. */
export function claimOrigin(claim: Claim): 'site' | 'brief' | 'correction' | 'none' {
  if (claim.source === null) return 'none';
  if (isCorrectionSource(claim.source)) return 'correction';
  return isBriefSource(claim.source) ? 'brief' : 'site';
}

const originLabels = { site: 'From your site', brief: 'From your brief', correction: 'From your correction', none: 'Not on your site' } as const;

function ClaimChip({ claim }: { claim: Claim }) {
  const tipId = useId();
  const origin = claimOrigin(claim);
  const label = originLabels[origin];
  return (
    <li className="group relative max-w-full min-w-0">
      <button
        type="button"
        aria-describedby={tipId}
        className={clsx(
          'inline-flex max-w-full items-start gap-1 rounded-xl px-2 py-0.5 text-left text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
          origin === 'site' && 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
          (origin === 'brief' || origin === 'correction') && 'bg-sky-50 text-sky-900 ring-1 ring-sky-200',
          origin === 'none' && 'bg-amber-50 text-amber-900 ring-1 ring-amber-300',
        )}
      >
        {origin === 'site' && <BadgeCheck aria-hidden="true" className="mt-px size-3.5 shrink-0" />}
        {origin === 'brief' && <MessageSquareQuote aria-hidden="true" className="mt-px size-3.5 shrink-0" />}
        {origin === 'correction' && <PencilLine aria-hidden="true" className="mt-px size-3.5 shrink-0" />}
        {origin === 'none' && <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />}
        <span className="sr-only">{`${label}: `}</span>
        {/* A claim can be a whole testimonial: it wraps (and breaks a long word) inside the chip, never widening the tab. */}
        <span className="min-w-0 [overflow-wrap:anywhere] whitespace-normal">{claim.text}</span>
      </button>
      <span role="tooltip" id={tipId} className={clsx(tooltipClassName, 'bottom-full left-0 mb-1')}>
        <span className="block font-semibold">{label}</span>
        {claim.source ? (
          <span className="mt-1 block">
            {origin === 'brief'
              ? `“${claim.source.text}” (your brief: check it is still true)`
              : origin === 'correction'
                ? `“${claim.source.text}” (your correction of what we read from your site)`
                : `“${claim.source.text}” (${claim.source.where})`}
          </span>
        ) : (
          <span className="mt-1 block">Check this before you post it: we could not find it on your page.</span>
        )}
      </span>
    </li>
  );
}

/** Small markers under a piece of copy: each fact with the sentence on the site it came from, or flagged. */
export function ClaimMarkers({ grounding, path, className }: { grounding: Grounding | undefined; path: string; className?: string }) {
  const claims = claimsOf(grounding, path);
  if (claims.length === 0) return null;
  const unsupported = claims.filter((claim) => claim.source === null).length;
  const fromBrief = claims.filter((claim) => claimOrigin(claim) === 'brief').length;
  const fromCorrections = claims.filter((claim) => claimOrigin(claim) === 'correction').length;
  const fromSite = claims.length - unsupported - fromBrief - fromCorrections;
  const parts = [
    fromSite ? `${fromSite} from your site` : '',
    fromBrief ? `${fromBrief} from your brief` : '',
    fromCorrections ? `${fromCorrections} from your corrections` : '',
    unsupported ? `${unsupported} not on your site` : '',
  ].filter(Boolean);
  return (
    <div className={clsx('mt-3', className)}>
      <p className="sr-only">{`Facts here: ${parts.join(', ')}`}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Facts in this text">
        {claims.map((claim) => (
          <ClaimChip key={`${claim.text}|${claim.source ? 'from' : 'not'}`} claim={claim} />
        ))}
      </ul>
    </div>
  );
}
