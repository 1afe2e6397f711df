/**
 * Word lists the metrics use, per language. Compact on purpose: the page's own text and the kit's
 * other text are added to the dictionary at run time; these lists only cover everyday words a
 * copywriter may use that a page need not contain.
 */
import type { Lang } from './fixtures/index.ts';

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/** Function words: used to judge a sentence's language and to tell content words from glue. */
export const stopwords: Record<Lang, Set<string>> = {
  en: words(`the a an and or but of to in on at for with from by as is are was were be been being it its this that these those you your yours we our ours us they their them he she his her i me my mine
    not no so if then than there here what which who whom whose when where why how all any each every more most some such only own same too very can will just do does did done have has had having
    would should could may might must shall into over under about after before between through during without within again further once up down out off also yet because while until
    i'm you're we're it's don't won't can't let's`),
  de: words(`der die das den dem des ein eine einen einem einer eines und oder aber auch nicht kein keine keinen mit für von zu zum zur im in am an auf aus bei nach über unter vor durch um bis ohne gegen
    ist sind war waren wird werden wurde hat haben hatte sein seine ihr ihre ich du er sie es wir ihr mich dich sich uns euch mein dein unser euer dein deine deinen deinem deiner
    dass wenn weil als wie wo was wer noch schon nur sehr so auch mehr dann doch hier dort jetzt immer alle alles jeden jede jeder diese dieser dieses denn ob man`),
  es: words(`el la los las un una unos unas y o pero de del al a en con por para sin sobre entre hasta desde es son era fue ser estar está están hay que quien como cuando donde muy más menos
    tu tus te ti su sus nuestro nuestra nuestros nuestras mi mis yo tú él ella nosotros vosotros ellos se lo le les me nos este esta estos estas ese esa eso también ya no sí cada todo todos toda todas`),
  fr: words(`le la les un une des et ou mais de du au aux à en dans sur sous avec pour par sans chez entre est sont était être avoir a ont que qui quoi dont où comme quand très plus moins
    vous votre vos nous notre nos je tu il elle ils elles on se ce cet cette ces mon ma mes ton ta tes son sa ses leur leurs ne pas y aussi déjà tout tous toute toutes chaque`),
  pt: words(`o a os as um uma uns umas e ou mas de do da dos das no na nos nas em com por para sem sobre entre até desde é são era foi ser estar está estão há que quem como quando onde muito mais menos
    tu te teu tua teus tuas você vocês seu sua seus suas nosso nossa nossos nossas meu minha eu ele ela nós eles elas se lhe me este esta estes estas esse essa isso também já não sim cada todo todos toda todas ao aos à às pelo pela`),
};

/** Words that can never end a finished sentence: a line ending on one was cut mid-way. */
export const danglingEnd: Record<Lang, Set<string>> = {
  en: words('the a an and or but your our their my its'),
  de: words('der die das den dem des ein eine einen einem einer und oder aber mit für von zum zur im am auf aus bei nach dein deine unser unsere'),
  es: words('el la los las un una y o pero de del al con por para sin tu su sus nuestro nuestra que'),
  fr: words('le la les un une des et ou mais de du au aux à avec pour par sans votre vos notre nos ton ta tes son sa ses que'),
  pt: words('o os as um uma e ou mas de do da dos das no na com por para sem teu tua seu sua nosso nossa que'),
};

/** Generic marketing and everyday words: a sentence that carries only these is not specific to any site. */
export const genericWords = words(`
  business businesses service services solution solutions quality professional professionals experience experiences team teams customer customers client clients people
  best great good better new free today now easy simple fast quick perfect amazing awesome incredible unique special premium exclusive trusted reliable expert experts excellence
  discover explore learn find get start try join visit book order buy shop contact call click sign see make take give help love enjoy feel need want know let come check
  time day days week weeks month months year years life work home world way thing things everything something lot part place
  results success growth value values difference future journey story stories moment moments everyday every little big small first last next more most all
  website online offer offers product products brand brands company local community family friends favourite favorite passion passionate dedicated committed care
  here there what why how who well really just right ready ever never always also still even only
  entdecken jetzt heute neu einfach schnell qualität service team erlebnis besten beste gut kunden mehr zeit leben
  descubre ahora hoy nuevo fácil rápido calidad servicio equipo experiencia mejor clientes más tiempo vida
  découvrez maintenant aujourd nouveau facile rapide qualité service équipe expérience meilleur clients plus temps vie
  descubra agora hoje novo fácil rápido qualidade serviço equipa equipe experiência melhor clientes mais tempo vida`);

