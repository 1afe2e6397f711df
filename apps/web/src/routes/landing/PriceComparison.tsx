import { Check } from 'lucide-react';
import { competitors, sitesparkIncludes } from './landing-content.ts';

const perMonth = (price: number) => `$${price}/month`;

/** Spec section 1: SiteSpark beside tools at $200, $15 and $60 a month, marked BEST VALUE. */
export function PriceComparison() {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Monthly price of SiteSpark compared with single-purpose marketing tools</caption>
        <thead className="bg-canvas text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 sm:px-6">
              Tool
            </th>
            <th scope="col" className="px-4 py-3 max-sm:hidden sm:px-6">
              What you get
            </th>
            <th scope="col" className="px-4 py-3 text-right sm:px-6">
              Price
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {competitors.map((competitor) => (
            <tr key={competitor.name}>
              <th scope="row" className="px-4 py-4 font-medium text-ink sm:px-6">
                {competitor.name}
                <span className="mt-0.5 block text-sm font-normal text-ink-muted sm:hidden">{competitor.covers}</span>
              </th>
              <td className="px-4 py-4 text-ink-muted max-sm:hidden sm:px-6">{competitor.covers}</td>
              <td className="px-4 py-4 text-right font-semibold whitespace-nowrap text-ink-muted tabular-nums sm:px-6">
                {perMonth(competitor.price)}
              </td>
            </tr>
          ))}
          <tr className="bg-brand-50/70">
            <th scope="row" className="px-4 py-5 align-top sm:px-6">
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-bold text-ink">SiteSpark</span>
                <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-[11px] font-bold tracking-wider text-white">
                  BEST VALUE
                </span>
              </span>
              <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm font-normal text-brand-900 sm:hidden">
                {sitesparkIncludes.map((item) => (
                  <li key={item} className="flex items-center gap-1">
                    <Check aria-hidden="true" className="size-3.5 text-brand-700" />
                    {item}
                  </li>
                ))}
              </ul>
            </th>
            <td className="px-4 py-5 max-sm:hidden sm:px-6">
              <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-brand-900">
                {sitesparkIncludes.map((item) => (
                  <li key={item} className="flex items-center gap-1.5">
                    <Check aria-hidden="true" className="size-4 text-brand-700" />
                    {item}
                  </li>
                ))}
              </ul>
            </td>
            <td className="px-4 py-5 text-right align-top whitespace-nowrap sm:px-6">
              <span className="text-2xl font-extrabold text-brand-800 tabular-nums">$5</span>
              <span className="text-sm font-medium text-brand-800">/month</span>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
