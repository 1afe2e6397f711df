import type { Trade } from '@sitespark/site-model';
import type { CommonFrames, Frame, LanguageBank, TradeBank } from './bank.ts';

/**
 * The French bank. Frames only frame the site's own facts; none promises a benefit, a number or a
 * result the site did not state. French elides and agrees, so a slot never follows "de", "le" or
 * "la" (they would need "d’", "l’" or a gender), never carries an adjective that must agree, and is
 * never the subject of a verb (singular and plural differ): slots stand after a colon or in
 * article-free turns ("côté {feature}", "chez {name}", "signé {name}", "à {place}").
 * Typography: a narrow no-break space (U+202F) before : ; ? ! and the typographic apostrophe ’.
 *
 * The frames come in five voices, so the variants combine in any order the writer lays them:
 * `n` names nobody, `vous` addresses the reader formally (and may speak as "nous"), `nous` speaks as
 * a team without addressing anyone, `tu` addresses the reader informally, `je` speaks as one person
 * without addressing anyone. The base bank is n + vous + nous, `casual` is n + tu + nous (tu is rare
 * in French business copy: casual brands only), `firstPerson` is n + je and replaces every role that
 * has "nous" lines, so a solo maker never speaks as "nous".
 */

type Role = 'hooks' | 'engagement' | 'subjects';
type Voice = 'vous' | 'nous' | 'tu' | 'je';
type Voiced = Partial<Record<Role, Frame[]>>;
interface TradeSource {
  n: Required<Voiced>;
  vous: Voiced;
  nous: Voiced;
  tu: Voiced;
  je: Voiced;
  rest: Omit<TradeBank, Role>;
}

const roles: Role[] = ['hooks', 'engagement', 'subjects'];

function voiced(source: TradeSource, voices: Voice[]): Record<Role, Frame[]> {
  const out = {} as Record<Role, Frame[]>;
  for (const role of roles) out[role] = [...source.n[role], ...voices.flatMap((v) => source[v][role] ?? [])];
  return out;
}

