import { describe, expect, it } from 'vitest';

import { parseInstructions } from '../src/instructions.ts';

describe('parseInstructions', () => {
  it('reads a German prompt: language, du, no emoji, a course to mention', () => {
    expect(parseInstructions('Bitte auf Deutsch, per du und ohne Emojis. Erwähne den Töpferkurs am Samstag.', '')).toEqual({
      language: 'de',
      person: null,
      emoji: false,
      tone: null,
      address: 'informal',
      mustMention: ['den Töpferkurs am Samstag'],
      avoid: [],
      unrecognised: [],
    });
  });

  it('reads German verb-last requests and Ich-Form', () => {
    const result = parseInstructions('Ich-Form bitte. Keine Preise nennen. Bitte den Töpferkurs am Samstag erwähnen. Ton: locker und herzlich.', '');
    expect(result).toMatchObject({ person: 'I', tone: 'casual', mustMention: ['den Töpferkurs am Samstag'], avoid: ['Preise'], unrecognised: [] });
  });

  it('reads an English prompt with a list to mention', () => {
    const result = parseInstructions('Write in German please. No emoji. Mention the Saturday pottery course and the fixed fees.', '');
    expect(result).toMatchObject({ language: 'de', emoji: false, mustMention: ['the Saturday pottery course', 'the fixed fees'] });
    expect(parseInstructions('mention the Saturday course, the fixed fees and the free parking', '').mustMention).toEqual(['the Saturday course', 'the fixed fees', 'the free parking']);
  });

  it('reads "push it hard", "highlight this" as no thing to mention: the pronoun stands for the campaign', () => {
    expect(parseInstructions("We're adding a Friday fish fry this month — push it hard.", '').mustMention).toEqual([]);
    expect(parseInstructions('Highlight this.', '').mustMention).toEqual([]);
    expect(parseInstructions('Menciona la revisión completa.', '').mustMention).toEqual(['la revisión completa']);
  });

  it('turns "mention that we offer X in every post" into the thing itself', () => {
    expect(parseInstructions('Make sure to mention that we offer fixed fees in every post, and the free initial consultation.', '').mustMention).toEqual(['fixed fees', 'the free initial consultation']);
  });

  it('separates facts and instructions in a mixed prompt, keeping the facts verbatim as unrecognised', () => {
    const result = parseInstructions("We're a family bakery since 1952. Keep it friendly and playful, use lots of emoji! Don't mention prices. Highlight our seeded rye.", '');
    expect(result).toMatchObject({ emoji: true, tone: 'casual', mustMention: ['our seeded rye'], avoid: ['prices'], unrecognised: ["We're a family bakery since 1952."] });
  });

  it('reads first person and things to avoid', () => {
    const result = parseInstructions('Write in first person, I run the studio alone. Avoid jargon, never say "cheap".', '');
    expect(result.person).toBe('I');
    expect(result.avoid).toEqual(['jargon', 'cheap']);
  });

  it('reads Spanish, French and Portuguese prompts', () => {
    expect(parseInstructions('Escribe en español, de tú y sin emojis. Menciona el curso de cerámica del sábado. No menciones precios.', '')).toMatchObject({
      language: 'es', emoji: false, address: 'informal', mustMention: ['el curso de cerámica del sábado'], avoid: ['precios'],
    });
    expect(parseInstructions('Écrivez en français, à la première personne. Mentionnez notre atelier du samedi. Évitez le jargon.', '')).toMatchObject({
      language: 'fr', person: 'I', mustMention: ['notre atelier du samedi'], avoid: ['le jargon'],
    });
    expect(parseInstructions('Vouvoiement, ton sérieux. Ne mentionnez pas les prix.', '')).toMatchObject({ address: 'formal', tone: 'formal', avoid: ['les prix'] });
    expect(parseInstructions('Escreva em português, na primeira pessoa, sem emojis. Mencione o curso de sábado. Não mencione preços.', '')).toMatchObject({
      language: 'pt', person: 'I', emoji: false, mustMention: ['o curso de sábado'], avoid: ['preços'],
    });
  });

  it('copes with a messy lower-case prompt', () => {
    expect(parseInstructions('pls write in german, no emojis!! mention our saturday pottery course + fixed fees. make it sound professional', '')).toMatchObject({
      language: 'de', emoji: false, tone: 'formal', mustMention: ['our saturday pottery course', 'fixed fees'],
    });
  });

  it('puts screenshot captions and vague wishes in unrecognised, never in must-mention', () => {
    const result = parseInstructions('Posts should feel personal. Mobile view of the gallery.', '');
    expect(result.mustMention).toEqual([]);
    expect(result.unrecognised).toEqual(['Posts should feel personal.', 'Mobile view of the gallery.']);
  });

  it('does not read a fact as a language request or a tone', () => {
    const result = parseInstructions('We sell German rye bread in a dog-friendly café.', '');
    expect(result.language).toBeNull();
    expect(result.tone).toBeNull();
  });

  it('never returns a whole long prompt as a must-mention', () => {
    const prompt = 'Mention that our studio has been run by the same family for three generations and that every single piece is glazed by hand in small batches';
    for (const phrase of parseInstructions(prompt, '').mustMention) expect(phrase.split(' ').length).toBeLessThanOrEqual(10);
  });

  it('takes explicit requests from the audience field only', () => {
    expect(parseInstructions('', 'Familien mit kleinen Kindern (bitte duzen)')).toMatchObject({ address: 'informal', mustMention: [], unrecognised: [] });
    expect(parseInstructions('', 'Finance managers at mid-sized companies')).toMatchObject({ language: null, mustMention: [], unrecognised: [] });
  });

  it('returns empty instructions for an empty prompt', () => {
    expect(parseInstructions('   ', '')).toEqual({ language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] });
  });

  it('strips leading adverbs and fillers from must-mention phrases in all five languages', () => {
    expect(parseInstructions('Mention our fixed fees, especially the £650 uncontested divorce.', '').mustMention).toEqual(['our fixed fees', 'the £650 uncontested divorce']);
    expect(parseInstructions('Also mention the free parking, please.', '').mustMention).toEqual(['the free parking']);
    expect(parseInstructions('Highlight our gift boxes especially', '').mustMention).toEqual(['our gift boxes']);
    expect(parseInstructions('Bitte unbedingt den Töpferkurs am Samstag erwähnen.', '').mustMention).toEqual(['den Töpferkurs am Samstag']);
    expect(parseInstructions('Erwähne vor allem die Gutscheine.', '').mustMention).toEqual(['die Gutscheine']);
    expect(parseInstructions('Menciona sobre todo la revisión completa.', '').mustMention).toEqual(['la revisión completa']);
    expect(parseInstructions('Menciona también el alquiler por días.', '').mustMention).toEqual(['el alquiler por días']);
    expect(parseInstructions('Mentionnez surtout la rencontre du jeudi.', '').mustMention).toEqual(['la rencontre du jeudi']);
    expect(parseInstructions('Mentionne aussi le salon de thé.', '').mustMention).toEqual(['le salon de thé']);
    expect(parseInstructions('Mencione também o curso de sábado.', '').mustMention).toEqual(['o curso de sábado']);
    expect(parseInstructions('Mencione especialmente o surf camp.', '').mustMention).toEqual(['o surf camp']);
  });

  it('keeps a must-mention to the thing itself: no scope, no bracketed aside', () => {
    expect(parseInstructions('Mention the 30-day free trial (no credit card needed) in every social post.', '').mustMention).toEqual(['the 30-day free trial']);
    expect(parseInstructions('Mention the Saturday class in at least half of the posts.', '').mustMention).toEqual(['the Saturday class']);
    expect(parseInstructions('Keine Emojis, und in jedem Post den Töpferkurs erwähnen.', '').mustMention).toEqual(['den Töpferkurs']);
    expect(parseInstructions('Menciona la revisión completa en todos los posts.', '').mustMention).toEqual(['la revisión completa']);
    expect(parseInstructions("Vouvoyez le lecteur et annoncez la prochaine rencontre d'auteurs (un jeudi par mois).", '')).toMatchObject({ address: 'formal', mustMention: ["la prochaine rencontre d'auteurs"], unrecognised: [] });
    expect(parseInstructions('Write in first person as Ines (I, not we).', '')).toMatchObject({ person: 'I', unrecognised: [] });
  });

  it('splits alternatives to avoid', () => {
    expect(parseInstructions("Never promise an outcome or say 'guaranteed'.", '').avoid).toEqual(['an outcome', 'guaranteed']);
  });

  it('reads "never use emoji" and a French "pas d’emoji" as no emoji, not as a wish for them', () => {
    for (const prompt of ['Never use emoji.', 'Pas d’emoji, merci.', "Pas d'émoticônes.", 'Don’t use emojis.']) expect(parseInstructions(prompt, '').emoji, prompt).toBe(false);
    expect(parseInstructions('Use emoji!', '').emoji).toBe(true);
  });
});
