import type { PageFacts } from './read-page.ts';

import { siteTypes, type SiteType } from './site-model.ts';

/**
 * A signal is a set of interchangeable phrases, matched in lowercased text at word boundaries; a
 * trailing `*` matches any word ending ("plumb*" finds plumber and plumbing). Plain string search
 * keeps classification fast on large pages.
 */
type Signal = readonly string[];

interface TypeRule {
  type: (typeof siteTypes)[number];
  signals: Signal[];
  jsonLd?: RegExp;
  ogType?: RegExp;
  markup?: RegExp;
}

/*
 * Signals in English, German, Spanish, French and Portuguese. The phrases in one signal mean the
 * same thing, so a translated page scores like the original. German compounds are matched by their
 * head noun with a leading `*` ("*anwalt" finds Fachanwalt and Scheidungsanwalt): the head of a
 * German compound is its last part, so this matches words, not fragments.
 */
const rules: TypeRule[] = [
  {
    type: 'SaaS',
    signals: [
      ['free trial', 'kostenlos testen', 'gratis testen', 'prueba gratis', 'prueba gratuita', 'essai gratuit', 'teste grátis', 'teste gratuito', 'avaliação gratuita'],
      ['start your free', 'start a free', 'start free'],
      ['sign up free'],
      ['request a demo', 'book a demo', 'schedule a demo', 'demo anfordern', 'demo buchen', 'solicitar demo', 'solicita una demo', 'demander une démo', 'réserver une démo', 'agendar demonstração', 'solicitar demonstração'],
      ['per user', 'per seat', 'pro nutzer', 'pro benutzer', 'por usuario', 'par utilisateur', 'por usuário'],
      ['/mo', '/ mo', '/month', 'per month', '/monat', '/mes', '/mois', '/mês'],
      ['integration*', 'integracion*', 'intégration*', 'integraç*'],
      ['dashboard*'],
      ['api'],
      ['software', 'logiciel*'],
      ['platform', 'plattform', 'plataforma', 'plateforme'],
      ['automate', 'automation', 'automated', 'automatisier*', 'automatiza*', 'automatis*', 'automatiz*'],
      ['workflow*'],
      ['saas'],
      ['cloud'],
      ['no credit card', 'keine kreditkarte', 'sin tarjeta de crédito', 'sans carte bancaire', 'sans carte de crédit', 'sem cartão de crédito'],
    ],
    jsonLd: /SoftwareApplication|WebApplication|MobileApplication/,
  },
  {
    type: 'E-commerce',
    signals: [
      ['add to cart', 'add to bag', 'add to basket', 'in den warenkorb', 'añadir al carrito', 'ajouter au panier', 'adicionar ao carrinho'],
      ['shop now', 'jetzt shoppen', 'compra ahora', 'comprar ahora', 'acheter maintenant', 'compre agora', 'comprar agora'],
      ['free shipping', 'kostenloser versand', 'versandkostenfrei', 'envío gratis', 'envío gratuito', 'livraison gratuite', 'livraison offerte', 'frete grátis', 'envio grátis'],
      ['checkout', 'zur kasse', 'finalizar compra', 'passer la commande', 'finalizar pedido'],
      ['in stock', 'auf lager', 'vorrätig', 'en stock', 'em estoque'],
      ['buy now', 'jetzt kaufen', 'comprar ya'],
      ['shop the', 'shop our', 'onlineshop', 'online-shop', 'tienda online', 'boutique en ligne', 'loja online', 'loja virtual'],
      ['collection*', 'kollektion*', 'colección', 'colecciones', 'coleção', 'coleções'],
      ['returns', 'rücksendung*', 'devoluciones', 'retours', 'devoluções'],
      ['size guide', 'größentabelle', 'guía de tallas', 'guide des tailles', 'guia de tamanhos'],
      ['sale', 'rebajas', 'soldes'],
      // A bare "cart" is also a golf cart or a food cart: the shop's cart is "your cart" or "shopping cart".
      ['shopping cart', 'your cart', 'view cart', 'warenkorb', 'carrito', 'panier', 'carrinho'],
    ],
    jsonLd: /^(?:Product|ProductGroup|IndividualProduct|OnlineStore|\w*Store)$/,
    ogType: /product/,
    markup: /add-to-cart|product-card|product-price|cart-count|add_to_cart|addtocart|woocommerce|shopify/,
  },
  {
    type: 'Agency',
    signals: [
      ['agency', 'agentur', '*agentur', 'agencia', 'agence', 'agência'],
      ['we help brands', 'we help companies', 'we help businesses', 'we help startups'],
      ['our clients', 'unsere kunden', 'nuestros clientes', 'nos clients', 'nossos clientes'],
      ['case study', 'case studies', 'fallstudie*', 'caso de éxito', 'casos de éxito', 'étude de cas', 'études de cas', 'estudo de caso', 'estudos de caso'],
      ['our work', 'unsere arbeiten', 'nuestro trabajo', 'nos réalisations', 'nossos trabalhos'],
      ['branding'],
      ['digital marketing', 'online-marketing', 'marketing digital', 'marketing numérique'],
      ['creative studio', 'kreativstudio', 'estudio creativo', 'studio créatif', 'estúdio criativo'],
      ['web design', 'webdesign', 'diseño web', 'création de sites', 'criação de sites'],
      ['brand strategy', 'markenstrategie', 'estrategia de marca', 'stratégie de marque', 'estratégia de marca'],
      ['campaign*', 'kampagne*', 'campaña*', 'campagne*', 'campanha*'],
    ],
    jsonLd: /AdvertisingAgency|MarketingAgency/,
  },
  {
    type: 'Food & Drink',
    signals: [
      ['menu', 'speisekarte', 'getränkekarte', 'menú', 'cardápio', 'ementa'],
      ['reservation*', 'reservierung*', 'réservation*', 'reservas'],
      ['book a table', 'reserve a table', 'tisch reservieren', 'tisch buchen', 'reservar mesa', 'reserva tu mesa', 'réserver une table', 'réservez votre table', 'reservar uma mesa', 'reserve a sua mesa'],
      ['dining', 'gastronomie', 'gastronomía', 'gastronomia'],
      ['cuisine', 'küche', 'cocina', 'cozinha'],
      ['chef', 'küchenchef'],
      ['brunch', 'frühstück', 'desayuno*', 'petit-déjeuner', 'pequeno-almoço', 'café da manhã'],
      ['dinner', 'lunch', 'abendessen', 'mittagstisch', 'cena', 'almuerzo', 'dîner', 'déjeuner', 'jantar', 'almoço'],
      ['takeout', 'take-away', 'takeaway', 'zum mitnehmen', 'para llevar', 'à emporter', 'para levar'],
      ['order online', 'online bestellen', 'pedir online', 'commander en ligne', 'encomendar online'],
      ['wine list', 'weinkarte', 'carta de vinos', 'carte des vins', 'carta de vinhos'],
      ['cafe', 'café', 'bistro', 'bakery', 'pizz*', 'restaurant*', 'bäckerei', '*bäckerei', 'konditorei', 'panadería', 'pastelería', 'cafetería', 'restaurante', 'boulangerie', 'pâtisserie', 'padaria', 'pastelaria', 'confeitaria', 'brasserie', 'trattoria', 'catering', 'brewery', 'brauerei', 'cervecería'],
      ['sushi', 'taco*', 'tapas', 'sourdough', 'sauerteig', 'masa madre', 'levain'],
    ],
    jsonLd: /Restaurant|FoodEstablishment|CafeOrCoffeeShop|Bakery|BarOrPub|Brewery|Winery/,
  },
  {
    type: 'Portfolio',
    signals: [
      ['portfolio', 'portafolio', 'portefeuille', 'portfólio'],
      ['selected work', 'ausgewählte arbeiten', 'trabajos seleccionados', 'travaux choisis', 'trabalhos selecionados'],
      ["i'm a ", 'i am a ', "i'm an ", 'i am an '],
      ['hire me'],
      ['about me', 'über mich', 'sobre mí', 'à propos de moi', 'sobre mim'],
      ['freelance*', 'freiberuf*', 'autónomo'],
      ['photograph*', 'fotograf*', 'fotógraf*'],
      ['illustrat*', 'ilustrador*', 'ilustración', 'ilustração'],
      ['my work', 'meine arbeiten', 'mi trabajo', 'mon travail', 'meu trabalho'],
      ['resume', 'cv', 'lebenslauf', 'currículum', 'currículo'],
    ],
    jsonLd: /\bPerson\b/,
    ogType: /profile/,
  },
  {
    type: 'Blog',
    signals: [
      ['blog'],
      ['latest posts', 'latest articles', 'latest stories', 'neueste beiträge', 'neueste artikel', 'últimas entradas', 'últimos artículos', 'derniers articles', 'últimos posts', 'últimos artigos'],
      ['read more', 'weiterlesen', 'leer más', 'lire la suite', 'ler mais', 'leia mais'],
      ['min read', 'mins read', 'minute read', 'minutes read', 'min lesezeit', 'min de lectura', 'min de lecture', 'min de leitura'],
      ['written by', 'geschrieben von', 'escrito por', 'écrit par'],
      ['categories', 'kategorien', 'categorías', 'catégories', 'categorias'],
      ['newsletter'],
      ['posted on', 'posted in', 'veröffentlicht am', 'publicado el', 'publié le', 'publicado em'],
    ],
    jsonLd: /Blog|BlogPosting|Article|NewsArticle/,
    ogType: /article/,
  },
  {
    type: 'Local Service',
    signals: [
      ['call now', 'call us now', 'call today', 'call us today', 'jetzt anrufen', 'rufen sie uns an', 'llame ahora', 'llámenos', 'appelez-nous', 'ligue agora', 'ligue já'],
      ['free estimate', 'free quote', 'kostenloses angebot', 'kostenvoranschlag', 'presupuesto gratis', 'presupuesto sin compromiso', 'devis gratuit', 'orçamento grátis', 'orçamento gratuito'],
      ['licensed and insured', 'licensed & insured'],
      ['service area*', 'einzugsgebiet', 'zona de servicio', "zone d'intervention", 'área de atendimento'],
      ['near you', 'in ihrer nähe', 'cerca de ti', 'près de chez vous', 'perto de si', 'perto de você'],
      ['emergency', 'notdienst', 'notfall*', 'urgencias', 'urgence*', 'emergência*'],
      ['same-day', 'same day', 'am selben tag', 'el mismo día', 'le jour même', 'no mesmo dia'],
      ['plumb*', 'electrician*', 'hvac', 'roofing', 'landscap*', 'cleaning', 'repair*', 'klempner*', 'sanitär*', 'elektriker*', 'dachdecker*', 'gartenbau', 'reinigung*', '*reinigung', 'reparatur*', 'handwerk*', 'fontaner*', 'electricista*', 'limpieza', 'reparaci*', 'plombier*', 'plomberie', 'électricien*', 'nettoyage', 'dépannage', 'canalizador*', 'eletricista*', 'limpeza', 'reparaç*', 'conserto*'],
      ['salon', 'barber*', 'friseur*', 'peluquer*', 'barbería', 'coiffeur*', 'coiffure', 'cabeleireir*', 'barbearia'],
      // Everyday local trades, one signal each, in en, de, es, fr, pt.
      ['hairdresser*', 'hair salon', 'haircut*', 'friseursalon', 'haarschnitt*', 'corte de pelo', 'salon de coiffure', 'salão de beleza', 'corte de cabelo'],
      ['nail salon', 'nail bar', 'nail studio', 'manicure*', 'pedicure*', 'nagelstudio', 'maniküre', 'pediküre', 'manicura', 'pedicura', 'salón de uñas', 'onglerie', 'manucure', 'pédicure', 'esmalteria', 'unhas'],
      ['grooming', 'groomer', 'groomers', 'dog groom*', 'pet groom*', 'pet salon', 'hundesalon', 'hundefriseur*', 'hundepflege', 'tierpflege', 'peluquería canina', 'peluqueria canina', 'estética canina', 'toilettage', 'toiletteur*', 'toiletteuse*', 'salon de toilettage', 'banho e tosa', 'tosa'],
      ['dog walk*', 'dog sitt*', 'pet sitt*', 'gassi*', 'hundesitter*', 'tiersitter*', 'paseador* de perros', 'paseo de perros', 'cuidador* de mascotas', 'promeneur* de chiens', 'promenade de chiens', "garde d'animaux", 'pet sitter', 'passeador* de cães', 'passeio de cães', 'dog walker'],
      ['cleaners', 'cleaning service*', 'house cleaning', 'window cleaning', 'end of tenancy', 'putzfrau', 'putzhilfe', 'reinigungskraft', 'fensterputz*', 'limpiador*', 'servicio de limpieza', 'femme de ménage', 'ménage', 'aide ménagère', 'faxina', 'diarista*', 'serviço de limpeza'],
      ['gardener*', 'gardening', 'garden maintenance', 'lawn care', 'lawn mowing', 'gärtnerei', 'gartenpflege', 'landschaftsgärtner*', 'garten- und landschaftsbau', 'jardinero*', 'jardinería', 'jardinier*', 'paysagiste*', 'entretien de jardin', 'jardineiro*', 'jardinagem', 'paisagis*'],
      ['locksmith*', 'schlüsseldienst', 'schlosserei', 'schlüsselnotdienst', 'cerrajer*', 'serrurier*', 'serrurerie', 'chaveiro*'],
      ['removal*', 'movers', 'moving company', 'man and van', 'umzug*', '*umzüge', 'umzugsunternehmen', 'umzugsservice', 'mudanza*', 'déménagement*', 'déménageur*', 'mudança*', 'carreto*'],
      ['alteration*', 'tailor', 'tailors', "tailor's", 'bespoke tailoring', 'schneiderei', 'änderungsschneiderei', 'maßschneider*', 'sastrería', 'arreglos de ropa', 'retouches de vêtements', 'retouche de vêtements', 'retouches couture', 'couturière', 'alfaiataria', 'alfaiate*', 'costureira*', 'ajustes de roupa', 'consertos de roupa'],
      ['bike repair*', 'bicycle repair*', 'bike shop', 'bike service', 'fahrradwerkstatt', 'fahrradreparatur', 'fahrradladen', 'taller de bicicletas', 'reparación de bicicletas', 'atelier vélo', 'réparation de vélo*', 'réparation vélo', 'oficina de bicicleta*', 'conserto de bicicleta*'],
      ['car repair*', 'auto repair*', 'garage services', 'car mechanic*', 'mobile mechanic*', 'autowerkstatt', 'kfz-werkstatt', 'kfz', 'taller mecánico', 'garage automobile', 'mécanicien*', 'garagiste*', 'oficina mecânica', 'funilaria'],
      // Florists: a shop of flowers made up by hand, mostly local (delivery, weddings, events).
      ['florist*', 'flower shop', 'flower studio', 'flower farm', 'floristik', 'florist', 'blumenladen', 'blumengeschäft', 'blumenhaus', 'floristería', 'floristeria', 'fleuriste*', 'florista*', 'floricultura'],
      ['bouquet*', 'blumenstrauß', 'blumensträuße', 'sträuße', 'brautstrauß', 'ramo de flores', 'ramos de flores', 'ramo de novia', 'bouquet de mariée', 'buquê*', 'arranjo* de flores', 'arreglo* florales', 'arreglos florales'],
      ['wedding flowers', 'flowers for weddings', 'hochzeitsfloristik', 'blumen für hochzeiten', 'flores para bodas', 'flores de boda', 'fleurs de mariage', 'fleurs pour mariage', 'flores para casamento', 'flores de casamento'],
      ['flowers', 'blumen', 'flores', 'fleurs', 'wreath*', 'kränze', 'kranz', 'coronas de flores', 'couronne* de fleurs', 'coroa* de flores'],
      ['book an appointment', 'book your appointment', 'book appointment', 'schedule an appointment', 'schedule your appointment', 'termin vereinbaren', 'termin buchen', 'pedir cita', 'reservar cita', 'prendre rendez-vous', 'marcar horário'],
      ['serving'],
      // Leisure and stays run from one place: tours, rentals, charters, a course, a holiday home.
      ['guided tour*', 'tours', 'guided trip*', 'führung*', 'geführte tour*', 'visita guiada', 'visitas guiadas', 'visite guidée', 'visites guidées', 'visita guiada', 'passeio* guiado*', 'excursion*', 'excursões', 'ausflüge'],
      ['rentals', 'rental', 'for rent', 'verleih', 'vermietung', 'alquiler', 'location de', 'aluguer', 'aluguel'],
      ['kayak*', 'canoe*', 'paddleboard*', 'kajak*', 'kanu*', 'piragua*', 'canoë*', 'caiaque*', 'canoa*'],
      ['fishing', 'fly fishing', 'angeln', 'angeltour*', 'pesca', 'pêche'],
      ['charter*', 'boat trip*', 'bootstour*', 'paseo en barco', 'sortie en mer', 'passeio de barco'],
      ['golf*', 'tee time*', 'green fee*', 'greenfee*'],
      ['holiday home', 'holiday cottage', 'holiday let', 'vacation rental', 'ferienhaus', 'ferienwohnung', 'ferienhäuser', 'casa rural', 'casa vacacional', 'apartamento turístico', 'gîte', 'location de vacances', 'casa de férias', 'alojamento local'],
      ['guest house', 'guesthouse', 'bed and breakfast', 'b&b', 'gästehaus', 'pension', 'pensión', 'casa de huéspedes', "chambre d'hôtes", "chambres d'hôtes", 'pousada'],
      ['per night', 'a night', '/night', 'pro nacht', '/nacht', 'je nacht', 'por noche', 'la noche', 'par nuit', 'la nuit', 'por noite', 'a noite'],
    ],
    jsonLd: /LocalBusiness|HomeAndConstructionBusiness|Plumber|Electrician|HVACBusiness|RoofingContractor|AutoRepair|HairSalon|BeautySalon|NailSalon|Locksmith|MovingCompany|HousePainter|GeneralContractor|DryCleaningOrLaundry|AutoBodyShop|BikeStore/,
  },
  {
    type: 'Professional Services',
    signals: [
      ['law firm', 'law office', 'legal services', 'kanzlei', '*kanzlei', 'bufete', 'despacho de abogados', "cabinet d'avocats", 'escritório de advocacia', 'sociedade de advogados'],
      ['attorney*', 'lawyer*', 'solicitor*', 'barrister*', 'rechtsanwalt*', 'rechtsanwält*', '*anwalt', '*anwältin', '*anwälte', 'notar', 'notariat', 'abogad*', 'avocat*', 'advogad*', 'notary', 'notario*', 'notaire*', 'notário*'],
      ['family law', 'divorce', 'custody', 'familienrecht', 'scheidung*', '*scheidung', 'sorgerecht', 'derecho de familia', 'divorcio*', 'droit de la famille', 'droit du travail', 'direito da família', 'divórcio*', 'arbeitsrecht', 'mietrecht', 'erbrecht', 'derecho laboral', 'direito do trabalho'],
      ['legal advice', 'rechtsberatung', 'asesoramiento jurídico', 'asesoría jurídica', 'conseil juridique', 'assessoria jurídica', 'consultoria jurídica'],
      ['accountant*', 'accounting', 'bookkeeping', 'cpa', 'steuerberat*', '*steuerberatung', 'buchhaltung', 'wirtschaftsprüf*', 'asesoría', 'asesor fiscal', 'gestoría', 'contable*', 'contabilidad', 'expert-comptable', 'expertise comptable', 'comptabilité', 'contabilidade', 'contabilista*', 'contador*'],
      ['tax return*', 'tax advice', 'steuererklärung*', 'declaración de la renta', 'impuestos', "déclaration d'impôts", 'fiscalité', 'impostos', 'imposto de renda'],
      ['financial advi*', 'financial planning', 'wealth management', 'finanzberat*', 'vermögensberat*', 'asesor financiero', 'planificación financiera', 'conseiller financier', 'conseil en gestion de patrimoine', 'gestion de patrimoine', 'consultor financeiro', 'planejamento financeiro'],
      ['consultancy', 'management consulting', 'unternehmensberatung', 'consultoría', 'cabinet de conseil', 'consultoria'],
      ['architect*', 'architekt*', 'arquitect*', 'architecte*', 'arquitet*', 'arquitectura', 'arquitetura'],
      ['fixed fee*', 'fixed-fee', 'festpreis*', 'pauschalpreis*', 'honorar*', 'honorarios', 'honoraires', 'honorários'],
      ['free consultation', 'initial consultation', 'erstberatung', 'erstgespräch', 'primera consulta', 'consulta gratuita', 'première consultation', 'consultation gratuite', 'primeira consulta', 'consulta inicial'],
      ['practice areas', 'mandant*', 'rechtsgebiete', 'tätigkeitsschwerpunkte', 'áreas de práctica', "domaines d'intervention", 'domaines de compétence', 'áreas de atuação'],
    ],
    jsonLd: /LegalService|Attorney|Notary|AccountingService|FinancialService|ProfessionalService|InsuranceAgency/,
  },
  {
    type: 'Nonprofit',
    signals: [
      ['donate', 'donation*', 'spenden', 'spende', 'donar', 'donación', 'donaciones', 'faire un don', 'dons', 'doar', 'doação', 'doações'],
      ['volunteer*', 'ehrenamt*', 'freiwillig*', 'voluntari*', 'bénévol*', 'voluntári*'],
      ['nonprofit', 'non-profit', 'gemeinnützig*', 'sin ánimo de lucro', 'sin fines de lucro', 'à but non lucratif', 'sem fins lucrativos', 'ong', 'ngo'],
      ['charity', 'wohltätig*', 'stiftung', 'fundación', 'fondation', 'fundação', 'beneficen*', 'caritati*'],
      ['our mission', 'unsere mission', 'nuestra misión', 'notre mission', 'nossa missão'],
      ['fundrais*', 'spendenaktion', 'recaudación', 'collecte de fonds', 'angariação de fundos'],
      ['animal shelter', 'animal rescue', 'rescue', 'tierheim', 'tierschutz*', 'protectora de animales', 'refugio de animales', 'refuge', 'spa refuge', 'abrigo de animais', 'protetora de animais', 'associação de proteção animal'],
      ['adopt*', 'adot*', 'adoç*'],
      ['501(c)'],
    ],
    jsonLd: /NGO|NonprofitOrganization|AnimalShelter/,
  },
  {
    type: 'Education',
    signals: [
      ['courses', 'kurse', 'kurs', '*kurs', '*kurse', 'cursos', 'curso', 'nos cours', 'les cours', 'cours collectifs', 'cours particuliers', 'formation*', 'formação'],
      ['student*', 'schüler*', 'teilnehmer*', 'estudiant*', 'alumno*', 'élève*', 'étudiant*', 'aluno*', 'estudante*'],
      ['enrol*', 'inscríbete', 'inscripción', 'inscripciones', 'inscription*', 'inscriç*', 'matrícula*'],
      ['curriculum', 'lehrplan', 'plan de estudios', 'programme pédagogique'],
      ['lesson*', 'unterricht*', 'clases', 'lección', 'leçon*', 'aulas'],
      ['tutor*', 'nachhilfe', 'lehrer*', 'dozent*', 'profesor*', 'professeur*', 'instructor*'],
      ['academy', 'akademie', 'academia', 'académie'],
      ['certificat*', 'zertifikat*', 'certifica*'],
      ['classes', 'workshop*', 'atelier*'],
      ['school', 'schule', '*schule', 'escuela', 'école', 'escola'],
    ],
    jsonLd: /EducationalOrganization|Course|School|CollegeOrUniversity/,
  },
  {
    type: 'Health & Wellness',
    signals: [
      ['wellness'],
      ['fitness', 'fitnessstudio', 'gimnasio', 'salle de sport'],
      ['yoga', 'pilates'],
      ['therapy', 'therapist*', 'therapie', '*therapie', 'therapeut*', 'terapia', 'terapeut*', 'thérapie', 'thérapeute*', 'physiotherap*', 'fisioterap*', 'kinésithérap*', 'osteopath*', 'ostéopath*'],
      ['nutrition*', 'ernährung*', 'nutrición', 'nutrição', 'diététi*'],
      ['workout*', 'entrenamiento', 'entraînement', 'treino'],
      ['meditat*', 'meditación', 'méditation', 'meditação'],
      ['gym'],
      ['health coach*'],
      ['dentist*', 'zahnarzt*', 'dentista*', 'dentiste*', 'clinic', 'klinik', 'clínica', 'clinique', 'praxis', '*praxis', 'consultório', 'cabinet médical', 'patient*', 'paciente*'],
      ['massage*', 'masaje*', 'massagem', 'psycholog*', 'psicólog*', 'heilpraktiker*'],
    ],
    jsonLd: /HealthClub|SportsActivityLocation|ExerciseGym|MedicalBusiness|Dentist|MedicalClinic|Physician|Physiotherapy/,
  },
  {
    type: 'Real Estate',
    signals: [
      ['real estate', 'immobilie*', '*immobilien', 'inmobiliaria', 'immobilier', 'immobilière', 'imobiliária'],
      ['listing*', 'exposé*'],
      ['homes for sale', 'home for sale', 'zu verkaufen', 'en venta', 'à vendre', 'à venda'],
      ['realtor*', 'makler*', 'agente inmobiliario', 'agent immobilier', 'corretor*'],
      ['property', 'properties', 'propiedad*', 'propriété*', 'imóve*', 'inmueble*'],
      ['mortgage*', 'hypothek*', 'baufinanzierung', 'hipoteca*', 'hypothèque*', 'crédit immobilier'],
      ['open house', 'besichtigung*'],
    ],
    jsonLd: /RealEstateAgent|Residence|House|Apartment/,
  },
  {
    type: 'Events',
    signals: [
      ['ticket*', 'eintrittskarte*', 'billetterie', 'ingressos', 'bilhetes'],
      ['register now'],
      ['speakers', 'referent*', 'ponentes', 'intervenants', 'palestrantes'],
      ['agenda'],
      ['conference', 'konferenz', 'kongress', 'conferencia', 'congreso', 'conférence', 'congrès', 'conferência', 'congresso'],
      ['festival'],
      ['venue', 'veranstaltungsort'],
      ['lineup', 'line-up'],
    ],
    jsonLd: /\bEvent\b|Festival|MusicEvent/,
  },
];