const tradeSources: Record<Trade, TradeSource> = {
  software: {
    n: {
      hooks: [
        'Intégré à {name} : {feature}.',
        'Dans {name} : {feature}.',
        'Fonction à la une : {feature}.',
        'En bref : {feature} dans {name}.',
        '{name} pour {audience} : {feature}.',
        'Formule {item} : {price}.',
        'Chez {name} : {offer}',
        '{feature} et {feature2}, dans un seul outil : {name}.',
        'Deux briques signées {name} : {feature} et {feature2}.',
        'Première étape dans {name} : {feature}.',
        'Visite express : {feature}.',
      ],
      engagement: [
        '{feature} dans {name} : quelle question en premier ?',
        '{feature} ou {feature2} : par quoi commencer ?',
        'Les questions côté {feature}, c’est en commentaire.',
        'Quelle formule convient, {item} ou plus ?',
        '{feature}, {feature2} ou {feature3} : qu’est-ce qui manque le plus au quotidien ?',
      ],
      subjects: [
        'Dans {name} : {feature}',
        'Mode d’emploi : {feature} dans {name}',
        '{feature} et {feature2} dans {name}',
        'Tarifs {name} – {item} : {price}',
        '{offer}',
        'Visite express : {feature}',
        'Premiers pas dans {name} : {feature}',
      ],
    },
    vous: {
      hooks: ['Ce que vous obtenez avec {name} : {feature}.', 'Pour votre équipe, dans {name} : {feature}.'],
      engagement: [
        'Dites-nous en commentaire comment votre équipe gère aujourd’hui le sujet {feature}.',
        'Racontez-nous votre expérience côté {feature}.',
      ],
      subjects: ['Pour votre équipe : {feature}'],
    },
    nous: { hooks: ['Aujourd’hui, nous montrons : {feature} dans {name}.', 'Dans nos coulisses : {feature}.'] },
    tu: {
      hooks: ['Ce que tu obtiens avec {name} : {feature}.', 'Pour ton équipe, dans {name} : {feature}.'],
      engagement: [
        'Dis en commentaire comment ton équipe gère aujourd’hui le sujet {feature}.',
        'Raconte en commentaire ton expérience côté {feature}.',
      ],
      subjects: ['Pour ton équipe : {feature}'],
    },
    je: { hooks: ['Aujourd’hui, je montre : {feature} dans {name}.', 'Dans mes coulisses : {feature}.'] },
    rest: {
      ctas: ['Essai gratuit', 'Réserver une démo', 'Voir les tarifs', 'Créer un compte'],
      hashtags: ['SaaS', 'Logiciel', 'Productivité', 'TransformationDigitale', 'Startup', 'Numérique'],
      emoji: ['🚀', '⚡', '📈', '🛠️', '💡'],
      heroes: ['{feature} pour {audience}', '{feature} et {feature2} dans {name}', '{headline}', '{name} : {feature}', 'Tout au même endroit : {feature}'],
      competitorInsight:
        'Un logiciel s’achète en comparant : une page de tarifs publique et un essai sans appel commercial raccourcissent la décision.',
      adPlatforms: ['Google Search', 'LinkedIn', 'Facebook & Instagram (retargeting)', 'YouTube'],
      dailyBudget: 40,
    },
  },
  food: {
    n: {
      hooks: [
        'À la carte chez {name} : {feature}.',
        'Un petit creux à {place} ? Direction {name} : {feature}.',
        'En cuisine chez {name} : {feature}.',
        '{item} chez {name} : {price}.',
        '{feature} chez {name} – quand ? {schedule}',
        'Que commander chez {name} ? Par exemple : {feature}.',
        '{feature} ou {feature2} ? Chez {name}, le choix est difficile.',
        'Pour la semaine, on note : {feature} chez {name}.',
        'Une table à {place} : {name}.',
        'Chez {name} : {offer}',
        'Déjà goûté : {feature}, chez {name} ?',
        'Gourmandise à {place} : {feature}.',
      ],
      engagement: [
        'Côté {feature} : qui est déjà passé et peut raconter ?',
        '{feature} ou {feature2} : qu’est-ce qu’on commande ?',
        'Team {feature} ou team {feature2} : le vote est ouvert en commentaire.',
        '{feature}, {feature2} ou {feature3} : le premier choix ?',
        'La commande idéale chez {name} à {place}, c’est quoi ?',
      ],
      subjects: [
        'À la carte : {feature}',
        '{feature} chez {name}',
        'Que commander : {feature} ou {feature2} ?',
        '{item} chez {name} : {price}',
        '{offer}',
        'Horaires chez {name} : {schedule}',
        'Une table à {place} : {name}',
      ],
    },
    vous: {
      hooks: ['Passez nous voir à {place} : {feature} chez {name}.', 'Goûtez chez {name} : {feature}.'],
      engagement: [
        'Dites-nous en commentaire ce que vous commandez chez {name} à {place}.',
        'Identifiez en commentaire la personne avec qui vous venez chez {name} à {place}.',
      ],
      subjects: ['Votre prochaine visite : {feature}'],
    },
    nous: { hooks: ['Aujourd’hui sur nos tables : {feature}.', 'De notre cuisine à {place} : {feature}.'] },
    tu: {
      hooks: ['Passe à {place} : {feature} chez {name}.', 'Goûte chez {name} : {feature}.'],
      engagement: [
        'Tu commandes quoi chez {name} à {place} ?',
        'Identifie en commentaire la personne avec qui tu viens chez {name} à {place}.',
      ],
      subjects: ['Ta prochaine visite : {feature}'],
    },
    je: { hooks: ['Dans ma cuisine à {place} : {feature}.', 'Ma suggestion : {feature}.'] },
    rest: {
      ctas: ['Réserver une table', 'Commander en ligne', 'Voir la carte', 'Itinéraire'],
      hashtags: ['Gourmandise', 'BonAppétit', 'Gastronomie', 'Foodie'],
      emoji: ['🍽️', '😋', '☕', '🍴', '🥗'],
      heroes: ['{feature} à {place}', '{feature}, en cuisine chez {name}', '{headline}', '{feature} et {feature2} à {place}', '{name} : {feature}'],
      competitorInsight:
        'Les adresses voisines se départagent sur les photos et les avis : des photos récentes des plats, les horaires et un bouton de réservation ou de commande bien visible décident de la plupart des visites.',
      adPlatforms: ['Instagram', 'Facebook (rayon local)', 'Google Maps & Local', 'TikTok'],
      dailyBudget: 15,
    },
  },
  professional: {
    n: {
      hooks: [
        'Côté {feature} : ce qu’il faut savoir avant de commencer.',
        'Un projet côté {feature} ? Voici comment {name} procède.',
        '{item} chez {name} : {price}.',
        'Honoraires chez {name} – {item} : {price}.',
        'Conseil à {place} : {feature}.',
        '{name} pour {audience} : {feature}.',
        'Première étape chez {name} : {offer}',
        'Trois prestations signées {name} : {feature}, {feature2} et {feature3}.',
        'Côté {feature}, les faits d’abord.',
        'Disponibilités chez {name} : {schedule}',
        'Un domaine pris en charge par {name} : {feature}.',
      ],
      engagement: [
        'Côté {feature}, quelle question revient le plus souvent ?',
        'Quel sujet expliquer ensuite : {feature} ou {feature2} ?',
        'Les questions côté {feature} sont les bienvenues en commentaire.',
        'Une question sur les tarifs, côté {item} ? {name} répond en commentaire.',
        '{feature} ou {feature2} : lequel des deux sujets arrive en premier ?',
      ],
      subjects: [
        'Côté {feature} : comment procède {name}',
        'Côté {feature} : l’essentiel d’abord',
        'Honoraires chez {name} – {item} : {price}',
        '{offer}',
        '{feature} et {feature2}, expliqués clairement',
        'Conseil à {place} : {feature}',
      ],
    },
    vous: {
      hooks: ['Ce que vous devez savoir côté {feature}.', 'Vous avez une question côté {feature} ? {name} y répond.'],
      engagement: [
        'Posez en commentaire vos questions côté {feature}.',
        'Côté {feature}, quelque chose de prévu cette année ?',
      ],
      subjects: ['Vos questions côté {feature}'],
    },
    nous: { hooks: ['Nous expliquons : {feature}.', 'Dans notre pratique à {place} : {feature}.'] },
    tu: {
      hooks: ['Ce que tu dois savoir côté {feature}.', 'Tu as une question côté {feature} ? {name} y répond.'],
      engagement: [
        'Pose en commentaire tes questions côté {feature}.',
        'Côté {feature}, tu as quelque chose de prévu cette année ?',
      ],
      subjects: ['Tes questions côté {feature}'],
    },
    je: { hooks: ['J’explique : {feature}.', 'Dans ma pratique à {place} : {feature}.'] },
    rest: {
      ctas: ['Prendre rendez-vous', 'Demander un rappel', 'Demander un devis', 'Voir les honoraires'],
      hashtags: ['Conseil', 'Entrepreneur', 'PME', 'Entrepreneuriat', 'Accompagnement'],
      emoji: ['📋', '🤝', '📞', '📊', '💼'],
      heroes: ['{feature} à {place}', '{feature} et {feature2}', '{headline}', '{feature} pour {audience}', '{name} : {feature}'],
      competitorInsight:
        'Face à un conseil, on compare la clarté avant le prix : annoncer les honoraires, la première étape et l’interlocuteur lève la plupart des hésitations.',
      adPlatforms: ['Google Search', 'LinkedIn', 'Facebook (rayon local)'],
      dailyBudget: 30,
    },
  },
  retail: {
    n: {
      hooks: [
        'Trouvé chez {name} : {feature}.',
        'En ce moment chez {name} : {feature}.',
        '{item} chez {name} : {price}.',
        'En rayon chez {name} : {feature}.',
        'Deux pièces signées {name} : {feature} et {feature2}.',
        'En boutique à {place} : {feature}.',
        'Horaires à {place} : {schedule}',
        'Une sélection pour {audience} : {feature}.',
        'Chez {name} : {offer}',
        'En détail : {feature}.',
        'Une idée à piocher chez {name} : {feature}.',
      ],
      engagement: [
        'Côté {feature} : coup de cœur ou pas encore ?',
        '{feature} ou {feature2} : lequel finit dans le panier ?',
        '{feature}, {feature2} ou {feature3} : lequel a le droit de partir ?',
        'Une idée cadeau côté {feature} : pour qui ?',
        'Direction les commentaires pour toute question côté {feature}.',
      ],
      subjects: [
        'Chez {name} : {feature}',
        '{item} : {price}',
        '{offer}',
        '{feature} et {feature2} chez {name}',
        'Toujours en réflexion : {feature}',
        'Depuis {place} : {feature}',
      ],
    },
    vous: {
      hooks: ['Déniché pour vous chez {name} : {feature}.', 'Faites-vous plaisir : {feature}.'],
      engagement: [
        'Côté {feature}, comment l’utiliseriez-vous ?',
        'Votez en commentaire pour la suite : {feature} ou {feature2}.',
      ],
      subjects: ['Choisi pour vous : {feature}'],
    },
    nous: { hooks: ['Dans notre sélection : {feature}.', 'Aujourd’hui, nous emballons : {feature}.'] },
    tu: {
      hooks: ['Déniché pour toi chez {name} : {feature}.', 'Fais-toi plaisir : {feature}.'],
      engagement: [
        'Côté {feature}, tu l’utiliserais comment ?',
        'Vote en commentaire pour la suite : {feature} ou {feature2}.',
      ],
      subjects: ['Choisi pour toi : {feature}'],
    },
    je: { hooks: ['Dans ma sélection : {feature}.', 'Aujourd’hui, j’emballe : {feature}.'] },
    rest: {
      ctas: ['Acheter', 'Voir la collection', 'Commander', 'Voir la boutique'],
      hashtags: ['Shopping', 'IdéeCadeau', 'CommerceLocal', 'ConsommerLocal', 'BoutiqueEnLigne'],
      emoji: ['🛍️', '✨', '📦', '🎁', '💛'],
      heroes: ['{feature} à {place}', '{feature} et {feature2}', '{headline}', '{name} : {feature}', '{feature}, signé {name}'],
      competitorInsight:
        'En ligne, on compare la livraison et les retours autant que le prix : affichez les frais de port et les conditions de retour à côté de chaque prix.',
      adPlatforms: ['Instagram', 'Facebook', 'Google Shopping', 'Pinterest', 'TikTok'],
      dailyBudget: 25,
    },
  },
  nonprofit: {
    n: {
      hooks: [
        'Ainsi agit {name} : {feature}.',
        'En coulisses chez {name} : {feature}.',
        'Une partie du travail mené par {name} : {feature}.',
        'À {place}, {name} s’engage.',
        'Comment soutenir {name} : {offer}',
        '{feature} et {feature2} : deux façons d’agir pour {name}.',
        'Dates chez {name} : {schedule}',
        '{item} chez {name} : {price}.',
        'Avec {audience} : {feature}.',
        'L’équipe à {place} présente : {feature}.',
      ],
      engagement: [
        'Quelle histoire à {place} raconter ensuite ?',
        '{feature} ou {feature2} : sur quoi en savoir plus ?',
        'Que faut-il savoir sur {name} à {place} ?',
        'Qui aimerait donner un coup de main côté {feature} ?',
        'Que faudrait-il savoir côté {feature} ?',
      ],
      subjects: [
        'En coulisses : {feature}',
        'Côté {feature} : comment agit {name}',
        '{item} : {price}',
        '{offer}',
        '{feature} et {feature2} : où en est-on ?',
        'Participer chez {name} : {schedule}',
        'Nouvelles d’ici : {name} à {place}',
      ],
    },
    vous: {
      hooks: ['Vous aussi, vous pouvez aider : {offer}', 'Votre soutien compte : {feature} chez {name}.'],
      engagement: [
        'Racontez-nous votre participation chez {name}, côté {feature}.',
        'Qui, autour de vous à {place}, aimerait aider ?',
      ],
      subjects: ['Votre aide, côté {feature}'],
    },
    nous: { hooks: ['Notre action à {place} : {feature}.', 'Sur le terrain avec nous : {feature}.'] },
    tu: {
      hooks: ['Toi aussi, tu peux aider : {offer}', 'Ton soutien compte : {feature} chez {name}.'],
      engagement: [
        'Raconte ta participation chez {name}, côté {feature}.',
        'Qui, autour de toi à {place}, aimerait aider ?',
      ],
      subjects: ['Ton aide, côté {feature}'],
    },
    je: { hooks: ['Mon action à {place} : {feature}.', 'Sur le terrain avec moi : {feature}.'] },
    rest: {
      ctas: ['Faire un don', 'Devenir bénévole', 'Participer', 'Soutenir'],
      hashtags: ['Solidarité', 'Bénévolat', 'Association', 'Entraide', 'Engagement'],
      emoji: ['💚', '🤝', '🌍', '🙌', '💛'],
      heroes: ['{feature} à {place}', '{headline}', '{feature} et {feature2}', '{name} : {feature}'],
      competitorInsight:
        'Les donateurs regardent la transparence : montrer ce que finance un don, avec les chiffres de l’association, rapporte plus qu’un appel général.',
      adPlatforms: ['Google Ad Grants', 'Facebook', 'Instagram'],
      dailyBudget: 10,
    },
  },
  creative: {
    n: {
      hooks: [
        'Un travail signé {name} : {feature}.',
        'Derrière le projet : {feature}.',
        'Depuis le studio à {place} : {feature}.',
        '{feature}, de l’idée au résultat.',
        'Projets chez {name} – {item} : {price}.',
        'Deux facettes, une signature, {name} : {feature} et {feature2}.',
        'Bon à savoir chez {name} : {offer}',
        'Dates chez {name} : {schedule}',
        'Pour {audience} : {feature}, signé {name}.',
        'En cours chez {name} : {feature}.',
        'Portfolio : {feature}.',
      ],
      engagement: [
        'Côté {feature} : quelle idée se cache derrière ?',
        '{feature} ou {feature2} : quel style l’emporte ?',
        'Quel projet montrer ensuite : {feature2} ou {feature3} ?',
        'Qui prépare un projet côté {feature} en ce moment ?',
        'Envie d’en savoir plus sur le processus, côté {feature} ?',
      ],
      subjects: [
        'Les coulisses du projet : {feature}',
        'Portfolio : {feature}',
        '{feature} et {feature2}, signés {name}',
        'Tarifs chez {name} – {item} : {price}',
        '{offer}',
        'Dates chez {name} : {schedule}',
        'Depuis le studio à {place}',
      ],
    },
    vous: {
      hooks: ['Pour votre prochain projet, côté {feature} : {name}.'],
      engagement: ['Qu’attendez-vous côté {feature} ?'],
      subjects: ['Pour votre projet : {feature}'],
    },
    nous: { hooks: ['Depuis notre studio : {feature}.', 'Ce sur quoi nous travaillons : {feature}.'] },
    tu: {
      hooks: ['Pour ton prochain projet, côté {feature} : {name}.'],
      engagement: ['Tu attends quoi côté {feature} ?'],
      subjects: ['Pour ton projet : {feature}'],
    },
    je: { hooks: ['Depuis mon atelier : {feature}.', 'Ce sur quoi je travaille : {feature}.'] },
    rest: {
      ctas: ['Lancer un projet', 'Voir le portfolio', 'Réserver un appel', 'Demander un devis'],
      hashtags: ['Design', 'Création', 'Créativité', 'Portfolio'],
      emoji: ['🎨', '📸', '✨', '🖌️', '🎬'],
      heroes: ['{feature} à {place}', '{feature} et {feature2}', '{headline}', '{name} : {feature}', '{feature}, signé {name}'],
      competitorInsight:
        'Un portfolio se juge en quelques secondes : les trois premiers projets, chacun avec la demande du client en une phrase, génèrent la plupart des demandes.',
      adPlatforms: ['Instagram', 'LinkedIn', 'Pinterest', 'Google Search'],
      dailyBudget: 15,
    },
  },
  health: {
    n: {
      hooks: [
        'Chez {name} à {place} : {feature}.',
        'Première fois, côté {feature} ? Voici comment ça se passe chez {name}.',
        'Au planning chez {name} : {feature}.',
        '{item} chez {name} : {price}.',
        'Bon à savoir avant de réserver : {offer}',
        'Créneaux chez {name} : {schedule}',
        '{feature} ou {feature2} : par où commencer chez {name} ?',
        'Pour {audience} : {feature} chez {name}.',
        'En détail : {feature}.',
        'À l’honneur chez {name} : {feature}.',
      ],
      engagement: [
        'Côté {feature} : que faut-il savoir avant ?',
        '{feature} ou {feature2} : quel premier rendez-vous ?',
        'Côté {feature} : plutôt le matin ou le soir ?',
        'Une question avant le premier rendez-vous, côté {feature} ?',
        'Qui vient avec, chez {name} à {place} ?',
      ],
      subjects: [
        'Côté {feature} : comment ça se passe chez {name}',
        'Premier rendez-vous, côté {feature}',
        '{item} chez {name} : {price}',
        '{offer}',
        'Cette semaine chez {name} : {schedule}',
        '{feature} ou {feature2} ?',
        'À {place} : {feature}',
      ],
    },
    vous: {
      hooks: ['Première visite chez {name} ? Votre point de départ : {feature}.', 'Votre rendez-vous à {place} : {feature}.'],
      engagement: ['Vous avez déjà une expérience côté {feature} ?'],
      subjects: ['Votre point de départ : {feature}'],
    },
    nous: { hooks: ['Ce que nous proposons à {place} : {feature}.', 'Chez nous : {feature}.'] },
    tu: {
      hooks: ['Première visite chez {name} ? Ton point de départ : {feature}.', 'Ton rendez-vous à {place} : {feature}.'],
      engagement: ['Tu as déjà une expérience côté {feature} ?'],
      subjects: ['Ton point de départ : {feature}'],
    },
    je: { hooks: ['Ce que je propose à {place} : {feature}.', 'À mon planning : {feature}.'] },
    rest: {
      ctas: ['Prendre rendez-vous', 'Réserver', 'Voir le planning', 'Contacter'],
      hashtags: ['BienÊtre', 'Santé', 'Prévention', 'PrendreSoinDeSoi'],
      emoji: ['🌿', '🧘', '💪', '✨', '🤍'],
      heroes: ['{feature} à {place}', '{feature} et {feature2}', '{headline}', '{name} : {feature}'],
      competitorInsight:
        'On choisit un cabinet ou un studio sur la confiance et la facilité de réservation : profils des praticiens, tarifs clairs et prise de rendez-vous en ligne comptent plus qu’un slogan.',
      adPlatforms: ['Instagram', 'Facebook (rayon local)', 'Google Search', 'TikTok'],
      dailyBudget: 15,
    },
  },
  education: {
    n: {
      hooks: [
        'Un cours chez {name} : {feature}.',
        'Tarifs chez {name} – {item} : {price}.',
        'Prochaines dates : {schedule}',
        'Chez {name} : {offer}',
        'Apprendre à {place} : {feature}.',
        '{feature} ou {feature2} : deux façons de commencer chez {name}.',
        'Pour {audience} : {feature}.',
        'En classe chez {name} : {feature}.',
        'Au programme : {feature}.',
        'Envie d’apprendre : {feature} chez {name}.',
      ],
      engagement: [
        'Côté {feature} : quel serait le premier objectif ?',
        'Apprendre quoi d’abord : {feature} ou {feature2} ?',
        'Une question sur le cours, côté {feature} ?',
        'Qui aimerait apprendre, côté {feature} ?',
        '{feature}, {feature2} ou {feature3} : par quoi commencer ?',
      ],
      subjects: [
        'Dans le cours : {feature}',
        'Apprendre avec {name} : {feature}',
        '{item} : {price}',
        'Prochaines dates : {schedule}',
        '{offer}',
        '{feature} ou {feature2} ?',
        'Apprendre à {place} : {feature}',
      ],
    },
    vous: {
      hooks: [
        'Ce que vous apprendrez chez {name} : {feature}.',
        'Vous pensez vous lancer, côté {feature} ? Voici comment ça se passe chez {name}.',
      ],
      engagement: [
        'Côté {feature}, qu’est-ce qui vous a donné envie ?',
        'Qu’avez-vous retenu d’un cours chez {name}, côté {feature} ?',
      ],
      subjects: ['Votre cours : {feature}'],
    },
    nous: { hooks: ['Ce que nous enseignons à {place} : {feature}.', 'Dans notre programme : {feature}.'] },
    tu: {
      hooks: [
        'Ce que tu apprendras chez {name} : {feature}.',
        'Tu penses te lancer, côté {feature} ? Voici comment ça se passe chez {name}.',
      ],
      engagement: [
        'Côté {feature}, qu’est-ce qui t’a donné envie ?',
        'Tu as retenu quoi d’un cours chez {name}, côté {feature} ?',
      ],
      subjects: ['Ton cours : {feature}'],
    },
    je: { hooks: ['Ce que j’enseigne à {place} : {feature}.', 'Dans mon programme : {feature}.'] },
    rest: {
      ctas: ['S’inscrire', 'Voir les cours', 'Réserver un essai', 'Réserver sa place'],
      hashtags: ['Éducation', 'Formation', 'Apprendre', 'FormationContinue', 'Pédagogie'],
      emoji: ['🎓', '📘', '✏️', '💡', '🧠'],
      heroes: ['{feature} à {place}', '{feature} et {feature2}', '{headline}', '{name} : {feature}', '{feature} pour {audience}'],
      competitorInsight:
        'Les apprenants comparent ce qu’ils sauront faire ensuite : programme, dates et cours d’essai convainquent mieux qu’une liste de modules.',
      adPlatforms: ['Google Search', 'YouTube', 'Facebook & Instagram', 'TikTok'],
      dailyBudget: 20,
    },
  },
  local: {
    n: {
      hooks: [
        'À {place} : {feature}, par {name}.',
        '{feature}, par {name}.',
        '{item} chez {name} : {price}.',
        'Chez {name} : {offer}',
        'Pour joindre {name} : {schedule}',
        'Comment ça se passe chez {name}, côté {feature}.',
        '{feature} et {feature2}, les deux par {name}.',
        'Sur la liste chez {name} : {feature}.',
        'Pour {audience} à {place} : {feature}.',
        'Une intervention signée {name} : {feature}.',
        'Du quartier, à {place} : {name}.',
      ],
      engagement: [
        'Qui, à {place}, a déjà fait appel à {name} ?',
        '{feature} ou {feature2} : quelle prochaine étape ?',
        'Qui, à {place}, a besoin d’un coup de main côté {feature} ?',
        'Les questions côté {feature}, c’est par ici en commentaire.',
        'Côté {feature} : quelle question poser avant de réserver ?',
      ],
      subjects: [
        '{feature} à {place}',
        'Comment ça se passe chez {name}, côté {feature}',
        '{item} : {price}',
        '{offer}',
        'Pour joindre {name} : {schedule}',
        '{feature} et {feature2}, par {name}',
        'Réserver, côté {feature}',
      ],
    },
    vous: {
      hooks: ['Un besoin côté {feature} à {place} ? Appelez {name}.'],
      engagement: ['Côté {feature}, c’est prévu chez vous ?'],
      subjects: ['Votre rendez-vous : {feature}'],
    },
    nous: { hooks: ['Ce que nous prenons en charge à {place} : {feature}.', 'Notre quotidien : {feature}.'] },
    tu: {
      hooks: ['Un besoin côté {feature} à {place} ? Appelle {name}.'],
      engagement: ['Côté {feature}, c’est prévu chez toi ?'],
      subjects: ['Ton rendez-vous : {feature}'],
    },
    je: { hooks: ['Ce que je prends en charge à {place} : {feature}.', 'Mon quotidien : {feature}.'] },
    rest: {
      ctas: ['Demander un devis', 'Réserver', 'Appeler', 'Prendre rendez-vous'],
      hashtags: ['Artisan', 'SavoirFaire', 'CommerceDeProximité', 'ServiceDeProximité'],
      emoji: ['🛠️', '🏡', '📞', '⭐', '📍'],
      heroes: ['{feature} à {place}', '{feature} et {feature2}', '{headline}', '{name} : {feature}', '{feature}, par {name}'],
      competitorInsight:
        'Près de chez soi, on choisit celui qui répond le premier et inspire confiance : avis, numéro de téléphone et zone d’intervention doivent être visibles dès le haut de la page.',
      adPlatforms: ['Google Search & Local Services', 'Google Maps', 'Facebook (rayon local)'],
      dailyBudget: 20,
    },
  },
  general: {
    n: {
      hooks: [
        'Chez {name} : {feature}.',
        'En détail : {feature}.',
        '{feature} et {feature2} chez {name}.',
        'Depuis {place}, signé {name} : {feature}.',
        '{item} chez {name} : {price}.',
        'À noter chez {name} : {offer}',
        'Dates à retenir : {schedule}',
        'Pour {audience} : {feature}.',
        'À voir chez {name} : {feature}.',
        '{headline}',
        'Aujourd’hui à l’honneur : {feature}.',
      ],
      engagement: [
        'Côté {feature} : qu’est-ce qui vient en premier à l’esprit ?',
        '{feature} ou {feature2} : de quoi parler ensuite ?',
        'Encore des questions côté {feature} ?',
        'Côté {feature}, qui devrait voir ça ?',
        'Quelle question poser à {name}, côté {feature} ?',
      ],
      subjects: [
        'En détail : {feature}',
        'Chez {name} : {feature}',
        '{item} : {price}',
        '{offer}',
        'Dates à retenir : {schedule}',
        '{feature} et {feature2}',
        'Depuis {place}, signé {name}',
      ],
    },
    vous: {
      hooks: ['Pour vous chez {name} : {feature}.'],
      engagement: ['Côté {feature}, qu’est-ce qui vous parle ?'],
      subjects: ['Pour vous : {feature}'],
    },
    nous: { hooks: ['Ce que nous faisons : {feature}.'] },
    tu: {
      hooks: ['Pour toi chez {name} : {feature}.'],
      engagement: ['Côté {feature}, qu’est-ce qui te parle ?'],
      subjects: ['Pour toi : {feature}'],
    },
    je: { hooks: ['Ce que je fais : {feature}.'] },
    rest: {
      ctas: ['En savoir plus', 'Contacter', 'Voir le site', 'S’inscrire'],
      hashtags: ['Actualités', 'Inspiration', 'Communauté', 'Astuces'],
      emoji: ['✨', '👉', '📣', '🤝'],
      heroes: ['{headline}', '{feature} à {place}', '{feature} et {feature2}', '{name} : {feature}'],
      competitorInsight:
        'Les sites d’un même domaine se ressemblent souvent : des faits précis, prix, lieux, dates et noms, rendent celui-ci mémorable.',
      adPlatforms: ['Google Search', 'Facebook', 'Instagram'],
      dailyBudget: 15,
    },
  },
};