/** Lone everyday words that make poor hashtags on their own (#Bank, #Order, #Today). */
export const everydayTagWords = words(`bank order today now love life day time home best new free great good happy more team work done made make get win deal deals fun nice
  monday tuesday wednesday thursday friday saturday sunday weekend morning night week month year people city town world quality service business customer client results
  heute jetzt liebe leben tag zeit neu gut hoy ahora amor vida día tiempo nuevo aujourd maintenant amour vie jour temps hoje agora amor vida dia tempo novo`);

/** A compact dictionary of everyday copy words per language, added to the page and kit vocabulary. */
export const commonWords: Record<Lang, Set<string>> = {
  en: words(`about above across act add after afternoon again against ago ahead air all allow almost alone along already always am among amount and another answer any anyone anything appointment area around arrive ask available away
    back bad bag bake based be beautiful because become bed before begin behind believe below best better between big bit book booking both bottle box bring build busy buy by
    call calm can care carry case catch change cheap check child children choose city class clean clear close coffee cold come comfortable complete cook cost could couple course cover create cup
    daily date day deal delivered delivery design detail details different dinner do done door down drop during each early easy eat email end enjoy enough even evening event events every exactly expect extra eye
    face fair family far fast favourite favorite feel few fill find fine finish first fit fix follow food for forget form free fresh friday friend from front full fun
    garden get gift give glad go going good great group grow guest guests hand handmade happen happy hard have hear heart hello help here high hold holiday home hope hour hours house how hundred
    idea if important in include included inside instead into invite it job join just keep kind kitchen know last late later learn least leave left less let life light like line list listen little live local long look lot love low lunch
    made make many matter maybe mean meet message mind minute minutes miss month months more morning most move much must name near need never new news next nice night no nothing notice now number
    off offer often old once one only open or order other out over own page part party pay people perfect person phone pick place plan play please plenty point pop post price prices proper proud put
    question quick quiet quite rain read ready real really reason reply rest right room run safe same save say season seat second see seen send set share short show side sign simple since sit size slow small so soon sorry space spare spend spot spring start stay step still stop story street summer sunday support sure
    table take talk taste team tell than thank thanks that then there thing things think this those though three through time tiny to today together tomorrow too top town treat true try turn twice two
    under until up use usual visit wait walk want warm watch way week weekend welcome well what when where which while who whole why will winter wish with without word work world worth would write wrong year years yes yet you young
    instagram facebook linkedin twitter tiktok youtube online website app via per
    teamwork homemade handmade workshop everyday something someone anyone everyone everything anything nothing newsletter feedback giveaway lifestyle skincare
    weekday weekend sunrise sunset breakfast lunchtime downtown neighbourhood neighborhood homeowner homeowners bookshop bookstore storytime wildlife
    outdoor outdoors indoor bio upskill cannot into onto without within throughout overall upgrade checkout takeaway takeout`),
  de: words(`ab alle allem allen anfang angebot bald beginnen besuch besuchen bis bitte brauchen bringen buchen da dabei dafür damit danke darauf deshalb dich dir direkt drei echt eigene eigenen einfach einmal endlich erleben erste ersten etwas euch finden frage frei freuen freust früh ganz gerne gemeinsam geschenk gibt gleich groß gut haben hand hallo heute hier hin holen ja jahr jetzt kannst kaufen klein kommen kommst komm kurs lernen liebe machen mal melde mitmachen morgen nachmittag nächsten neu neue nimm noch nur oft plätze platz probieren ruhig sagen schauen schön schreib sehen selbst sicher sofort stunde stunden tag tage viel viele vorbei wenig werk wieder willkommen wirklich woche wochenende zeit zusammen zwei`),
  es: words(`negocio barrio tienda comercio ahora algo allí antes aquí así bien buena bueno buscas cerca claro cómo cuenta dale desde día días dónde empieza entra escribe esperamos fácil gracias gran hacer hola hora horas hoy listo lista llega mañana mejor mismo momento mucho nada necesitas nueva nuevo otra otro pasa pásate poco precio pronto puedes queremos quieres reserva semana siempre sólo solo tiempo tienes tres trae vamos ven vez visita vuelve`),
  fr: words(`ainsi alors après aujourd avant bien bientôt bonne bonjour cela chaque chose ci comment découvrir demain depuis deux donc encore ensemble entrée envie fois grand heure heures ici jour jours juste là lire livre livres matin merci moment même mois nouveau nouvelle passez petit peu place pourquoi prochain prochaine quelques rendez semaine simple soir souvent suite temps toujours trois venez voir vite`),
  pt: words(`agora ainda aqui assim bem boa bom cedo como dia dias depois dois durante então espera está fácil hoje hora horas isso lá logo manhã melhor mesmo momento muito nova novo obrigado onde ora pouco preço pronto próxima próximo quer queres reserva semana sempre só tarde tempo tens três vem vens vez visita volta`),
};

