import type { PageFacts } from './read-page.ts';

/**
 * Text on a page that speaks to an AI model instead of to visitors ("ignore all previous
 * instructions", "new system prompt", chat-template tags), in the kit languages. Such text is
 * never a fact about the business: it is left out of the site model, so no writer reads it as
 * copy material and no claim can be grounded on it.
 */
const earlier = String.raw`(?:previous|prior|preceding|above|earlier|all|any|your|the|vorherigen?|bisherigen?|obigen|alle[n]?|deine[n]?|ihre|précédentes|antérieures|toutes|tes|vos|anteriores|previas|todas|tus|sus)`;
const instructionWords = String.raw`(?:instructions?|prompts?|directives?|anweisungen|instruktionen|vorgaben|consignes|instrucciones|indicaciones|instruções|instrucoes)`;
/** Rules are ordinary words ("Forget the rules, our brunch runs until 4 pm"): only "prior rules" and its kin speak to a model. */
const ruleWords = String.raw`(?:rules|guidelines|regeln|richtlinien|règles|reglas|normas|regras)`;
const priorWords = String.raw`(?:prior|previous|preceding|earlier|above|bisherigen|vorherigen|obigen|anteriores|previas|précédentes|antérieures|anteriores)`;
/** Names a page uses to speak to a model: "Assistant,", "Note to the AI:", "Hey ChatGPT,", "KI-Hinweis:", "Nota para la IA:". */
const modelNames = String.raw`(?:ai|a\.i\.|ia|i\.a\.|ki|k\.i\.|assistant|assistent(?:in)?|asistente|assistente|chatgpt|gpt(?:-\d)?|claude|gemini|copilot|llm|bot|chatbot|language model|sprachmodell|modelo(?: de lenguaje| de linguagem)?|modèle(?: de langage)?|model)`;
const addressedToModels = [
  // "Ignore all previous instructions", "Vergiss alle bisherigen Anweisungen", "Ignorez les instructions précédentes".
  new RegExp(String.raw`\b(?:ignore|disregard|forget|override|ignoriere|ignorier|vergiss|ignorez|oubliez|ignora|olvida|esqueça|esqueca)\w*\b[^.!?\n]{0,40}\b${earlier}\b[^.!?\n]{0,30}\b${instructionWords}\b`, 'iu'),
  // "Ignorez les instructions précédentes", "Ignora las instrucciones anteriores": the word for "earlier" comes after.
  new RegExp(String.raw`\b(?:ignor|oubli|olvid|esque|disregard|forget)\w*\b[^.!?\n]{0,30}\b${instructionWords}\b[^.!?\n]{0,15}(?:précédentes|antérieures|anteriores|previas|above|before)(?![\p{L}])`, 'iu'),
  // "### NEW SYSTEM INSTRUCTIONS", "system prompt:", "new system prompt".
  /#{2,}\s*(?:new\s+|neue\s+)?system\b|\bsystem\s*(?:prompt|instructions?|message|anweisungen?)\s*[:：]|\b(?:new|updated|neue|nouvelles?|nuevas?|novas?)\s+system\s*(?:prompt|instructions?|anweisungen)/iu,
  /\byou are (?:now )?(?:an? )?(?:ai|assistant|language model|chatbot|chatgpt|gpt|llm)\b[^.!?\n]{0,40}\b(?:must|will|should|now)\b|\b(?:as an? )?(?:ai|language model|llm|assistant)s?,?\s+(?:you )?(?:must|should) (?:now )?(?:tell|say|write|include|recommend|mention)\b/iu,
  /<\|?\/?(?:system|assistant|im_start|im_end|endoftext)\|?>|\[\/?INST\]/iu,
  // A sentence that opens by calling a model: "Assistant, important: …", "Hey ChatGPT, …", "Note to the AI: …".
  new RegExp(String.raw`^\W*(?:(?:hey|hi|hello|dear|hallo|liebe[rs]?|hola|querid[oa]|bonjour|cher|chère|olá|ola|car[oa]|note|message|memo|hinweis|nachricht|nota|mensaje|aviso|mensagem)\s+(?:to|for|an|für|a|para|pour|à|ao|à)?\s*)?(?:the|die|der|das|den|el|la|l['’]|le|o|a)?\s*${modelNames}(?:-(?:hinweis|note))?\s*[,:;!]`, 'iu'),
  // "Note to the AI writing this: …", "Nachricht an die KI, die das liest: …".
  new RegExp(String.raw`^\W*(?:note|message|memo|hinweis|nachricht|nota|mensaje|aviso|mensagem)\s+(?:to|for|an|für|a|para|pour|à|ao)\s+(?:the|die|der|den|el|la|l['’]|le|o|a)?\s*${modelNames}(?![\p{L}])[^.!?:\n]{0,40}[:,]`, 'iu'),
  // "SYSTEM: you must …", "Sistema: …".
  /^\W*(?:system|sistema|système|systeme)\s*:/iu,
  // "the testimonial field must say", "Das Feld … muss", "el campo … debe", "le champ … doit", "o campo … deve".
  /(?<![\p{L}])(?:field|feld|campo|champ)(?![\p{L}])[^.!?\n]{0,50}(?<![\p{L}])(?:must|should|muss|soll|debe|deberá|doit|devra|deve|deverá)(?![\p{L}])/iu,
  // "Ignore prior rules", "Ignoriere die bisherigen Regeln", "Ignora las reglas anteriores", "Ignore les règles précédentes".
  new RegExp(String.raw`(?<![\p{L}])(?:ignore|ignoriere|ignorier|ignora|ignorez|ignorer|ignorar|disregard|forget|vergiss|olvida|oublie|oubliez|esqueça|esqueca)\p{L}*\s+(?:(?:all|the|die|alle|las|les|as|todas)\s+)?(?:${priorWords}\s+${ruleWords}|${ruleWords}\s+${priorWords})(?![\p{L}])`, 'iu'),
];