function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code >= 0xc0;
}

/** Occurrences of one phrase in lowercased text, whole words only (counting stops at 50). */
export function countPhrase(text: string, phrase: string): number {
  const prefix = phrase.endsWith('*');
  const needle = prefix ? phrase.slice(0, -1) : phrase;
  const checkStart = isWordChar(needle.charCodeAt(0));
  const checkEnd = !prefix && isWordChar(needle.charCodeAt(needle.length - 1));
  let count = 0;
  let from = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return count;
    from = at + needle.length;
    if (checkStart && at > 0 && isWordChar(text.charCodeAt(at - 1))) continue;
    if (checkEnd && from < text.length && isWordChar(text.charCodeAt(from))) continue;
    count += 1;
    if (count === 50) return count;
  }
}

const wordPattern = /^[a-z0-9\u00c0-\uffff]+$/;

interface IndexedText {
  text: string;
  words: Map<string, number>;
  /** The distinct words sorted, and sorted by their reversed spelling: `word*` and `*word` look-ups are a binary search, not a scan. */
  sorted?: string[];
  reversed?: Array<[string, string]>;
  order?: Map<string, number>;
}

const nonWord = /[^a-z0-9\u00c0-\uffff]+/;

function indexText(text: string): IndexedText {
  const words = new Map<string, number>();
  for (const word of text.split(nonWord)) if (word) words.set(word, (words.get(word) ?? 0) + 1);
  return { text, words };
}