/** Established tag words and tags: accepted whole (#SmallBiz, #AdoptDontShop, #ShopLocal). */
export const establishedTags = words(`smallbiz smallbusiness shoplocal shopsmall supportlocal supportsmallbusiness adoptdontshop adoptme rescuedog rescuecat rescuedogs fosteringsaveslives adopt rescue
  instafood foodie foodies sourdough realbread bakery bakerylife handmade handmadewithlove makersgonnamake etsy freelance freelancer freelancers freelancelife invoicing saas b2bsaas b2b startup productivity fintech cfo
  legaltech familylaw divorce yoga physio physiotherapy pilates wellness fitness elopement elopements elopementphotographer weddingphotography weddingphotographer scotland highlands isleofskye
  ielts languagelearning learnspanish learnfrench learnitalian plumber plumbing electrician hvac homerepair diy pdx pdxeats pdxpets portland florist flowers weddingflowers
  keramik töpfern handgemacht leipzig ciclismo bicicleta bici bicis valencia librairie bd lyon surf surfing ericeira portugal chicago chicagoeats pasta austin bristol leeds manchester milwaukee asheville falmouth cornwall`);

/** Topic words per trade: a tag built on another trade's word that the page never uses is off-topic (#ShopNow on a law firm). */
export const tradeTopics: Record<string, Set<string>> = {
  retail: words('shop shopnow shopping sale sales buy store onlinestore ecommerce discount cart checkout tienda comprar boutique'),
  software: words('saas software app apps tech productivity startup automation workflow cloud api dashboard digital fintech'),
  food: words('food foodie eats bakery coffee brunch recipe restaurant dinner dining bread pasta chef menu cafe café'),
  professional: words('law legal lawyer attorney solicitor solicitors finance accounting tax consulting'),
  nonprofit: words('adopt adoption rescue donate charity nonprofit volunteer shelter fundraising'),
  health: words('yoga physio wellness fitness health pilates therapy mindfulness selfcare'),
  education: words('learn learning tutoring course courses school study students language languages'),
  creative: words('photography photographer design portfolio art creative'),
  local: words('plumbing plumber electrician repair repairs hvac handyman homeimprovement'),
};

/** The trade a judge expects from the fixture's acceptable types (independent of the product's own table). */
export const tradesOfType: Record<string, string[]> = {
  SaaS: ['software'],
  'E-commerce': ['retail'],
  Agency: ['creative'],
  'Food & Drink': ['food'],
  Restaurant: ['food'],
  Portfolio: ['creative'],
  'Local Service': ['local', 'retail'],
  'Professional Services': ['professional'],
  Nonprofit: ['nonprofit'],
  Education: ['education'],
  'Health & Wellness': ['health'],
  Events: [],
};

/** Abbreviations and initials a sentence splitter must not break at. */
export const abbreviations = words(`a.m p.m e.g i.e etc co inc ltd st dr mr mrs ms no vs approx dept est jr sr ave rd
  z.b ca bzw usw ggf inkl ab. sr sra srta dra av pág mme mlle m env ex n.º dr.ª`);

/** Mixed-case words kept whole when hashtags are split into words. */
export const mixedCaseWords = ['SaaS', 'iOS', 'TikTok', 'LinkedIn', 'YouTube', 'PayPal', 'eBay', 'iPhone', 'WordPress'];
