/**
 * German nouns: the gender and number of a noun the owner or the site names, so that an article,
 * a possessive or an adjective can agree with it. A compound takes the gender of its last part
 * ("Töpferkurs" is a "Kurs", "Fahrräder" are "Räder"); what no entry and no suffix settles stays
 * unknown, and the sentences then take a construction that needs no article.
 */

export type Gender = 'm' | 'f' | 'n';

/** How a reader acts on the thing: book it, come to it, ask for it, order it, try it. */
export type Use = 'book' | 'attend' | 'ask' | 'order' | 'try';

export interface NounInfo {
  gender: Gender;
  /** true: plural; false: singular; null: the same in both (Zimmer, Kuchen) and nothing tells which. */
  plural: boolean | null;
  /** A mass noun reads without an article in the singular ("es gibt Catering", "mit Kaffee"). */
  mass: boolean;
  /** A weak masculine ("der Kunde", "den Kunden"). */
  weak: boolean;
  use: Use | null;
  /** Only plural ("Ferien", "Pommes"). */
  pluralOnly: boolean;
  /** Read from the word list, not guessed from a suffix: its count or mass use is known too. */
  listed?: boolean;
}

/**
 * `singular plural gender flags`: "=" for a plural like the singular, "-" for none; flags: mass,
 * weak, book, attend, ask, order, try. A gender of "p" marks a plural-only noun.
 */
