import { correctionSourceWhere, type RemovedSiteFact, type SiteCorrectionField, type SiteFactItem, type SiteFacts } from '@sitespark/contracts';
import { applySiteCorrections, factKey, siteTypes, type SiteModel, type SourceText } from '@sitespark/site-model';
import type { SiteCorrectionRecord } from '../../persistence/site-correction-entity.ts';

/**
 * The "What we read from your site" card: the kit's site model as the pages gave it, with the
 * user's current corrections of the site applied, each fact saying whether it is the page's or the
 * owner's and which correction to withdraw to undo it.
 */
export function siteFactsOf(model: SiteModel, corrections: readonly SiteCorrectionRecord[], where: { site: string; url: string }): SiteFacts {
  const site = applySiteCorrections(model, corrections);
  const read = site.asRead ?? site;
  const pagesRead = site.pagesRead ?? (site.fetched ? [site.url] : []);
  const home = pagesRead[0] ?? site.url;
  const live = corrections.filter((correction) => correction.action !== 'remove');

  const correctionOf = (field: SiteCorrectionField, text: string) => {
    const key = factKey(text);
    return live.find((correction) => correction.field === field && correction.value !== null && factKey(correction.value.text) === key);
  };
  const item = (field: SiteCorrectionField, fact: { text: string; detail?: string | null; price?: string | null; source?: SourceText | null }): SiteFactItem => {
    const owners = fact.source ? fact.source.where === correctionSourceWhere : true;
    const correction = owners ? correctionOf(field, fact.text) : undefined;
    const page = fact.source?.page;
    return {
      target: correction?.action === 'set' && correction.target !== null ? correction.target : fact.text,
      text: fact.text,
      detail: fact.detail ?? null,
      price: fact.price ?? null,
      origin: correction ? 'correction' : 'site',
      page: page && page !== home ? page : null,
      correctionId: correction?.id ?? null,
      added: correction?.action === 'add',
    };
  };
  const single = (field: SiteCorrectionField, text: string, detail: string | null, corrected: boolean): SiteFactItem => {
    const correction = corrected ? live.find((c) => c.field === field) : undefined;
    return { target: text, text, detail, price: null, origin: correction ? 'correction' : 'site', page: null, correctionId: correction?.id ?? null, added: false };
  };

  const priced = new Set<number>();
  const offerings = site.features.map((feature) => {
    const key = factKey(feature.name);
    const amounts = site.prices.flatMap((price, index) => (price.item !== null && factKey(price.item) === key ? (priced.add(index), [price.amount]) : []));
    return item('offering', { text: feature.name, detail: feature.description, price: amounts.length > 0 ? amounts.join(' · ') : null, source: feature.source });
  });
  // A price the page gives for something that is not among the offerings is one too.
  site.prices.forEach((price, index) => {
    if (!priced.has(index)) offerings.push(item('offering', { text: price.item ?? price.source.text, price: price.amount, source: price.source }));
  });

  const removed: RemovedSiteFact[] = corrections
    .filter((correction) => correction.action === 'remove')
    .map((correction) => ({
      field: correction.field,
      text:
        correction.target ??
        (correction.field === 'place' ? (read.location?.text ?? 'The place') : correction.field === 'hours' ? read.schedule.map((entry) => entry.text).join('\n') || 'The hours' : correction.field),
      correctionId: correction.id,
    }));

  return {
    site: where.site,
    url: where.url,
    fetched: site.fetched,
    name: single('name', site.name, site.nameSource, site.nameSource === correctionSourceWhere),
    type: single('type', site.type, site.typeEvidence[0] ?? null, site.typeEvidence[0] === correctionSourceWhere),
    types: [...siteTypes, 'Business'],
    offerings,
    place: site.location ? single('place', site.location.text, null, site.location.where === correctionSourceWhere) : null,
    hours:
      site.schedule.length > 0
        ? single(
            'hours',
            site.schedule.map((entry) => entry.text).join('\n'),
            null,
            site.schedule.some((entry) => entry.where === correctionSourceWhere),
          )
        : null,
    people: (site.people ?? []).map((person) => item('person', { text: person.name, detail: person.role, source: person.source })),
    testimonials: site.testimonials.map((testimonial) => item('testimonial', { text: testimonial.quote, detail: testimonial.author, source: testimonial.source })),
    callsToAction: site.callsToAction.map((label) => item('callToAction', { text: label })),
    pagesRead,
    removed,
    corrections: corrections.length,
  };
}
