import { audiencePhrase, buildSiteModel, parseInstructions, readCampaign, readPage, type UserInstructions, type WriterBrief } from '@sitespark/site-model';

/**
 * Made-up French small businesses (a bakery that says tu, a sports physio who writes as "je", a
 * family-law office, a clothes shop with a sale and no thing named, walking tours, a florist with a
 * holiday, a hair salon with no brief), each a page and its owner's brief, read the way the
 * product reads them.
 */
export interface FrSite {
  key: string;
  url: string;
  html: string;
  prompt: string;
  audience: string;
}

const page = (title: string, body: string) => `<!doctype html><html lang="fr"><head><title>${title}</title><meta name="description" content=""></head><body>${body}</body></html>`;

export const frSites: FrSite[] = [
  {
    key: 'boulangerie',
    url: 'https://fournil-velpeau.test/',
    html: page(
      'Le Fournil Velpeau | Boulangerie à Tours',
      `<header><h1>Le Fournil Velpeau</h1><p>Boulangerie artisanale du quartier Velpeau, à Tours : pains au levain, viennoiseries et gâteaux de saison.</p></header>
      <section><h2>Nos spécialités</h2>
        <div><h3>Galette des rois</h3><p>Pâte feuilletée pur beurre et frangipane maison, avec sa fève en céramique.</p><p>Galette 6 parts : 24 €</p></div>
        <div><h3>Pain au levain</h3><p>Farine bio de Touraine et levain naturel, pour une mie qui se garde toute la semaine.</p></div>
        <div><h3>Viennoiseries</h3><p>Croissants et pains au chocolat feuilletés chaque matin, à emporter dès 7 h.</p></div>
      </section>
      <section class="testimonials"><h2>Ils en parlent</h2>
        <blockquote>"La meilleure galette du quartier, feuilletée comme il faut et pas trop sucrée. On y revient chaque année." <cite>Claire D., Tours</cite></blockquote>
        <blockquote>"Un pain qui tient la semaine et un accueil toujours souriant, même le dimanche matin." <cite>Marc L.</cite></blockquote>
      </section>
      <section><p>Sophie et Karim Benali ont repris le fournil en 2015.</p></section>
      <footer><p>12 rue Jules Charpentier, 37000 Tours</p><a href="/commande">Commander</a></footer>`,
    ),
    prompt: 'On lance la galette des rois, commandez avant le 6 janvier. Ton familial, tutoiement. Mentionner le pain au levain et la livraison offerte dès 30 €.',
    audience: 'Voisins du quartier Velpeau',
  },
  {
    key: 'kine',
    url: 'https://kine-morel.test/',
    html: page(
      'Julie Morel, kinésithérapeute à Annecy',
      `<h1>Julie Morel, kinésithérapeute du sport</h1><p>Je suis kinésithérapeute à Annecy et j'accompagne les sportifs, du coureur du dimanche au compétiteur.</p>
      <section><h2>Mes soins</h2>
        <div><h3>Rééducation du genou</h3><p>Après une entorse ou une opération des ligaments, un programme progressif pour reprendre le sport.</p></div>
        <div><h3>Kiné du sport</h3><p>Bilan, soins et conseils pour prévenir les blessures et revenir plus fort.</p></div>
        <div><h3>Drainage lymphatique</h3><p>Une technique douce pour les jambes lourdes et la récupération.</p></div>
      </section>
      <section class="testimonials"><blockquote>"Après ma rupture des ligaments croisés, Julie m'a remise sur les skis en six mois. Exigeante et toujours à l'écoute." <cite>Laura P., Annecy</cite></blockquote></section>
      <a href="/rdv">Prendre rendez-vous</a>`,
    ),
    prompt: 'Promouvoir mes séances de kiné du sport cet automne. Je suis diplômée d’État et je reçois aussi le samedi matin. Mentionner le parking gratuit.',
    audience: 'Coureurs et skieurs d’Annecy',
  },
  {
    key: 'avocats',
    url: 'https://lefevre-avocats.test/',
    html: page(
      'Lefèvre & Associés | Avocats en droit de la famille à Lyon',
      `<h1>Lefèvre &amp; Associés</h1><p>Cabinet d'avocats à Lyon, spécialisé en droit de la famille depuis vingt ans.</p>
      <section><h2>Nos domaines</h2>
        <div><h3>Divorce</h3><p>Nous vous accompagnons dans un divorce amiable ou contentieux, avec des honoraires annoncés dès le départ.</p></div>
        <div><h3>Garde des enfants</h3><p>Résidence, droit de visite et pension alimentaire : nous défendons l'intérêt de vos enfants.</p></div>
        <div><h3>Successions</h3><p>Partage, testament et conflits entre héritiers, réglés avec méthode.</p></div>
      </section>
      <section class="testimonials"><blockquote>"Un cabinet humain et clair, qui m'a expliqué chaque étape de mon divorce sans jargon." <cite>Nathalie R.</cite></blockquote></section>
      <section><p>Maître Anne Lefèvre, avocate associée, a fondé le cabinet en 2004.</p></section>
      <a href="/contact">Nous contacter</a>`,
    ),
    prompt: 'Mettre en avant notre consultation en droit de la famille, premier rendez-vous à 50 €, jusqu’au 30 novembre. Ton sobre et professionnel. Nous parlons anglais.',
    audience: 'Particuliers à Lyon',
  },
  {
    key: 'boutique',
    url: 'https://boutique-rivages.test/',
    html: page(
      'Rivages | Boutique de vêtements à La Rochelle',
      `<h1>Rivages</h1><p>Boutique de prêt-à-porter femme et homme sur le Vieux-Port de La Rochelle.</p>
      <section><h2>La boutique</h2>
        <div><h3>Manteaux</h3><p>Cabans en laine, parkas et trenchs de marques françaises.</p></div>
        <div><h3>Marinières</h3><p>Tricotées en Bretagne, en coton épais.</p></div>
        <div><h3>Accessoires</h3><p>Écharpes, bonnets et sacs en toile pour compléter la tenue.</p></div>
      </section>
      <a href="/boutique">Voir la boutique</a>`,
    ),
    prompt: 'Soldes d’hiver : jusqu’à -40 % sur les manteaux. Mentionner la carte fidélité.',
    audience: '',
  },
  {
    key: 'visites',
    url: 'https://lyon-a-pied.test/',
    html: page(
      'Lyon à pied | Visites guidées du Vieux Lyon',
      `<h1>Lyon à pied</h1><p>Des visites guidées à pied du Vieux Lyon, des traboules à la colline de Fourvière.</p>
      <section><h2>Nos visites</h2>
        <div><h3>Traboules et secrets</h3><p>Deux heures dans les passages cachés du quartier Saint-Jean, avec un guide passionné.</p><p>Adulte : 18 €</p></div>
        <div><h3>Fourvière au coucher du soleil</h3><p>La montée, la basilique et la vue sur toute la ville quand le jour tombe.</p></div>
      </section>
      <section class="testimonials"><blockquote>"Notre guide Thomas connaissait chaque pierre du quartier, les enfants n'ont pas décroché une seconde !" <cite>Famille Girard, Nantes</cite></blockquote></section>
      <section><p>Thomas Roux, guide conférencier, vous fait découvrir sa ville.</p></section>
      <a href="/reserver">Réserver</a>`,
    ),
    prompt: 'Promouvoir les visites guidées du Vieux Lyon cet été. Dire que nos guides sont bilingues et que les groupes sont limités à 12 personnes.',
    audience: 'Touristes et familles en vacances à Lyon',
  },
  {
    key: 'fleuriste',
    url: 'https://atelier-pivoine.test/',
    html: page(
      'Atelier Pivoine | Fleuriste à Bordeaux',
      `<h1>Atelier Pivoine</h1><p>Fleuriste à Bordeaux Chartrons : bouquets de saison, fleurs françaises et livraison en ville.</p>
      <section><h2>Nos créations</h2>
        <div><h3>Bouquets de saison</h3><p>Composés chaque matin avec les fleurs du marché.</p><p>À partir de 35 €</p></div>
        <div><h3>Compositions de mariage</h3><p>Arches, bouquets de mariée et centres de table sur devis.</p></div>
      </section>
      <section class="testimonials"><blockquote>"Un bouquet magnifique livré à l'heure pour l'anniversaire de ma mère, elle était aux anges." <cite>Hugo B.</cite></blockquote></section>
      <a href="/commander">Commander un bouquet</a>`,
    ),
    prompt: 'Pour la fête des mères, mettre en avant nos bouquets de saison. Commandes jusqu’au 24 mai.',
    audience: 'Habitants de Bordeaux',
  },
  {
    key: 'institut',
    url: 'https://institut-camelia.test/',
    html: page(
      'Institut Camélia | Soins du visage à Grenoble',
      `<h1>Institut Camélia</h1><p>Institut de beauté à Grenoble, quartier Championnet.</p>
      <section><h2>Mes soins</h2>
        <div><h3>Soin visage coréen</h3><p>Double nettoyage, masque et massage du visage, pour une peau qui respire.</p></div>
        <div><h3>Rehaussement de cils</h3><p>Des cils courbés pour six semaines, sans extensions.</p></div>
      </section>
      <section class="testimonials"><blockquote>"Une heure de calme absolu et une peau toute douce en sortant. Inès a des mains en or." <cite>Manon, Grenoble</cite></blockquote></section>
      <a href="/reserver">Réserver</a>`,
    ),
    prompt: 'Promo rentrée sur le soin visage coréen : -15 % sur la première séance. Ton complice, tutoiement. Je travaille seule.',
    audience: 'Femmes actives de Grenoble',
  },
  {
    key: 'musique',
    url: 'https://ecole-allegro.test/',
    html: page(
      'École de musique Allegro | Rennes',
      `<h1>École de musique Allegro</h1><p>Cours de piano, guitare et chant pour enfants et adultes à Rennes.</p>
      <section><h2>Les cours</h2>
        <div><h3>Éveil musical</h3><p>Pour les 4 à 6 ans : rythmes, chansons et premiers instruments.</p></div>
        <div><h3>Guitare</h3><p>Classique, folk ou électrique, en cours individuels.</p></div>
      </section>
      <a href="/inscription">Inscription</a>`,
    ),
    prompt: 'Inscriptions pour la rentrée ouvertes, premier cours offert.',
    audience: 'Parents rennais',
  },
  {
    key: 'coiffeur',
    url: 'https://salon-ciseaux.test/',
    html: page(
      'Salon Ciseaux d’Or | Coiffeur à Dijon',
      `<h1>Ciseaux d’Or</h1><p>Salon de coiffure mixte au centre de Dijon, avec ou sans rendez-vous.</p>
      <section><h2>Prestations</h2>
        <div><h3>Coupe femme</h3><p>Diagnostic, shampoing, coupe et brushing.</p></div>
        <div><h3>Coloration végétale</h3><p>Des couleurs sans ammoniaque, aux pigments naturels.</p></div>
      </section>
      <a href="/rdv">Prendre rendez-vous</a>`,
    ),
    prompt: '',
    audience: '',
  },
];

const noInstructions: UserInstructions = { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };

/** The brief the writer gets for a made-up site, as the product builds it. */
export function frBrief(site: FrSite): WriterBrief {
  const instructions = site.prompt || site.audience ? parseInstructions(site.prompt, site.audience) : noInstructions;
  const model = buildSiteModel({ url: site.url, facts: readPage(site.html, site.url), fetchNote: null, snippets: [], prompt: site.prompt, instructions, brand: null });
  return {
    site: model,
    instructions,
    customPrompt: site.prompt,
    targetAudience: site.audience,
    audiencePhrase: audiencePhrase(site.audience, model.language),
    campaign: readCampaign(site.prompt, site.audience, model.language),
  };
}