const entries = `
kaffee kaffees m mass try
tee tees m mass try
kakao - m mass try
kuchen = m mass try
torte torten f try
tarte tartes f try
brot brote n mass order
brötchen = n order
semmel semmeln f order
brezel brezeln f order
croissant croissants n order
gebäck - n mass order
plätzchen = n order
keks kekse m order
cookie cookies m try
cupcake cupcakes m try
muffin muffins m try
waffel waffeln f try
pfannkuchen = m try
frühstück frühstücke n mass try
brunch brunches m mass attend
mittagstisch mittagstische m mass try
mittagessen = n mass try
abendessen = n mass try
essen = n mass try
menü menüs n try
gericht gerichte n try
speise speisen f try
suppe suppen f try
eintopf eintöpfe m try
salat salate m try
pizza pizzen f order
pasta - f mass try
nudel nudeln f try
burger = m try
döner = m try
dürüm dürüms m try
kebab kebabs m try
falafel falafeln f try
teller = m try
bowl bowls f try
wrap wraps m try
sandwich sandwiches n try
snack snacks m try
imbiss imbisse m try
eis - n mass try
wein weine m mass try
bier biere n mass try
sekt - m mass try
cocktail cocktails m try
drink drinks m try
getränk getränke n try
limonade limonaden f try
saft säfte m mass try
fisch fische m mass try
fleisch - n mass try
gemüse - n mass try
obst - n mass try
käse - m mass try
wurst würste f try
schnitzel = n try
braten = m try
spargel - m mass try
grill grills m try
buffet buffets n ask
büfett büfetts n ask
catering caterings n mass ask
partyservice - m mass ask
lieferservice - m mass order
service services m mass ask
dessert desserts n try
nachtisch nachtische m try
sauce saucen f try
soße soßen f try
dip dips m try
marmelade marmeladen f order
honig - m mass order
stollen = m order
lebkuchen = m order
glühwein - m mass try
spezialität spezialitäten f try
pommes - p try
tapas - p try
haus häuser n book
ferienhaus ferienhäuser n book
wohnung wohnungen f book
apartment apartments n book
zimmer = n book
suite suiten f book
woche wochen f book
wochenende wochenenden n book
nacht nächte f book
tag tage m
urlaub urlaube m book
ferien - p book
aufenthalt aufenthalte m book
auszeit auszeiten f book
sauna saunen f
pool pools m
garten gärten m
terrasse terrassen f
balkon balkone m
kamin kamine m
küche küchen f
strand strände m
rad räder n book
bike bikes n book
boot boote n book
kajak kajaks n book
kanu kanus n book
tour touren f book
führung führungen f book
ausflug ausflüge m book
fahrt fahrten f book
reise reisen f book
wanderung wanderungen f book
tisch tische m book
platz plätze m book
ticket tickets n order
karte karten f order
gutschein gutscheine m order
geschenk geschenke n order
paket pakete n order
box boxen f order
set sets n order
abo abos n order
angebot angebote n
rabatt rabatte m
aktion aktionen f
feier feiern f ask
fest feste n attend
party partys f attend
event events n attend
abend abende m attend
nachmittag nachmittage m attend
veranstaltung veranstaltungen f attend
hochzeit hochzeiten f ask
geburtstag geburtstage m ask
konzert konzerte n attend
lesung lesungen f attend
markt märkte m
workshop workshops m book
seminar seminare n book
kurs kurse m book
unterricht - m mass book
stunde stunden f book
lektion lektionen f book
training trainings n mass book
coaching coachings n mass book
beratung beratungen f mass ask
sitzung sitzungen f book
termin termine m book
sprechstunde sprechstunden f book
programm programme n book
camp camps n book
ferienlager = n book
behandlung behandlungen f book
massage massagen f book
therapie therapien f book
praxis praxen f
kosmetik - f mass book
maniküre maniküren f book
pediküre pediküren f book
haarschnitt haarschnitte m book
frisur frisuren f book
check checks m book
check-up check-ups m book
untersuchung untersuchungen f book
impfung impfungen f book
yoga - n mass book
pilates - n mass book
fitness - f mass book
peeling peelings n book
enthaarung enthaarungen f book
reinigung reinigungen f ask
reparatur reparaturen f ask
wartung wartungen f ask
installation installationen f ask
montage montagen f ask
umzug umzüge m ask
abholung abholungen f ask
lieferung lieferungen f order
transport transporte m ask
versand - m mass order
laden läden m
shop shops m
sortiment sortimente n
kollektion kollektionen f order
produkt produkte n order
artikel = m order
schmuck - m mass order
keramik keramiken f mass order
tasse tassen f order
becher = m order
vase vasen f order
kerze kerzen f order
buch bücher n order
kleid kleider n order
schuh schuhe m order
mode - f mass order
möbel = n order
pflanze pflanzen f order
blume blumen f order
strauß sträuße m order
kranz kränze m order
kanzlei kanzleien f
vertrag verträge m
testament testamente n
scheidung scheidungen f
erstberatung erstberatungen f ask
webseite webseiten f
website websites f
shooting shootings n book
foto fotos n order
bild bilder n order
porträt porträts n book
logo logos n
design designs n
hund hunde m
katze katzen f
kind kinder n
familie familien f
gruppe gruppen f
team teams n
firma firmen f
verein vereine m
gast gäste m
kunde kunden m weak
freund freunde m
zeit zeiten f
öffnungszeit öffnungszeiten f
saison saisons f
sommer = m
winter = m
frühling frühlinge m
herbst herbste m
monat monate m
jahr jahre n
preis preise m
auswahl - f mass
eröffnung eröffnungen f
neueröffnung neueröffnungen f
spaß - m mass
genuss genüsse m
café cafés n
restaurant restaurants n
bistro bistros n
hotel hotels n
pension pensionen f
hof höfe m
studio studios n
salon salons m
atelier ateliers n
werkstatt werkstätten f
bäckerei bäckereien f
konditorei konditoreien f
metzgerei metzgereien f
gasthaus gasthäuser n
gasthof gasthöfe m
wirtshaus wirtshäuser n
hütte hütten f
raum räume m
bad bäder n
keller = m
boden böden m
schuppen = m
flur flure m
baum bäume m
traum träume m
ring ringe m
auto autos n
büro büros n
beere beeren f try
erdbeere erdbeeren f try
apfel äpfel m try
tomate tomaten f try
kartoffel kartoffeln f try
reis - m mass try
kreis kreise m
hinweis hinweise m
nachweis nachweise m
beweis beweise m
ausweis ausweise m
`;