type CommonRole = {
  [K in keyof CommonFrames]: CommonFrames[K] extends Frame[] ? K : never;
}[keyof CommonFrames];

const commonN: Record<CommonRole, Frame[]> = {
  featureWithDetail: [
    '{feature} : {detail}',
    'Zoom : {feature}. {detail}',
    '{feature}, en bref : {detail}',
    'Côté {feature} : {detail}',
    'À découvrir chez {name} : {feature}. {detail}',
    'Focus : {feature}. {detail}',
    'Chez {name}, à {place} : {feature}. {detail}',
    'Le mot-clé du jour : {feature}. {detail}',
    'Sous la loupe : {feature}. {detail}',
    '{name} présente : {feature}. {detail}',
  ],
  featureOnly: [
    '{feature}, chez {name} à {place}.',
    'À découvrir chez {name} : {feature}.',
    'Au programme chez {name} : {feature}.',
    'Vu chez {name} : {feature}.',
    'Chez {name}, il y a aussi ceci : {feature}.',
    'Un mot-clé chez {name} : {feature}.',
    '{feature} : plus d’infos sur {domain}.',
  ],
  featureList: [
    '{feature}, {feature2} et {feature3} : tout chez {name}.',
    '{feature} ou {feature2} ? Chez {name}, il y a les deux.',
    'Trois mots pour {name} : {feature}, {feature2}, {feature3}.',
    'Sous un même toit chez {name} : {feature}, {feature2} et {feature3}.',
    '{feature} et {feature2}, côte à côte chez {name}.',
    'Ce que propose {name} : {feature}, {feature2} et {feature3}.',
  ],
  listIntro: [
    'Ce que propose {name} à {place} :',
    '{feature} et plus encore chez {name} :',
    '{name} à {place}, en un coup d’œil :',
    'L’essentiel chez {name} à {place} :',
    'Petit tour chez {name}, côté {feature} et au-delà :',
  ],
  priceLine: [
    '{item} : {price}.',
    '{item} chez {name} : {price}.',
    'Côté prix, {item} : {price}.',
    'Le prix, côté {item} : {price}.',
    'Tarifs chez {name} – {item} : {price}.',
    'À {place}, {item} : {price}.',
    'Chez {name} à {place}, {item} : {price}.',
    'Sur la grille tarifaire, chez {name} : {item}, {price}.',
    'Extrait des tarifs, à {place} : {item}, {price}.',
    'Tarif affiché sur {domain} – {item} : {price}.',
    'Prix affiché chez {name} : {price}.',
  ],
  placeLine: [
    '{name}, à {place}.',
    'C’est à {place} : {name}.',
    'Adresse à retenir : {name}, {place}.',
    'À {place}, il y a {name}.',
    'Rendez-vous à {place}, chez {name}.',
  ],
  scheduleLine: [
    'Quand exactement : {schedule}',
    'À noter : {schedule}',
    'Horaires chez {name} : {schedule}',
    'Pour l’agenda : {schedule}',
    'Bon à savoir : {schedule}',
    'Les horaires chez {name} à {place} : {schedule}',
  ],
  quoteIntro: [
    'Selon {author} :',
    'Ce qu’en dit {author} :',
    'Un avis signé {author} :',
    'Merci à {author} pour ces mots :',
    'Sur {name} à {place}, l’avis signé {author} :',
    'Chez {name}, vu par {author} :',
    'Un avis sur {name}, à {place}, signé {author} :',
    'À {place}, {name} raconté par {author} :',
    'Quelques mots sur {name}, signés {author} :',
  ],
  quoteIntroAnonymous: [
    'Un avis sur {name} à {place} :',
    'Sur {name}, à {place}, un client raconte :',
    'Un client, chez {name} à {place} :',
    'Paroles de client, chez {name} à {place} :',
    'Un avis client, à {place} :',
  ],
  offerLine: [
    'En ce moment chez {name} : {offer}',
    'À ne pas manquer : {offer}',
    'Bon à savoir : {offer}',
    'L’offre chez {name} à {place} : {offer}',
    'Chez {name} : {offer}',
    'À noter chez {name} : {offer}',
  ],
  mentionLine: [
    'À noter aussi : {mention}.',
    'Au passage : {mention}.',
    'Aussi chez {name} : {mention}.',
    'Petit rappel : {mention}.',
    'Et surtout : {mention}.',
    'Un dernier mot : {mention}.',
  ],
  ctaLine: ['{cta} : {url}', '{cta} → {url}', '{cta} sur {url}', '{cta} sur {domain} : {url}', '{cta}, c’est ici : {url}'],
  ctaLineBio: ['{cta} : lien en bio', '{cta} via le lien en bio', 'Lien en bio : {cta}', '{cta}, lien en bio'],
  audienceLine: [
    'Pensé pour {audience}.',
    'Pour {audience} à {place}.',
    'Spécialement pour {audience} : {feature}.',
    '{name}, pour {audience}.',
    'Pour {audience}, côté {feature}.',
  ],
  welcomeSubjects: [
    'Bienvenue chez {name} à {place}',
    'Bienvenue, et pour commencer : {feature}',
    'Bienvenue chez {name} : {offer}',
    'Pour démarrer : {feature} et {feature2}',
    'Bienvenue : {feature} et plus encore',
  ],
  nurtureSubjects: [
    'Zoom : {feature}',
    '{feature}, en détail',
    'Côté {feature} : l’essentiel',
    'Tarifs chez {name} : {item}',
    'Selon {author}',
    'Horaires chez {name} à {place}',
    'Déjà vu : {feature2} chez {name}',
    'Sous la loupe : {feature}',
  ],
  promoSubjects: [
    '{offer}',
    'En ce moment chez {name} : {offer}',
    '{item} : {price}',
    'À ne pas manquer : {offer}',
    'Petit rappel : {feature} chez {name}',
    'Dernière chance : {offer}',
  ],
  adHeadlines: [
    '{feature}',
    '{feature} à {place}',
    '{name} – {feature}',
    '{item} : {price}',
    '{offer}',
    '{name}, {place}',
    '{feature} chez {name}',
    '{feature} & {feature2}',
    '{cta} chez {name}',
  ],
  adDescriptions: [
    '{feature} : {detail}',
    '{detail} {cta}.',
    '{feature}, {feature2} et {feature3} chez {name}.',
    '{item} : {price}. Chez {name} à {place}.',
    '{offer} – {cta} sur {domain}.',
    '{feature} et {feature2} à {place}. {cta}.',
    '{name} à {place} : {feature}. {cta}.',
    '{item} : {price}. {cta}.',
  ],
  benefitsIntro: [
    'Pourquoi choisir {name} à {place} :',
    'Ce qui distingue {name} à {place} :',
    '{feature} et plus encore, les atouts signés {name} :',
    'Les bonnes raisons de choisir {name}, côté {feature} :',
  ],
};