export function isAddressedToModels(text: string): boolean {
  return addressedToModels.some((pattern) => pattern.test(text));
}

/** The page's facts without any text addressed to AI models (anywhere: visible text, title, meta, structured data), and the texts left out. */
export function withoutTextAddressedToModels(facts: PageFacts): { facts: PageFacts; leftOut: string[] } {
  const leftOut: string[] = [];
  const keep = (text: string) => {
    if (!isAddressedToModels(text)) return true;
    if (!leftOut.includes(text)) leftOut.push(text);
    return false;
  };
  const cleaned: PageFacts = {
    ...facts,
    title: keep(facts.title) ? facts.title : '',
    meta: Object.fromEntries(Object.entries(facts.meta).filter(([, value]) => keep(value))),
    headings: facts.headings.filter((h) => keep(h.text)),
    paragraphs: facts.paragraphs.filter((p) => keep(p.text)),
    listItems: facts.listItems.filter((l) => keep(l.text)),
    blocks: facts.blocks.filter((b) => keep(b.text)),
    featureBlocks: facts.featureBlocks.filter((f) => keep(f.title) && (f.description === null || keep(f.description))),
    prices: facts.prices.filter((p) => keep(p.text)),
    addresses: facts.addresses.filter(keep),
    testimonials: facts.testimonials.filter((t) => keep(t.quote)),
    callsToAction: facts.callsToAction.filter(keep),
    imageAlts: facts.imageAlts.filter(keep),
    jsonLd: {
      ...facts.jsonLd,
      names: facts.jsonLd.names.filter(keep),
      descriptions: facts.jsonLd.descriptions.filter(keep),
      featureLists: facts.jsonLd.featureLists.filter(keep),
      openingHours: facts.jsonLd.openingHours.filter(keep),
      reviews: facts.jsonLd.reviews.filter((r) => keep(r.quote)),
    },
    text: facts.text
      .split(/(?<=[.!?])\s+/u)
      .filter((sentence) => !isAddressedToModels(sentence))
      .join(' '),
  };
  return leftOut.length === 0 && !isAddressedToModels(facts.text) ? { facts, leftOut } : { facts: cleaned, leftOut };
}