/** Nominalised verbs are neuter and mass: "das Kinderturnen", "Backen für Kinder". */
const infinitives = 'turnen schwimmen backen kochen tanzen reiten malen töpfern nähen singen laufen klettern surfen segeln paddeln angeln grillen basteln wandern lernen spielen stricken brunchen frühstücken'.split(' ');

interface Entry {
  form: string;
  info: NounInfo;
}

const lexicon = new Map<string, NounInfo>();
for (const line of entries.trim().split('\n')) {
  const [singular, plural, gender, ...flags] = line.trim().split(/\s+/u) as [string, string, string, ...string[]];
  const use = (flags.find((flag) => ['book', 'attend', 'ask', 'order', 'try'].includes(flag)) as Use | undefined) ?? null;
  const mass = flags.includes('mass');
  const weak = flags.includes('weak');
  if (gender === 'p') {
    lexicon.set(singular, { gender: 'f', plural: true, mass: false, weak: false, use, pluralOnly: true });
    continue;
  }
  const g = gender as Gender;
  if (plural === '=') {
    lexicon.set(singular, { gender: g, plural: null, mass, weak, use, pluralOnly: false });
    continue;
  }
  lexicon.set(singular, { gender: g, plural: false, mass, weak, use, pluralOnly: false });
  if (plural !== '-' && !lexicon.has(plural)) lexicon.set(plural, { gender: g, plural: true, mass: false, weak: false, use, pluralOnly: false });
}
for (const verb of infinitives) lexicon.set(verb, { gender: 'n', plural: false, mass: true, weak: false, use: 'attend', pluralOnly: false });

/** Suffixes that settle a gender (and number) when no entry does: the longest first. */
const suffixRules: Array<[RegExp, Omit<NounInfo, 'use' | 'pluralOnly' | 'weak'>]> = [
  [/(?:ungen|heiten|keiten|schaften|ionen|täten|innen|eien|erien|ologien|nomien|graphien|grafien)$/u, { gender: 'f', plural: true, mass: false }],
  [/(?:ung|heit|keit|schaft|ion|tät|erei|elei|ie|ik|enz|anz|ade|age|ette|ur|erin|istin|antin|entin|ärztin)$/u, { gender: 'f', plural: false, mass: false }],
  [/(?:chen|lein)$/u, { gender: 'n', plural: null, mass: false }],
  [/(?:ling|ismus)$/u, { gender: 'm', plural: false, mass: false }],
  [/(?:linge)$/u, { gender: 'm', plural: true, mass: false }],
  [/(?:ment|ium|um|ing|nis|ial|eau)$/u, { gender: 'n', plural: false, mass: false }],
  [/(?:ments|iums|ings|nisse|ials|eaus)$/u, { gender: 'n', plural: true, mass: false }],
];

function lookup(word: string): Entry | null {
  const lower = word.toLocaleLowerCase('de');
  // "E-Bike", "Sauna-Abend": the last part decides.
  const last = lower.split('-').filter(Boolean).pop() ?? lower;
  const key = lower.includes('-') && lexicon.has(lower) ? lower : last;
  if (lexicon.has(key)) return { form: key, info: lexicon.get(key)! };
  // A compound: the longest known end, after a first part of three letters or more.
  for (let start = 3; start <= key.length - 2; start++) {
    const end = key.slice(start);
    const info = lexicon.get(end);
    if (info) return { form: end, info };
  }
  return null;
}

/** The gender and number of a German noun, or null when nothing settles its gender. */
export function nounInfo(word: string): NounInfo | null {
  const known = lookup(word);
  if (known) return { ...known.info, listed: true };
  const lower = word.toLocaleLowerCase('de');
  for (const [pattern, info] of suffixRules) if (pattern.test(lower)) return { ...info, weak: false, use: null, pluralOnly: false };
  return null;
}

/** The dative plural: "Fahrrädern", "Wochen", "Autos". */
export function dativePlural(noun: string): string {
  return /(?:n|s)$/u.test(noun) ? noun : `${noun}n`;
}
