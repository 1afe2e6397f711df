import type { Campaign } from './campaign.ts';

/**
 * Where the owner wants a thing said, which is no part of the thing: "in every social post", "in at
 * least half of the posts", "in jedem Post", "en todos los posts", "dans chaque publication", "em
 * todos os posts". `every` asks for it in each piece, `half` in at least half of them.
 */
const scopes: Array<{ pattern: RegExp; how: 'every' | 'half' }> = [
  { pattern: /(?:^|[\s,]+)(?:in|on)\s+(?:every|each|all(?:\s+of)?(?:\s+the)?|all)\s+(?:\p{L}+\s+)?(?:posts?|tweets?|pieces?|updates?|texts?|messages?)(?![\p{L}])/iu, how: 'every' },
  { pattern: /(?:^|[\s,]+)(?:in|on)\s+(?:at\s+least\s+)?(?:half|most|\d+\s?%)\s+(?:of\s+)?(?:the\s+)?(?:\p{L}+\s+)?(?:posts?|tweets?|pieces?)(?![\p{L}])/iu, how: 'half' },
  { pattern: /(?:^|[\s,]+)in\s+(?:jedem|allen|jeder)\s+(?:\p{L}+\s+)?(?:posts?|beitr\p{L}*)(?![\p{L}])/iu, how: 'every' },
  { pattern: /(?:^|[\s,]+)in\s+(?:mindestens\s+)?(?:der\s+hälfte\s+der|den\s+meisten)\s+(?:posts|beitr\p{L}*)(?![\p{L}])/iu, how: 'half' },
  { pattern: /(?:^|[\s,]+)en\s+(?:todos\s+los|todas\s+las|cada)\s+(?:posts?|publicaci\p{L}+|mensajes?)(?![\p{L}])/iu, how: 'every' },
  { pattern: /(?:^|[\s,]+)en\s+(?:al\s+menos\s+)?(?:la\s+mitad|la\s+mayoría)\s+de\s+(?:los|las)\s+(?:posts?|publicaci\p{L}+)(?![\p{L}])/iu, how: 'half' },
  { pattern: /(?:^|[\s,]+)dans\s+(?:chaque|tous\s+les|toutes\s+les)\s+(?:posts?|publications?|messages?)(?![\p{L}])/iu, how: 'every' },
  { pattern: /(?:^|[\s,]+)dans\s+(?:au\s+moins\s+)?(?:la\s+moitié|la\s+plupart)\s+des\s+(?:posts?|publications?)(?![\p{L}])/iu, how: 'half' },
  { pattern: /(?:^|[\s,]+)em\s+(?:todos\s+os|todas\s+as|cada)\s+(?:posts?|publica\p{L}+|textos?|mensagens?)(?![\p{L}])/iu, how: 'every' },
  { pattern: /(?:^|[\s,]+)em\s+(?:pelo\s+menos\s+)?(?:metade|a\s+maioria)\s+d[oa]s\s+(?:posts?|publica\p{L}+)(?![\p{L}])/iu, how: 'half' },
];

/** The thing without where it should be said, and how often. */
export function scopeOf(text: string): { text: string; how: 'every' | 'half' | null } {
  for (const { pattern, how } of scopes) {
    if (pattern.test(text)) return { text: text.replace(pattern, ' ').replace(/\s{2,}/gu, ' ').replace(/^[\s,]+|[\s,]+$/gu, '').replace(/^(?:den|die|das|el|la|los|las|le|les|o|a|os|as)\s+(?=\p{Lu})/u, '').trim(), how };
  }
  return { text, how: null };
}


/** "Must mention", "unbedingt erwähnen", "siempre", "toujours": the owner asks for it in every piece. */
const mustWord = /(?<![\p{L}])(?:must|always|be sure to|make sure to|muss|müssen|unbedingt|immer|siempre|sin falta|imprescindible|obligatoriamente|toujours|absolument|obligatoirement|sempre|obrigatoriamente|não se esqueçam? de)(?![\p{L}])/iu;

/** A verb that asks for a point to be said: "mention", "stress", "erwähnen", "mencionar", "recordar", "citer", "lembrar". */
const mentionVerb = /(?<![\p{L}])(?:mention|stress|highlight|include|remember|erwähn\p{L}*|betone\p{L}*|nenn\p{L}*|menciona\p{L}*|destaca\p{L}*|recuerd\p{L}*|recorda\p{L}*|cite\p{L}*|citer|mentionn\p{L}*|rappel\p{L}*|mencion\p{L}*|destaqu\p{L}*|lembr\p{L}*|refer\p{L}*)(?![\p{L}])/iu;

export type MentionScope = 'every' | 'half';

/**
 * How often the owner asked for a point of the campaign, and the point without its scope words:
 * "in every post", "must mention", "unbedingt", "siempre", "toujours" ask for it in every piece; a
 * plain "mention", "erwähnen", "recordar", "citer" in at least half of them; a point the brief only
 * states has no scope (null).
 */
export function mentionScopeOf(campaign: Campaign, point: string): { text: string; how: MentionScope | null } {
  const scoped = scopeOf(point);
  const clause = campaign.evidence.find((evidence) => evidence.value === point)?.clause ?? '';
  const how = scoped.how ?? (mentionVerb.test(clause) ? (mustWord.test(clause) ? 'every' : 'half') : null);
  return { text: scoped.text, how };
}

/**
 * What the owner asked to have said, as the campaign reads the brief, each with how often: the
 * points asked for ("mention our private launch") and the statements asked for ("mention we open
 * at 7AM"). The writers follow these, and the instruction check measures them.
 */
export function campaignMentions(campaign: Campaign): Array<{ text: string; how: MentionScope }> {
  const asked: Array<{ text: string; how: MentionScope }> = [];
  for (const point of campaign.points) {
    const { text, how } = mentionScopeOf(campaign, point);
    if (how && text) asked.push({ text, how });
  }
  for (const statement of campaign.statements) {
    const clause = campaign.evidence.find((evidence) => evidence.value === statement)?.clause ?? '';
    // "Recordar que hay aparcamiento" is read as the point "aparcamiento" and the statement: the point is asked for once.
    const said = asked.some((item) => statement.toLocaleLowerCase().includes(item.text.toLocaleLowerCase()));
    if (mentionVerb.test(clause) && !said) asked.push({ text: statement, how: mustWord.test(clause) ? 'every' : 'half' });
  }
  return asked;
}