const reverse = (word: string) => {
  let out = '';
  for (let index = word.length - 1; index >= 0; index--) out += word[index];
  return out;
};

/** The first index in `sorted` whose key is >= `needle`. */
function lowerBound<T>(sorted: T[], needle: string, key: (item: T) => string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (key(sorted[middle]!) < needle) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The words starting (or, with `suffix`, ending) with `needle`. */
function wordsAround(indexed: IndexedText, needle: string, suffix: boolean): string[] {
  const found: string[] = [];
  if (suffix) {
    indexed.reversed ??= [...indexed.words.keys()].map((word): [string, string] => [reverse(word), word]).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const reversedNeedle = reverse(needle);
    for (let index = lowerBound(indexed.reversed, reversedNeedle, (entry) => entry[0]); index < indexed.reversed.length && indexed.reversed[index]![0].startsWith(reversedNeedle); index++) found.push(indexed.reversed[index]![1]);
    return found;
  }
  indexed.sorted ??= [...indexed.words.keys()].sort();
  for (let index = lowerBound(indexed.sorted, needle, (word) => word); index < indexed.sorted.length && indexed.sorted[index]!.startsWith(needle); index++) found.push(indexed.sorted[index]!);
  return found;
}

interface PhraseCount {
  count: number;
  /** The word or phrase as found (for `*` patterns, the most frequent matching word). */
  found: string;
}

interface ParsedPhrase {
  phrase: string;
  needle: string;
  prefix: boolean;
  suffix: boolean;
  /** A single word (looked up in the word counts), else a phrase searched in the text. */
  single: boolean;
  /** The whole words a phrase needs on the page (its last part is only a start with `word*`). */
  parts: string[];
}

const parsedPhrases = new Map<string, ParsedPhrase>();
function parsePhrase(phrase: string): ParsedPhrase {
  let parsed = parsedPhrases.get(phrase);
  if (!parsed) {
    const suffix = phrase.startsWith('*');
    const prefix = phrase.endsWith('*');
    const needle = phrase.slice(suffix ? 1 : 0, prefix ? -1 : undefined);
    const split = needle.split(nonWord);
    const parts = (prefix ? split.slice(0, -1) : split).filter(Boolean);
    parsed = { phrase, needle, prefix, suffix, single: wordPattern.test(needle), parts };
    parsedPhrases.set(phrase, parsed);
  }
  return parsed;
}

/**
 * Single words come from the word counts; longer phrases are searched only when all their whole
 * words occur. `word*` matches words starting with `word`, `*word` words ending with it (German
 * compounds by their head noun).
 */
function countIn(indexed: IndexedText, phrase: string): PhraseCount {
  const { needle, prefix, suffix, single, parts } = parsePhrase(phrase);
  if (single) {
    if (!prefix && !suffix) return { count: Math.min(indexed.words.get(needle) ?? 0, 50), found: needle };
    let count = 0;
    let found = needle;
    let foundCount = 0;
    // Sorted by first appearance, so the most frequent word found first on the page is named.
    const matching = wordsAround(indexed, needle, suffix);
    if (matching.length > 1) {
      const order = (indexed.order ??= new Map([...indexed.words.keys()].map((word, index) => [word, index])));
      matching.sort((a, b) => order.get(a)! - order.get(b)!);
    }
    for (const word of matching) {
      const n = indexed.words.get(word)!;
      count += n;
      if (n > foundCount) {
        found = word;
        foundCount = n;
      }
    }
    return { count: Math.min(count, 50), found };
  }
  // A phrase can only occur when each of its whole words does (the last one may be a `word*` start).
  for (const part of parts) if (!indexed.words.has(part)) return { count: 0, found: needle };
  return { count: countPhrase(indexed.text, phrase), found: needle.trim() };
}

/** Prices as pages write them: "$12", "£450", "12,50 €", "ab 39 €", "R$ 90", "EUR 20". */
const pricePattern = /(?:[$€£]|R\$|\b(?:EUR|USD|GBP|CHF)\s?)\s?\d+(?:[.,]\d{2})?|\b\d+(?:[.,]\d{2})?\s?(?:€|EUR\b|CHF\b|\$)/g;

/** What makes a shop: a cart, a checkout or shop markup. Prices alone do not (a law firm lists fees). */
const shopWords = ['add to cart', 'add to bag', 'add to basket', 'cart', 'checkout', 'in den warenkorb', 'warenkorb', 'zur kasse', 'añadir al carrito', 'carrito', 'finalizar compra', 'ajouter au panier', 'panier', 'adicionar ao carrinho', 'carrinho'];

/** The matched words as the page writes them ("Töpferkurse", not "töpferkurse"), for the evidence shown to the user. */
function asWritten(source: { text: string; indexed: IndexedText }, found: string): string {
  if (source.text.length !== source.indexed.text.length) return found;
  const at = source.indexed.text.indexOf(found);
  return at < 0 ? found : source.text.slice(at, at + found.length);
}

export interface SiteClassification {
  type: SiteType;
  /** Why: the strongest signals, each naming where it was found. */
  evidence: string[];
  confidence: number;
}

interface TextSource {
  label: string;
  text: string;
  weight: number;
}

/**
 * Picks the site type with the most weighted evidence: phrases in the title, description and
 * headings count more than body text; structured data and shop markup count most. Snippet
 * descriptions and the user's prompt take part, so an unreachable site is classified too.
 */
export function classifySite(facts: PageFacts | null, extra: { snippets: string[]; prompt: string }): SiteClassification {
  const sources: TextSource[] = [];
  if (facts) {
    sources.push(
      { label: 'the page title', text: facts.title, weight: 3 },
      { label: 'the meta description', text: `${facts.meta.description ?? ''} ${facts.meta['og:description'] ?? ''}`, weight: 3 },
      { label: 'the headings', text: facts.headings.map((h) => h.text).join(' · '), weight: 2 },
      { label: 'the page text', text: facts.text, weight: 1 },
    );
    // On a page of pictures the alt texts say what the site shows; they count like body text.
    if (facts.imageAlts.length > 0) sources.push({ label: 'the image descriptions', text: facts.imageAlts.join(' · '), weight: 1 });
  }
  if (extra.snippets.length > 0) sources.push({ label: 'your snippet descriptions', text: extra.snippets.join(' · '), weight: 2 });
  if (extra.prompt) sources.push({ label: 'your prompt', text: extra.prompt, weight: 2 });
  const lowered = sources.map((source) => ({ ...source, indexed: indexText(source.text.toLowerCase()) }));

  const results = rules.map((rule) => {
    let score = 0;
    const evidence: Array<{ note: string; points: number }> = [];
    for (const signal of rule.signals) {
      let best: { points: number; label: string; match: string; count: number } | undefined;
      let points = 0;
      for (const source of lowered) {
        for (const phrase of signal) {
          const { count, found } = countIn(source.indexed, phrase);
          if (count === 0) continue;
          const gained = source.weight * Math.min(count, 3);
          points += gained;
          if (!best || gained > best.points) best = { points: gained, label: source.label, match: asWritten(source, found), count };
        }
      }
      if (best) {
        // Each signal's weight is capped so one repeated word cannot decide the type alone.
        const capped = Math.min(points, 6);
        score += capped;
        evidence.push({ note: `"${best.match.trim()}" in ${best.label}${best.count > 1 ? ` (${best.count} times)` : ''}`, points: capped });
      }
    }
    if (facts) {
      const ldType = rule.jsonLd ? facts.jsonLd.types.find((t) => rule.jsonLd!.test(t)) : undefined;
      if (ldType) {
        score += 8;
        evidence.push({ note: `structured data declares @type ${ldType}`, points: 8 });
      }
      const ogType = facts.meta['og:type'];
      if (rule.ogType && ogType && rule.ogType.test(ogType)) {
        score += 5;
        evidence.push({ note: `og:type is "${ogType}"`, points: 5 });
      }
      const markup = rule.markup ? facts.markupTokens.find((token) => rule.markup!.test(token)) : undefined;
      if (markup) {
        score += 5;
        evidence.push({ note: `shop markup (class or id "${markup}")`, points: 5 });
      }
      if (rule.type === 'E-commerce') {
        const prices = facts.text.match(pricePattern)?.length ?? 0;
        const shopMarkup = rule.markup ? facts.markupTokens.some((token) => rule.markup!.test(token)) : false;
        const shopLanguage = lowered.some((source) => shopWords.some((word) => countIn(source.indexed, word).count > 0));
        if (prices >= 6 && (shopMarkup || shopLanguage)) {
          score += 4;
          evidence.push({ note: `${prices} prices on the page`, points: 4 });
        }
      }
      if (rule.type === 'Local Service' && facts.telLinks > 0) {
        score += 3;
        evidence.push({ note: `${facts.telLinks} click-to-call phone link${facts.telLinks > 1 ? 's' : ''}`, points: 3 });
      }
      if (rule.type === 'Blog' && facts.articleCount >= 3) {
        score += 4;
        evidence.push({ note: `${facts.articleCount} <article> entries`, points: 4 });
      }
    }
    evidence.sort((a, b) => b.points - a.points);
    return { type: rule.type, score, evidence: evidence.map((e) => e.note) };
  });

  results.sort((a, b) => b.score - a.score || siteTypes.indexOf(a.type) - siteTypes.indexOf(b.type));
  const [best, second] = results;
  if (!best || best.score < 4) {
    return {
      type: 'Business',
      evidence: best && best.score > 0 ? [`only weak signals (${best.evidence.slice(0, 2).join('; ')}), so a general business profile is used`] : ['no signals of a specific kind of business were found'],
      confidence: 0.2,
    };
  }
  const margin = second ? (best.score - second.score) / best.score : 1;
  return {
    type: best.type,
    evidence: best.evidence.slice(0, 5),
    confidence: Math.round(Math.min(1, 0.4 + margin * 0.4 + Math.min(best.score, 40) / 100) * 100) / 100,
  };
}
