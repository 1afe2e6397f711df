import { wordEntry } from '@sitespark/site-model';

/**
 * The owner's clause in the first person singular when the owner speaks as "yo": "hacemos pedidos"
 * -> "hago pedidos", "nuestro horno" -> "mi horno", "nos llamáis" -> "me llamáis". Irregular and
 * stem-changing verbs come from a list; a regular -ar verb is conjugated; any other verb is left as
 * written rather than guessed.
 */
const irregular: Record<string, string> = {
  somos: 'soy',
  estamos: 'estoy',
  tenemos: 'tengo',
  hacemos: 'hago',
  vamos: 'voy',
  damos: 'doy',
  sabemos: 'sé',
  podemos: 'puedo',
  queremos: 'quiero',
  ofrecemos: 'ofrezco',
  conocemos: 'conozco',
  venimos: 'vengo',
  decimos: 'digo',
  servimos: 'sirvo',
  pedimos: 'pido',
  seguimos: 'sigo',
  preferimos: 'prefiero',
  cerramos: 'cierro',
  empezamos: 'empiezo',
  comenzamos: 'comienzo',
  atendemos: 'atiendo',
  entendemos: 'entiendo',
  recomendamos: 'recomiendo',
  volvemos: 'vuelvo',
  contamos: 'cuento',
  encontramos: 'encuentro',
  probamos: 'pruebo',
  mostramos: 'muestro',
  cocemos: 'cuezo',
  incluimos: 'incluyo',
  construimos: 'construyo',
  distribuimos: 'distribuyo',
  traemos: 'traigo',
  ponemos: 'pongo',
  salimos: 'salgo',
  abrimos: 'abro',
  vivimos: 'vivo',
  escribimos: 'escribo',
  recibimos: 'recibo',
  vendemos: 'vendo',
  aprendemos: 'aprendo',
  respondemos: 'respondo',
  creemos: 'creo',
  cubrimos: 'cubro',
  elaboramos: 'elaboro',
  repartimos: 'reparto',
  resolvemos: 'resuelvo',
  devolvemos: 'devuelvo',
  asesoramos: 'asesoro',
  acompañamos: 'acompaño',
  llevamos: 'llevo',
};
const possessive: Record<string, string> = { nuestro: 'mi', nuestra: 'mi', nuestros: 'mis', nuestras: 'mis', nosotros: 'yo', nos: 'me' };
/** -ar verbs that change their stem ("cerramos" -> "cierro") and are not in the list: never conjugated blind. */
const stemChanging = /^(?:pens|acert|calent|despert|empez|recomend|sent|cont|almorz|record|sol|volc|prob|acost|mostr|cerr|comenz|encontr|soñ|colg|jug)amos$/u;

/** Nouns that end like a verb of the first person plural. */
const nouns = /^(?:\p{L}*gramos|tramos|préstamos|prestamos|reclamos|ramos|escamos|vamos)$/u;

export function personAsI(clause: string): string {
  // "nos vemos", "nos encontramos": a reflexive of the first person plural stays as it is.
  const kept: string[] = [];
  const guarded = clause.replace(/(?<![\p{L}])nos\s+\p{L}+(?:amos|emos|imos)(?![\p{L}])/giu, (pair) => `⟦${kept.push(pair) - 1}⟧`);
  return guarded.replace(/(?<![\p{L}])(\p{L}+)(?![\p{L}])/gu, (word) => {
    const lower = word.toLocaleLowerCase();
    const swap = wordEntry(irregular, lower) ?? wordEntry(possessive, lower) ?? (/^\p{L}{2,}amos$/u.test(lower) && !stemChanging.test(lower) && !nouns.test(lower) ? `${lower.slice(0, -4)}o` : null);
    if (!swap) return word;
    return /^\p{Lu}/u.test(word) ? swap.charAt(0).toLocaleUpperCase() + swap.slice(1) : swap;
  }).replace(/⟦(\d+)⟧/gu, (_m, index: string) => kept[Number(index)]!);
}