const commonVous: Partial<Record<CommonRole, Frame[]>> = {
  featureWithDetail: ['Pour vous, en détail : {feature}. {detail}'],
  featureOnly: ['Renseignez-vous chez {name} : {feature}.', 'Découvrez chez {name} : {feature}.'],
  featureList: ['Pour vous chez {name} : {feature} et {feature2}.'],
  listIntro: ['Ce qui vous attend chez {name} à {place} :'],
  placeLine: ['À votre service à {place} : {name}.'],
  scheduleLine: ['Notez-le : {schedule}'],
  offerLine: ['Pour vous chez {name} : {offer}'],
  mentionLine: ['N’oubliez pas : {mention}.', 'Renseignez-vous chez {name} : {mention}.'],
  welcomeSubjects: ['Ravis de vous compter parmi nous : {feature}'],
  promoSubjects: ['Pour vous, un rappel : {feature}'],
};

const commonNous: Partial<Record<CommonRole, Frame[]>> = {
  featureWithDetail: ['Chez nous : {feature}. {detail}', 'Notre sélection : {feature}. {detail}'],
  featureOnly: ['Chez nous : {feature}.', 'Aujourd’hui, nous présentons : {feature}.'],
  featureList: ['Chez nous : {feature}, {feature2} et {feature3}.', 'Notre offre en un coup d’œil : {feature}, {feature2}, {feature3}.'],
  listIntro: ['Notre offre à {place} :', 'Ce que nous faisons à {place} :'],
  placeLine: ['Nous sommes à {place}.', 'On nous trouve à {place}.'],
  scheduleLine: ['Nos horaires : {schedule}'],
  quoteIntro: ['Nous remercions {author} pour ces mots :'],
  offerLine: ['Notre offre : {offer}'],
  audienceLine: ['Nous travaillons pour {audience}.'],
};

