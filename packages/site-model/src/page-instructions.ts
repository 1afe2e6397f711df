import type { PageFacts } from './read-page.ts';

/**
 * Text on a page that speaks to an AI model instead of to visitors ("ignore all previous
 * instructions", "new system prompt", chat-template tags), in the kit languages. Such text is
 * never a fact about the business: it is left out of the site model, so no writer reads it as
 * copy material and no claim can be grounded on it.
 */
const addressedToModels = [
  /\b(?:ignore|ignoriere|ignorier|ignorez|ignora|ignore[mn]|disregard|forget|vergiss|vergessen sie|oubliez|olvida|esqueça|esqueca)\w*\b[^.!?\n]{0,60}\b(?:instructions?|anweisungen?|instruktionen|instrucciones|instruções|instrucoes|prompts?|rules|regeln|règles|reglas|regras)\b/iu,
  /\b(?:new|neue|nouvelles?|nuevas?|novas?)\s+(?:system\s+)?(?:instructions?|anweisungen|instrucciones|instruções)\b/iu,
  /\b(?:system|developer)[\s-]+(?:prompt|instructions?|message|nachricht|anweisungen?)\b/iu,
  /\byou are (?:now )?(?:an? )?(?:ai|assistant|language model|chatbot|chatgpt|gpt|llm)\b/iu,
  /<\|?\/?(?:system|assistant|im_start|im_end|endoftext)\|?>|\[\/?INST\]/iu,
];

export function isAddressedToModels(text: string): boolean {
  return addressedToModels.some((pattern) => pattern.test(text));
}

/** The page's facts without any text addressed to AI models, and the texts left out. */
export function withoutTextAddressedToModels(facts: PageFacts): { facts: PageFacts; leftOut: string[] } {
  const leftOut: string[] = [];
  const keep = (text: string) => {
    if (!isAddressedToModels(text)) return true;
    if (!leftOut.includes(text)) leftOut.push(text);
    return false;
  };
  if (!isAddressedToModels(facts.text)) return { facts, leftOut };
  return {
    facts: {
      ...facts,
      headings: facts.headings.filter((h) => keep(h.text)),
      paragraphs: facts.paragraphs.filter((p) => keep(p.text)),
      listItems: facts.listItems.filter((l) => keep(l.text)),
      blocks: facts.blocks.filter((b) => keep(b.text)),
      featureBlocks: facts.featureBlocks.filter((f) => keep(f.title) && (f.description === null || keep(f.description))),
      prices: facts.prices.filter((p) => keep(p.text)),
      testimonials: facts.testimonials.filter((t) => keep(t.quote)),
      callsToAction: facts.callsToAction.filter(keep),
      imageAlts: facts.imageAlts.filter(keep),
      jsonLd: { ...facts.jsonLd, descriptions: facts.jsonLd.descriptions.filter(keep) },
      text: facts.text
        .split(/(?<=[.!?])\s+/u)
        .filter((sentence) => !isAddressedToModels(sentence))
        .join(' '),
    },
    leftOut,
  };
}