const commonTu: Partial<Record<CommonRole, Frame[]>> = {
  featureWithDetail: ['Pour toi, en détail : {feature}. {detail}'],
  featureOnly: ['Renseigne-toi chez {name} : {feature}.', 'Découvre chez {name} : {feature}.'],
  featureList: ['Pour toi chez {name} : {feature} et {feature2}.'],
  listIntro: ['Ce qui t’attend chez {name} à {place} :'],
  placeLine: ['Pour toi à {place} : {name}.'],
  scheduleLine: ['Note-le : {schedule}'],
  offerLine: ['Pour toi chez {name} : {offer}'],
  mentionLine: ['N’oublie pas : {mention}.', 'Renseigne-toi chez {name} : {mention}.'],
  welcomeSubjects: ['Bienvenue à toi : {feature} chez {name}'],
  promoSubjects: ['Pour toi, un rappel : {feature}'],
};

const commonJe: Partial<Record<CommonRole, Frame[]>> = {
  featureWithDetail: ['Dans mon quotidien : {feature}. {detail}', 'Ce que je propose : {feature}. {detail}'],
  featureOnly: ['Chez moi : {feature}.', 'Aujourd’hui, je présente : {feature}.'],
  featureList: ['Chez moi : {feature}, {feature2} et {feature3}.', 'Mon offre en un coup d’œil : {feature}, {feature2}, {feature3}.'],
  listIntro: ['Mon offre à {place} :', 'Ce que je fais à {place} :'],
  placeLine: ['Je suis à {place}.', 'On me trouve à {place}.'],
  scheduleLine: ['Mes horaires : {schedule}'],
  quoteIntro: ['Je garde précieusement ces mots, signés {author} :'],
  quoteIntroAnonymous: ['Un avis reçu à {place}, qui m’a fait plaisir :', 'À {place}, un client me l’a écrit ainsi :'],
  offerLine: ['Mon offre : {offer}'],
  audienceLine: ['Je travaille pour {audience}.'],
  welcomeSubjects: ['Bienvenue chez moi à {place}'],
};

/** For each role some voice touches, the neutral frames plus those voices' own; `all` keeps every role. */
function commonOf(voices: Partial<Record<CommonRole, Frame[]>>[], all: boolean): Partial<Record<CommonRole, Frame[]>> {
  const out: Partial<Record<CommonRole, Frame[]>> = {};
  for (const role of Object.keys(commonN) as CommonRole[]) {
    const extra = voices.flatMap((v) => v[role] ?? []);
    if (all || extra.length > 0) out[role] = [...commonN[role], ...extra];
  }
  return out;
}

function tradesOf(voices: Voice[]): Record<Trade, TradeBank> {
  const out = {} as Record<Trade, TradeBank>;
  for (const [trade, source] of Object.entries(tradeSources) as [Trade, TradeSource][]) {
    out[trade] = { ...source.rest, ...voiced(source, voices) };
  }
  return out;
}

function variantTrades(voices: Voice[]): Partial<Record<Trade, Partial<TradeBank>>> {
  const out: Partial<Record<Trade, Partial<TradeBank>>> = {};
  for (const [trade, source] of Object.entries(tradeSources) as [Trade, TradeSource][]) out[trade] = voiced(source, voices);
  return out;
}

export const fr: LanguageBank = {
  language: 'fr',
  common: {
    ...(commonOf([commonVous, commonNous], true) as Record<CommonRole, Frame[]>),
    greetingFormal: 'Bonjour,',
    greetingCasual: 'Salut,',
    signOffFormal: 'Bien cordialement,',
    signOffCasual: 'À bientôt,',
    teamSignature: 'L’équipe {name}',
    noTestimonialAdvice:
      'Aucun avis client n’a été trouvé sur {domain}. Demandez à un client satisfait deux phrases sur ce que vous lui avez apporté, avec son prénom et sa ville, et placez-les juste sous vos prestations.',
  },
  words: {
    and: 'et',
    linkInBio: 'lien en bio',
    for: 'pour',
    fitsLimit: '{length}/{limit} caractères',
    budgetTips: [
      'Commencez avec environ {budget} par jour sur {platform} pendant 7 jours avant de juger les résultats : le réseau a besoin de ces données pour apprendre.',
      'Répartissez la première semaine sur {headlineCount} titres, puis donnez l’essentiel du budget à celui qui a le meilleur taux de clic.',
      'Gardez environ {retargetBudget} par jour pour recibler les visiteurs de {domain} : ils convertissent plus souvent qu’une audience froide.',
      'Mettez en pause toute annonce qui dépense {pauseBudget} sans résultat, et reportez cet argent sur l’annonce qui fonctionne.',
    ],
    emailTips: [
      'Envoyez le premier e-mail de bienvenue juste après l’inscription, tant que {name} est encore en tête.',
      'Testez deux objets sur une petite partie de la liste : « {subject} » et « {subject2} ». Envoyez le gagnant au reste.',
      'Un seul appel à l’action par e-mail (« {cta} »), répété en bouton et en lien texte.',
      'Rédigez un texte d’aperçu qui prolonge l’objet au lieu de le répéter.',
      'Écrivez séparément aux nouveaux abonnés et aux clients existants, pour que chaque e-mail parte de là où ils en sont.',
    ],
    adAudiences: [
      'Centres d’intérêt : {keyword}',
      'Centres d’intérêt : {feature}',
      'Personnes dans un rayon de 15 km autour de {place}',
      'Visiteurs de {domain} sur les 30 derniers jours (reciblage)',
      'Une audience similaire à 1 % de vos meilleurs clients',
      '{audience}',
    ],
    checklist: {
      facebook: [
        'Texte principal, « {primaryText} » : {primaryFit}',
        'Titre, « {headline} » : {headlineFit}',
        'En visuel, une photo de {domain} ou un flyer de ce kit, avec peu de texte dessus',
        'Bouton : « {cta} », avec un lien vers {url}',
        'Installez le pixel Meta sur {domain} avant le lancement pour mesurer les résultats',
      ],
      google: [
        'Titre, « {headline} » : {headlineFit}',
        'Description, « {description} » : {descriptionFit}',
        'Ajoutez 10 à 15 titres et 4 descriptions à l’annonce responsive sur le Réseau de Recherche ; {headlineCount} titres de ce kit tiennent en 30 caractères',
        'Utilisez le mot-clé « {keyword} » dans au moins deux titres',
        'Ajoutez un lien annexe vers la page « {feature} »',
      ],
      linkedin: [
        'Texte d’introduction, « {intro} » : {introFit}',
        'Titre, « {headline} » : {headlineFit}',
        'Ciblez par fonction et taille d’entreprise, selon vos clients',
        'Utilisez un formulaire de génération de leads de 3 champs au plus',
      ],
      tiktok: [
        'Texte de l’annonce, « {adText} » : {adTextFit}',
        'Montrez « {feature} » dès les 2 premières secondes',
        'Filmez à la verticale (9:16) et ajoutez des sous-titres : la plupart regardent sans le son',
      ],
    },
    sendTimes: ['mardi, 10 h', 'jeudi, 14 h', 'samedi, 9 h'],
  },
  trades: tradesOf(['vous', 'nous']),
  casual: {
    common: {
      ...commonOf([commonTu, commonNous], false),
      greetingFormal: 'Salut,',
      signOffFormal: 'À bientôt,',
      noTestimonialAdvice:
        'Aucun avis client n’a été trouvé sur {domain}. Demande à un client satisfait deux phrases sur ce que tu lui as apporté, avec son prénom et sa ville, et place-les juste sous tes prestations.',
    },
    trades: variantTrades(['tu', 'nous']),
  },
  firstPerson: {
    common: {
      ...commonOf([commonJe], false),
      teamSignature: '{name}',
    },
    trades: variantTrades(['je']),
  },
};
