import type { Trade } from '@sitespark/site-model';
import type { BankVariant, CommonFrames, Frame, LanguageBank, TradeBank } from './bank.ts';

/**
 * The Spanish bank: neutral Spanish that reads well in Spain and Latin America (no vosotros, no
 * strongly regional words). The base frames address the reader as usted and speak as nosotros; the
 * casual variant uses tú, the first-person variant speaks as yo without addressing the reader.
 *
 * Each role is written in parts so the three voices share their neutral lines:
 *   n: neither person nor address · w: nosotros, no address · u: usted (may say nosotros)
 *   t: the same lines with tú · i: yo, no address.
 * Base = n + w + u, casual = n + w + t, first person = n + i.
 *
 * Grammar the frames avoid on purpose: an article or an adjective that must agree with a slot (el/la
 * {feature}, nuevo/nueva), and "y"/"o" right before a slot (they turn into "e"/"u" before words such
 * as "identidad" or "ortodoncia"), so lists use commas, "y más", "o más de", "o con" or questions.
 */

interface Parts {
  n?: Frame[];
  w?: Frame[];
  u?: Frame[];
  t?: Frame[];
  i?: Frame[];
}

const usted = (p: Parts): Frame[] => [...(p.n ?? []), ...(p.w ?? []), ...(p.u ?? [])];
const tu = (p: Parts): Frame[] => [...(p.n ?? []), ...(p.w ?? []), ...(p.t ?? [])];
const yo = (p: Parts): Frame[] => [...(p.n ?? []), ...(p.i ?? [])];
const hasCasual = (p: Parts): boolean => (p.t?.length ?? 0) > 0;
const hasFirstPerson = (p: Parts): boolean => (p.w?.length ?? 0) + (p.u?.length ?? 0) + (p.i?.length ?? 0) > 0;

type ListRole = {
  [K in keyof CommonFrames]: CommonFrames[K] extends Frame[] ? K : never;
}[keyof CommonFrames];

const commonParts: Record<ListRole, Parts> = {
  featureWithDetail: {
    n: [
      '{feature}: {detail}',
      '{feature}. {detail}',
      'Hablemos de {feature}. {detail}',
      'Lo que hay detrás de {feature}: {detail}',
      'Una mirada a {feature}, en {name}: {detail}',
      'Sobre {feature}, en pocas palabras: {detail}',
      'En primer plano, {feature}. {detail}',
      '¿Por qué {feature}? {detail}',
      'Desde {name}, sobre {feature}: {detail}',
    ],
    w: ['{feature}, tal y como lo hacemos en {name}: {detail}'],
    u: ['Le presentamos {feature}. {detail}'],
    t: ['Te presentamos {feature}. {detail}'],
    i: ['Así entiendo {feature}: {detail}', 'Les presento {feature}. {detail}'],
  },
  featureOnly: {
    n: ['{feature}, en {name}, {place}.', '{feature}, con el sello de {name}.', 'Parte de lo que ofrece {name}: {feature}.', 'Más sobre {feature} en {domain}.'],
    w: ['{feature}: parte de nuestro día a día en {name}.'],
    u: ['En {name} encontrará {feature}.', 'Pregúntenos por {feature}.', '¿Busca {feature} en {place}? Cuente con {name}.'],
    t: ['En {name} encontrarás {feature}.', 'Pregúntanos por {feature}.', '¿Buscas {feature} en {place}? Cuenta con {name}.'],
    i: ['Me ocupo de {feature}.', 'Parte de mi trabajo: {feature}.', '{feature}: de eso me ocupo en {place}.'],
  },
  featureList: {
    n: [
      '{feature}, {feature2}, {feature3}: todo en {name}.',
      'En {name}: {feature}, {feature2} y más.',
      'De {feature} a {feature2}: eso es {name}.',
      'En la lista de {name}: {feature}, {feature2}, {feature3}.',
    ],
    w: ['Lo nuestro, en tres palabras: {feature}, {feature2}, {feature3}.'],
    u: ['Tres cosas que encontrará en {name}: {feature}, {feature2}, {feature3}.', '{feature}, {feature2}, {feature3}: elija por dónde empezar.'],
    t: ['Tres cosas que encontrarás en {name}: {feature}, {feature2}, {feature3}.', '{feature}, {feature2}, {feature3}: elige por dónde empezar.'],
    i: ['Mi trabajo, en tres palabras: {feature}, {feature2}, {feature3}.'],
  },
  listIntro: {
    n: ['Lo que ofrece {name} en {place}:', '{feature} y mucho más en {name}:', 'De un vistazo, de {feature} a {feature2}:', 'Empezando por {feature}, esto es {name}:'],
    w: ['Lo que hacemos en {name}, en {place}:'],
    u: ['En {place}, {name} le ofrece:', 'Esto encontrará en {name}, empezando por {feature}:'],
    t: ['En {place}, {name} te ofrece:', 'Esto encontrarás en {name}, empezando por {feature}:'],
    i: ['Lo que hago en {place}:', 'Mi trabajo, empezando por {feature}:'],
  },
  priceLine: {
    n: [
      '{item}: {price}.',
      '{item} por {price}.',
      '{item} en {name}: {price}.',
      'Precios en {name}: {item}, {price}.',
      'Precio, sin rodeos: {item}, {price}.',
      '{item}, a {price}.',
      'En {name}, en {place}: {item}, {price}.',
      'De la lista de precios de {name}: {item}, {price}.',
      'En {place}: {item}, {price}.',
      'En la web de {name}: {item}, {price}.',
    ],
    u: ['Cuánto paga: {item}, {price}.'],
    t: ['Cuánto pagas: {item}, {price}.'],
  },
  placeLine: {
    n: ['{name}, desde {place}.', 'Dónde: {place}.', '{name} está en {place}.', 'Con base en {place}: {name}.'],
    w: ['Estamos en {place}.'],
    u: ['Nos encontrará en {place}.', '¿Vive o trabaja en {place}? Nos tiene cerca.'],
    t: ['Nos encontrarás en {place}.', '¿Vives o trabajas en {place}? Nos tienes cerca.'],
    i: ['Trabajo en {place}.', 'Mi base: {place}.'],
  },
  scheduleLine: {
    n: ['Horario: {schedule}', 'Cuándo: {schedule}', 'Horario de {name}: {schedule}', 'Bueno saberlo: {schedule}', 'Horario de {name} en {place}: {schedule}'],
    u: ['Tenga en cuenta el horario: {schedule}'],
    t: ['Ten en cuenta el horario: {schedule}'],
  },
  quoteIntro: {
    n: [
      'Así lo cuenta {author}:',
      'En palabras de {author}:',
      'La opinión de {author}:',
      'Unas líneas de {author}:',
      'Sobre {name} en {place}, la opinión de {author}:',
      'Una reseña de {name} en {place}, firmada por {author}:',
      'Desde {place}, una opinión sobre {name} de {author}:',
      'Unas líneas sobre {name}, de {author}:',
    ],
    w: ['Esto nos escribió {author}:'],
    i: ['Esto me escribió {author}:', '{author}, sobre trabajar conmigo:'],
  },
  quoteIntroAnonymous: {
    n: ['Un cliente de {name} en {place} lo resume así:', 'Una reseña de {name} en {place}:', 'La opinión de un cliente, en {place}:', 'Lo que cuenta un cliente de {name} en {place}:'],
    w: ['Esto nos escribió un cliente de {place}:'],
    i: ['Esto me escribió un cliente de {place}:', 'Una reseña de {place} que me alegró leer:'],
  },
  offerLine: {
    n: ['Ahora en {name}: {offer}', 'Una buena noticia: {offer}', 'La propuesta: {offer}', 'Desde {name}: {offer}', 'Buenas noticias desde {place}: {offer}'],
    u: ['Aproveche: {offer}', 'No se lo pierda: {offer}'],
    t: ['Aprovecha: {offer}', 'No te lo pierdas: {offer}'],
  },
  mentionLine: {
    n: ['Un detalle más: {mention}.', 'Importante: {mention}.', 'Y algo que conviene saber: {mention}.'],
    u: ['Pregunte en {name} por {mention}.', 'Tome nota: {mention}.', 'Y no se pierda {mention}.'],
    t: ['Pregunta en {name} por {mention}.', 'Toma nota: {mention}.', 'Y no te pierdas {mention}.'],
    i: ['Y me dejo algo: {mention}.', 'Y no me olvido: {mention}.'],
  },
  ctaLine: {
    n: ['{cta}: {url}', '{cta} → {url}', '{cta}, aquí: {url}', '{cta} en {domain}: {url}'],
  },
  ctaLineBio: {
    n: ['{cta}: enlace en la bio', '{cta} → enlace en la bio', 'Enlace en la bio: {cta}'],
    w: ['{cta}, desde el enlace de nuestra bio'],
    i: ['{cta}, desde el enlace de mi bio'],
  },
  audienceLine: {
    n: ['Pensado para {audience}.', 'Para {audience}, con {feature} como punto de partida.', 'Especialmente para {audience} en {place}.', 'Para {audience} que buscan {feature}.'],
    w: ['Lo hacemos para {audience}.'],
    i: ['Lo hago para {audience}.'],
  },
  welcomeSubjects: {
    n: ['Primer paso en {name}: {feature}', 'Para empezar: {feature}, {feature2}'],
    u: ['Bienvenida a {name}: empiece por {feature}', 'Le damos la bienvenida: {offer}', 'Gracias por sumarse a {name} en {place}', 'Le damos la bienvenida desde {place}'],
    t: ['Bienvenida a {name}: empieza por {feature}', 'Te damos la bienvenida: {offer}', 'Gracias por sumarte a {name} en {place}', 'Te damos la bienvenida desde {place}'],
    i: ['Gracias por estar aquí: {offer}', 'Bienvenida desde {place}'],
  },
  nurtureSubjects: {
    n: ['Una mirada a {feature}', 'Precios en {name}: {item}, {price}', 'En palabras de {author}', '{feature}: la explicación', 'Horario de {name} en {place}', 'Más sobre {feature2}', 'Unas líneas de {author}'],
    u: ['¿Ya ha visto {feature}?'],
    t: ['¿Ya has visto {feature}?'],
  },
  promoSubjects: {
    n: ['{offer}', 'Ahora en {name}: {offer}', '{item} por {price}', 'Un recordatorio sobre {feature}', 'Desde {place}: {offer}'],
    u: ['¿Sigue pensando en {feature}?', 'Para usted: {offer}'],
    t: ['¿Sigues pensando en {feature}?', 'Para ti: {offer}'],
  },
  adHeadlines: {
    n: ['{feature}', '{feature} en {name}', '{feature} en {place}', '{item}: {price}', '{offer}', '{name}, {place}', '{name}: {feature}', '{feature} | {name}', '{cta} en {name}'],
  },
  adDescriptions: {
    n: [
      '{feature}: {detail}',
      '{detail} {cta}.',
      '{feature}, {feature2}, {feature3}: todo en {name}.',
      '{item} por {price} en {name}, {place}.',
      '{offer}. {cta} en {domain}.',
      '{name} en {place}: {feature}. {cta}.',
      '{item}: {price}. {cta}.',
      '{feature} y más en {place}. {cta}.',
    ],
  },
  benefitsIntro: {
    n: ['Por qué eligen {name} en {place}:', 'Lo que distingue a {name}, empezando por {feature}:', 'Motivos para elegir {name}, empezando por {feature}:'],
    w: ['Así trabajamos en {name}, en {place}:'],
    u: ['Lo que le espera en {name}, en {place}:'],
    t: ['Lo que te espera en {name}, en {place}:'],
    i: ['Así trabajo en {place}:', 'Lo que ofrezco, empezando por {feature}:'],
  },
};

function listRoles(pick: (p: Parts) => Frame[], include: (p: Parts) => boolean = () => true): Partial<Pick<CommonFrames, ListRole>> {
  const out: Partial<Record<ListRole, Frame[]>> = {};
  for (const [role, parts] of Object.entries(commonParts) as Array<[ListRole, Parts]>) {
    if (include(parts)) out[role] = pick(parts);
  }
  return out;
}

interface TradeParts {
  hooks: Parts;
  engagement: Parts;
  subjects: Parts;
  heroes: Parts;
  ctas: string[];
  hashtags: string[];
  emoji: string[];
  competitorInsight: string;
  adPlatforms: string[];
  dailyBudget: number;
}

const tradeParts: Record<Trade, TradeParts> = {
  software: {
    hooks: {
      n: [
        '{feature} en un minuto.',
        'Dentro de {name}: {feature}.',
        'Una función de {name} que merece un vistazo: {feature}.',
        '{name} para {audience}: {feature}.',
        'Tres funciones de {name}: {feature}, {feature2}, {feature3}.',
        'Planes de {name}: {item}, {price}.',
        '{offer} en {name}.',
        'Recorrido rápido por {name}: {feature}.',
        '{feature} en el día a día.',
        '{feature} + {feature2}: así encajan en {name}.',
      ],
      u: ['Qué puede hacer con {feature}, en pocas líneas.', '¿Su equipo ya trabaja con {feature}?'],
      t: ['Qué puedes hacer con {feature}, en pocas líneas.', '¿Tu equipo ya trabaja con {feature}?'],
      i: ['Qué se puede hacer con {feature}: lo explico paso a paso.', 'Lo que he construido en {name}: {feature}.'],
    },
    engagement: {
      u: [
        'Si solo pudiera activar una función, ¿sería {feature} o sería {feature2}?',
        '¿Cómo resuelve hoy su equipo el trabajo de {feature}? Compárelo en los comentarios.',
        '¿Qué conectaría después a {feature}? Le leemos.',
        '¿Ya ha probado {feature} en {name}? Cuéntenos qué encontró.',
        '¿Dudas sobre {feature}? Déjelas en las respuestas.',
        '{feature}, {feature2}, {feature3}: ¿cuál usa más?',
      ],
      t: [
        'Si solo pudieras activar una función, ¿sería {feature} o sería {feature2}?',
        '¿Cómo resuelve hoy tu equipo el trabajo de {feature}? Compáralo en los comentarios.',
        '¿Qué conectarías después a {feature}? Te leemos.',
        '¿Ya has probado {feature} en {name}? Cuéntanos qué encontraste.',
        '¿Dudas sobre {feature}? Déjalas en las respuestas.',
        '{feature}, {feature2}, {feature3}: ¿cuál usas más?',
      ],
      i: [
        'Si solo pudiera activar una función, ¿sería {feature} o sería {feature2}?',
        '¿Cómo se resuelve hoy el trabajo de {feature}? Lo leo en los comentarios.',
        '¿Qué debería conectar después a {feature}? Acepto ideas.',
        '¿Alguien ha probado ya {feature} en {name}? Quiero saber qué encontró.',
        '{feature}, {feature2}, {feature3}: ¿cuál se usa más en tu equipo?',
      ],
    },
    subjects: {
      n: ['Dentro de {name}: {feature}', '{feature}, en dos minutos', 'Una guía rápida de {feature}', 'Planes de {name}: {item}, {price}', '{offer}', 'De {feature} a {feature2}: recorrido rápido', 'Primeros pasos con {feature}'],
    },
    heroes: {
      n: ['{feature} para {audience}', '{feature}, {feature2} y más, en una sola herramienta', '{headline}', '{name}: {feature}', '{feature}, dentro de {name}'],
    },
    ctas: ['Empezar ahora', 'Crear cuenta', 'Ver planes', 'Solicitar demo'],
    hashtags: ['SaaS', 'Productividad', 'TransformaciónDigital', 'Software', 'Startups', 'B2B'],
    emoji: ['💻', '🚀', '⚙️', '📊', '🧩'],
    competitorInsight:
      'Quien compra software compara herramientas una al lado de otra: una página de precios pública y una prueba sin llamada comercial acortan mucho la decisión.',
    adPlatforms: ['Google Search', 'LinkedIn', 'Facebook e Instagram (remarketing)', 'YouTube'],
    dailyBudget: 40,
  },
  food: {
    hooks: {
      n: [
        'En la carta de {name}: {feature}.',
        '¿Antojo de {feature}?',
        'En {place}, para {feature} hay un nombre: {name}.',
        '{item} en {name}: {price}. ¿Quién se apunta?',
        '¿Con hambre? Horario de {name}: {schedule}',
        '{offer} en {name}.',
        'Tres razones para venir con hambre: {feature}, {feature2}, {feature3}.',
        '{feature}, como se hace en {name}.',
        'Un buen plan: {feature}.',
      ],
      w: ['De nuestra cocina: {feature}.'],
      u: ['¿Ya probó {feature}?', 'Si pasa por {place}, no se vaya sin probar {feature}.', '¿Qué pedir en {name}? Empiece por {feature}.'],
      t: ['¿Ya probaste {feature}?', 'Si pasas por {place}, no te vayas sin probar {feature}.', '¿Qué pedir en {name}? Empieza por {feature}.'],
      i: ['De mi cocina: {feature}.', 'Lo que preparo en {place}: {feature}.', '¿Qué pedir en {name}? Yo empezaría por {feature}.'],
    },
    engagement: {
      u: [
        '¿Es usted más de {feature} o más de {feature2}?',
        'Etiquete a la persona con la que compartiría {feature}.',
        '¿Con qué acompañaría {feature}? Le leemos.',
        'Además de {feature}, ¿qué pide siempre en {name}? Cuéntenoslo abajo.',
        '{feature}, {feature2}, {feature3}: ¿con cuál empieza?',
        '¿Ha probado {feature} en {name}? Cuéntenos qué le pareció.',
      ],
      t: [
        '¿Eres más de {feature} o más de {feature2}?',
        'Etiqueta a la persona con la que compartirías {feature}.',
        '¿Con qué acompañarías {feature}? Te leemos.',
        'Además de {feature}, ¿qué pides siempre en {name}? Cuéntanoslo abajo.',
        '{feature}, {feature2}, {feature3}: ¿con cuál empiezas?',
        '¿Has probado {feature} en {name}? Cuéntanos qué te pareció.',
      ],
      i: [
        '¿Más de {feature} o más de {feature2}? Lo leo todo en los comentarios.',
        'Etiqueta a la persona con la que compartirías {feature}.',
        '¿Con qué acompañarías {feature}? Acepto sugerencias.',
        '{feature}, {feature2}, {feature3}: ¿con cuál empezarías?',
        '¿Qué debería preparar después de {feature}? Lo leo todo.',
      ],
    },
    subjects: {
      n: ['En la carta: {feature}', '{feature} en {name}', 'Qué pedir: {feature}, {feature2}', '{item} por {price} en {name}', '{offer}', 'Horario de {name}: {schedule}', 'Una mesa en {place}: {name}'],
    },
    heroes: {
      n: ['{feature} en {place}', '{feature}, de la cocina de {name}', '{headline}', '{feature}, {feature2} y más en {place}', '{name}: {feature}'],
      u: ['Venga con hambre: {feature} en {place}'],
      t: ['Ven con hambre: {feature} en {place}'],
    },
    ctas: ['Reservar mesa', 'Ver la carta', 'Hacer un pedido', 'Cómo llegar'],
    hashtags: ['Gastronomía', 'ComidaCasera', 'Foodie', 'BuenProvecho', 'ComerBien', 'ComidaRica'],
    emoji: ['🍽️', '😋', '☕', '🥘', '🍷'],
    competitorInsight:
      'Entre locales cercanos gana quien tiene mejores fotos y reseñas: platos reales y recientes, horario al día y un botón visible para reservar o pedir deciden la mayoría de visitas.',
    adPlatforms: ['Instagram', 'Facebook (radio local)', 'Google Maps y búsqueda local', 'TikTok'],
    dailyBudget: 15,
  },
  professional: {
    hooks: {
      n: [
        '{feature}: lo que conviene saber antes de empezar.',
        '{item} en {name}: {price}.',
        'Honorarios en {name}: {item}, {price}.',
        'Asesoramiento en {place}: {feature}.',
        '{name} para {audience}: {feature}.',
        'Un primer paso con {name}: {offer}',
        'Tres áreas de {name}: {feature}, {feature2}, {feature3}.',
        'Con {feature}, lo primero son los hechos.',
        'Horario de atención de {name}: {schedule}',
        'Sin tecnicismos: {feature}.',
      ],
      w: ['En {name} nos ocupamos de {feature}.', 'Lo que más nos preguntan en {name} sobre {feature}.'],
      u: ['¿Está pensando en {feature}? Así trabajamos en {name}.', 'Antes de firmar nada, pregúntenos por {feature}.'],
      t: ['¿Estás pensando en {feature}? Así trabajamos en {name}.', 'Antes de firmar nada, pregúntanos por {feature}.'],
      i: ['Lo que más me preguntan sobre {feature}.', 'Me ocupo de {feature} en {place}.', 'Así abordo {feature} con cada cliente.'],
    },
    engagement: {
      u: [
        '¿Qué le genera más dudas: {feature} o más bien {feature2}?',
        '¿Tiene una pregunta sobre {feature}? Déjela en los comentarios.',
        '¿Qué querría saber antes de empezar con {feature}? Cuéntenoslo.',
        '¿Dudas sobre {feature}? Escríbalas aquí: {name} le responde.',
        '¿Le toca ocuparse de {feature} este año? Cuéntenoslo.',
      ],
      t: [
        '¿Qué te genera más dudas: {feature} o más bien {feature2}?',
        '¿Tienes una pregunta sobre {feature}? Déjala en los comentarios.',
        '¿Qué querrías saber antes de empezar con {feature}? Cuéntanoslo.',
        '¿Dudas sobre {feature}? Escríbelas aquí: {name} te responde.',
        '¿Te toca ocuparte de {feature} este año? Cuéntanoslo.',
      ],
      i: [
        '¿Tiene una pregunta sobre {feature}? Déjela en los comentarios y la respondo.',
        '¿Qué querría saber antes de empezar con {feature}? Lo leo todo.',
        '¿Qué tema explico después: {feature2} o más sobre {feature}?',
        '¿Dudas sobre {item}? Escríbalas aquí.',
        '¿Ha tenido que ocuparse alguna vez de {feature}? ¿Qué fue lo más difícil?',
      ],
    },
    subjects: {
      n: ['{feature} en {name}, paso a paso', '{feature}: lo primero que conviene saber', 'Honorarios en {name}: {item}, {price}', '{offer}', '{feature}, {feature2}: lo esencial', 'Asesoramiento en {place}: {feature}'],
      u: ['Sus preguntas sobre {feature}'],
      t: ['Tus preguntas sobre {feature}'],
      i: ['Preguntas frecuentes sobre {feature}'],
    },
    heroes: {
      n: ['{feature} en {place}', 'Asesoramiento en {feature}, {feature2} y más', '{headline}', '{feature} para {audience}', '{name}: {feature}'],
    },
    ctas: ['Pedir cita', 'Solicitar consulta', 'Contactar', 'Ver honorarios'],
    hashtags: ['Asesoramiento', 'ServiciosProfesionales', 'Pymes', 'Asesoría', 'Consultoría'],
    emoji: ['📋', '🤝', '📞', '📊', '💼'],
    competitorInsight:
      'Los clientes comparan asesores por claridad antes que por precio: decir qué cuesta, cuál es el primer paso y con quién van a trabajar elimina la mayor parte de las dudas.',
    adPlatforms: ['Google Search', 'LinkedIn', 'Facebook (radio local)'],
    dailyBudget: 30,
  },
  retail: {
    hooks: {
      n: [
        'En {name}: {feature}.',
        '{item}, {price}, en {name}.',
        '{offer} en {name}.',
        'Desde la tienda de {place}: {feature}.',
        'Horario de la tienda en {place}: {schedule}',
        'Una elección para {audience}: {feature}.',
        'De cerca: {feature}.',
        'Para regalar o para darse un capricho: {feature}.',
        'Dos propuestas de {name}: {feature}, {feature2}.',
      ],
      w: ['De nuestra colección: {feature}.', 'Hoy le ponemos la lupa a {feature}.'],
      u: ['¿Buscaba {feature}? Mire en {name}.', 'Fíjese en los detalles de {feature}.'],
      t: ['¿Buscabas {feature}? Mira en {name}.', 'Fíjate en los detalles de {feature}.'],
      i: ['Mi selección: {feature}.', 'En mi tienda: {feature}.'],
    },
    engagement: {
      u: [
        '{feature}, {feature2}, {feature3}: ¿cuál se lleva?',
        '¿Con cuál se queda: con {feature} o con {feature2}?',
        '¿A quién le regalaría {feature}? Etiquete a esa persona.',
        '¿Cómo combinaría {feature}? Enséñenoslo en los comentarios.',
        'Del 1 al 10, ¿cuánto le gusta {feature}?',
      ],
      t: [
        '{feature}, {feature2}, {feature3}: ¿cuál te llevas?',
        '¿Con cuál te quedas: con {feature} o con {feature2}?',
        '¿A quién le regalarías {feature}? Etiqueta a esa persona.',
        '¿Cómo combinarías {feature}? Enséñanoslo en los comentarios.',
        'Del 1 al 10, ¿cuánto te gusta {feature}?',
      ],
      i: [
        '¿Con cuál te quedas: con {feature} o con {feature2}?',
        '¿A quién le regalarías {feature}? Etiqueta a esa persona.',
        '¿Qué debería hacer después de {feature}? Leo todas las ideas.',
        '¿Cómo combinarías {feature}? Enséñamelo en los comentarios.',
        'Del 1 al 10, ¿cuánto te gusta {feature}?',
      ],
    },
    subjects: {
      n: ['En {name}: {feature}', '{item} por {price}', '{offer}', '{feature}, {feature2}: en {name}', 'Desde {place}: {feature}', 'De cerca: {feature}'],
      u: ['Una idea para usted: {feature}', '¿Sigue pensando en {feature}?'],
      t: ['Una idea para ti: {feature}', '¿Sigues pensando en {feature}?'],
      i: ['Mi selección de hoy: {feature}'],
    },
    heroes: {
      n: ['{feature}, desde {place}', '{feature}, {feature2} y más', '{headline}', '{name}: {feature}', '{item} por {price}'],
    },
    ctas: ['Comprar ahora', 'Ver la colección', 'Hacer un pedido', 'Visitar la tienda'],
    hashtags: ['CompraLocal', 'ComercioLocal', 'TiendaOnline', 'IdeasDeRegalo', 'ApoyaLoLocal'],
    emoji: ['🛍️', '✨', '📦', '🎁', '🏷️'],
    competitorInsight:
      'Quien compra compara envío y devoluciones tanto como el precio: indique los gastos de envío y las condiciones de devolución junto a cada precio.',
    adPlatforms: ['Instagram', 'Facebook', 'Google Shopping', 'Pinterest', 'TikTok'],
    dailyBudget: 25,
  },
  nonprofit: {
    hooks: {
      n: [
        'Esto es {feature}, una de las formas de trabajar de {name}.',
        'Parte del trabajo de {name}: {feature}.',
        'En {place}, {name} impulsa {feature}.',
        'Cómo ayudar: {offer}',
        'Fechas de {name}: {schedule}',
        '{item}: {price}. Así se traduce cada aporte.',
        '{name} trabaja con {audience}: {feature}.',
        'Tres frentes de {name}: {feature}, {feature2}, {feature3}.',
        '{feature}, por dentro: así trabaja {name}.',
      ],
      w: ['En {place} trabajamos en {feature}.', 'Desde el equipo de {name}: {feature}.'],
      u: ['Le presentamos {feature}.', 'Con su ayuda, llegamos más lejos con {feature}.'],
      t: ['Te presentamos {feature}.', 'Con tu ayuda, llegamos más lejos con {feature}.'],
      i: ['Lo que hago en {place}: {feature}.', 'Por qué dedico mi tiempo a {feature}.'],
    },
    engagement: {
      u: [
        '¿Ha participado en {feature}? Comparta su historia abajo.',
        '¿Cómo le gustaría ayudar? ¿Con {feature}? ¿Con {feature2}?',
        '¿Conoce a alguien que querría sumarse a {feature}? Nómbrelo en los comentarios.',
        '¿Qué debería saber la gente de {place} sobre {name}? Cuéntenoslo.',
        '¿Preguntas sobre {feature}? Déjelas aquí.',
      ],
      t: [
        '¿Has participado en {feature}? Comparte tu historia abajo.',
        '¿Cómo te gustaría ayudar? ¿Con {feature}? ¿Con {feature2}?',
        '¿Conoces a alguien que querría sumarse a {feature}? Nómbralo en los comentarios.',
        '¿Qué debería saber la gente de {place} sobre {name}? Cuéntanoslo.',
        '¿Preguntas sobre {feature}? Déjalas aquí.',
      ],
      i: [
        '¿Ha participado en {feature}? Me encantaría leer su historia.',
        '¿Cómo le gustaría ayudar? ¿Con {feature}? ¿Con {feature2}?',
        '¿Conoce a alguien que querría sumarse a {feature}? Nómbrelo en los comentarios.',
        '¿Preguntas sobre {feature}? Las respondo aquí.',
        '¿Qué debería contar después sobre {feature2}?',
      ],
    },
    subjects: {
      n: ['{feature}, por dentro', 'Lo que hace posible {price}: {item}', '{offer}', '{feature}, {feature2}: cómo van', 'Noticias de {name} en {place}', 'Fechas para sumarse: {schedule}'],
      u: ['Le presentamos {feature}'],
      t: ['Te presentamos {feature}'],
      i: ['Por qué {feature}'],
    },
    heroes: {
      n: ['{feature} en {place}', '{headline}', '{feature}, {feature2} y más', '{name}: {feature}'],
      u: ['Apoye {feature} en {place}'],
      t: ['Apoya {feature} en {place}'],
    },
    ctas: ['Donar ahora', 'Quiero ayudar', 'Hacerse voluntario', 'Colaborar'],
    hashtags: ['Solidaridad', 'Voluntariado', 'ONG', 'SinÁnimoDeLucro', 'CausasSociales'],
    emoji: ['💚', '🤝', '🌍', '🙌', '💛'],
    competitorInsight:
      'Los donantes comparan transparencia: mostrar qué paga cada aportación, con las cifras de la propia entidad, recauda más que los llamamientos generales.',
    adPlatforms: ['Google Ad Grants', 'Facebook', 'Instagram'],
    dailyBudget: 10,
  },
  creative: {
    hooks: {
      n: [
        'Trabajo de {name}: {feature}.',
        'Detrás del proyecto: {feature}.',
        'Desde el estudio en {place}: {feature}.',
        '{feature}, de la idea al resultado.',
        'Tarifas de {name}: {item}, {price}.',
        'Dos caras de {name}: {feature}, {feature2}.',
        'Desde el estudio: {offer}',
        'Fechas de {name}: {schedule}',
        'Para {audience}: {feature}.',
        '¿Qué hay dentro de {feature}?',
        'El proceso detrás de {feature}, paso a paso.',
      ],
      w: ['Así abordamos {feature} en {name}.'],
      i: ['Así abordo {feature}.', 'Desde mi mesa de trabajo: {feature}.', 'Un proyecto que me enorgullece: {feature}.'],
    },
    engagement: {
      n: ['A: {feature}. B: {feature2}. ¿A o B?'],
      u: [
        'Si tuviera que describir {feature} con una palabra, ¿cuál sería?',
        '¿Qué esperaría de {feature}? Cuéntenoslo en los comentarios.',
        '¿Conoce a alguien que esté planeando {feature}? Etiquételo.',
        '¿Dudas sobre {feature}? Pregunte abajo.',
      ],
      t: [
        '¿Qué esperarías de {feature}? Cuéntanoslo en los comentarios.',
        '¿Conoces a alguien que esté planeando {feature}? Etiquétalo.',
        '¿Dudas sobre {feature}? Pregunta abajo.',
        'Si tuvieras que describir {feature} con una palabra, ¿cuál sería?',
      ],
      i: [
        '¿Qué proyecto enseño después: {feature2} o más de {feature}?',
        '¿Qué esperarías de {feature}? Lo leo todo.',
        '¿Dudas sobre mi proceso en {feature}? Pregunta abajo.',
        'Si tuvieras que describir {feature} con una palabra, ¿cuál sería?',
      ],
    },
    subjects: {
      n: ['El trabajo detrás de {feature}', 'Detrás de {feature}', '{feature}, {feature2}: lo último de {name}', 'Tarifas de {name}: {item}, {price}', '{offer}', 'Fechas de {name}: {schedule}', 'Desde el estudio en {place}'],
    },
    heroes: {
      n: ['{feature} en {place}', '{feature}, {feature2} y más', '{headline}', '{name}: {feature}', '{feature}, por {name}'],
    },
    ctas: ['Empezar un proyecto', 'Ver proyectos', 'Pedir presupuesto', 'Hablemos'],
    hashtags: ['Creatividad', 'DiseñoGráfico', 'Branding', 'EstudioCreativo', 'Ilustración'],
    emoji: ['🎨', '📸', '✨', '🖌️', '🎬'],
    competitorInsight:
      'Los clientes deciden ante un portafolio en segundos: los tres primeros proyectos que se ven, cada uno con el problema del cliente en una línea, traen la mayoría de los encargos.',
    adPlatforms: ['Instagram', 'LinkedIn', 'Pinterest', 'Google Search'],
    dailyBudget: 15,
  },
  health: {
    hooks: {
      n: [
        '¿Qué pasa en una sesión de {feature}?',
        'Sesiones en {name}: {feature}.',
        '{feature} en {place}, con {name}.',
        '{item} en {name}: {price}.',
        'Antes de reservar, bueno saberlo: {offer}',
        'Horarios de {name}: {schedule}',
        'Pensando en {audience}: {feature}.',
        'Lo que hay que saber sobre {feature} antes de empezar.',
        'Tres maneras de cuidarse en {name}: {feature}, {feature2}, {feature3}.',
      ],
      w: ['En nuestro centro de {place}: {feature}.'],
      u: ['¿Ha pensado alguna vez en {feature}?', '¿Primera vez con {feature}? Empiece por aquí.'],
      t: ['¿Has pensado alguna vez en {feature}?', '¿Primera vez con {feature}? Empieza por aquí.'],
      i: ['En mi consulta de {place}: {feature}.', 'Así trabajo {feature} con cada persona.'],
    },
    engagement: {
      u: [
        '¿Por cuál empezaría, por {feature} o por {feature2}?',
        '¿Ha probado {feature}? Cuéntenos cómo le fue.',
        '¿Qué le gustaría saber antes de su primera sesión de {feature}? Pregunte abajo.',
        '¿Conoce a alguien que debería saber de {feature}? Etiquete a esa persona.',
        '¿Mañana o tarde para {feature}? Díganoslo en los comentarios.',
      ],
      t: [
        '¿Por cuál empezarías, por {feature} o por {feature2}?',
        '¿Has probado {feature}? Cuéntanos cómo te fue.',
        '¿Qué te gustaría saber antes de tu primera sesión de {feature}? Pregunta abajo.',
        '¿Conoces a alguien que debería saber de {feature}? Etiqueta a esa persona.',
        '¿Mañana o tarde para {feature}? Dínoslo en los comentarios.',
      ],
      i: [
        '¿Qué le gustaría saber antes de su primera sesión de {feature}? Respondo abajo.',
        '¿Ha probado {feature}? Me interesa saber cómo le fue.',
        '¿Mañana o tarde para {feature}? Lo tengo en cuenta para los horarios.',
        '¿Sobre qué escribo después: {feature2} o más de {feature}?',
        '¿Dudas sobre {feature}? Déjelas en los comentarios.',
      ],
    },
    subjects: {
      n: ['{feature} en {name}: cómo es una sesión', '{item} en {name}: {price}', '{offer}', 'Horarios de {name}: {schedule}', '{feature}, {feature2}: por dónde empezar', 'En {place}: {feature}'],
      u: ['Su primera sesión de {feature}'],
      t: ['Tu primera sesión de {feature}'],
      i: ['Antes de su primera sesión de {feature}'],
    },
    heroes: {
      n: ['{feature} en {place}', '{headline}', '{name}: {feature}', '{feature} para {audience}'],
      u: ['{feature}, {feature2} y más para su bienestar'],
      t: ['{feature}, {feature2} y más para tu bienestar'],
    },
    ctas: ['Pedir cita', 'Reservar sesión', 'Ver horarios', 'Contactar'],
    hashtags: ['Bienestar', 'VidaSana', 'Salud', 'Autocuidado', 'HábitosSaludables'],
    emoji: ['🌿', '🧘', '💪', '✨', '🤍'],
    competitorInsight:
      'La gente elige un centro por confianza y por lo fácil que es reservar: perfiles del equipo con su formación, precios claros y reserva online pesan más que cualquier eslogan.',
    adPlatforms: ['Instagram', 'Facebook (radio local)', 'Google Search', 'TikTok'],
    dailyBudget: 15,
  },
  education: {
    hooks: {
      n: [
        'Lo que se aprende en {feature}.',
        'Un curso de {name}: {feature}.',
        'Precios de {name}: {item}, {price}.',
        'Próximas fechas: {schedule}',
        '{offer}',
        'Aprender en {place}: {feature}.',
        'Dos maneras de empezar en {name}: {feature}, {feature2}.',
        'Para {audience}: {feature}, paso a paso.',
        'En el aula de {name}: {feature}.',
        'Pregunta de examen: ¿qué sabe de {feature}?',
      ],
      u: ['¿Le ronda la idea de {feature}? Esto es lo que ofrece {name}.', 'Tres cosas que se llevará de {name}: {feature}, {feature2}, {feature3}.'],
      t: ['¿Te ronda la idea de {feature}? Esto es lo que ofrece {name}.', 'Tres cosas que te llevarás de {name}: {feature}, {feature2}, {feature3}.'],
      i: ['Lo que enseño en {place}: {feature}.', 'Así preparo cada clase de {feature}.'],
    },
    engagement: {
      u: [
        '¿Qué estudiaría primero: {feature} o más bien {feature2}?',
        '¿Ha hecho {feature}? Cuéntenos qué se le quedó.',
        '¿Algo que no le queda claro de {feature}? Pregunte abajo.',
        '¿Conoce a alguien que disfrutaría con {feature}? Etiquételo.',
        'Comparta un consejo para quien empieza con {feature}.',
      ],
      t: [
        '¿Qué estudiarías primero: {feature} o más bien {feature2}?',
        '¿Has hecho {feature}? Cuéntanos qué se te quedó.',
        '¿Algo que no te queda claro de {feature}? Pregunta abajo.',
        '¿Conoces a alguien que disfrutaría con {feature}? Etiquétalo.',
        'Comparte un consejo para quien empieza con {feature}.',
      ],
      i: [
        '¿Qué le gustaría que explicara después de {feature}?',
        '¿Dudas sobre {feature}? Las respondo abajo.',
        'Un consejo para quien empieza con {feature}: ¿cuál sería el suyo?',
        '¿Qué le costó más al empezar con {feature}?',
        '¿Conoce a alguien que disfrutaría con {feature}? Etiquételo.',
      ],
    },
    subjects: {
      n: ['Por dentro: {feature}', 'Aprender con {name}: {feature}', '{item}: {price}', 'Próximas fechas: {schedule}', '{offer}', 'Para empezar: {feature} o más bien {feature2}', 'Aprender en {place}: {feature}'],
    },
    heroes: {
      n: ['Formación en {feature}, en {place}', '{feature}, {feature2} y más', '{headline}', '{name}: {feature}', '{feature} para {audience}'],
    },
    ctas: ['Inscribirse', 'Ver los cursos', 'Reservar plaza', 'Pedir información'],
    hashtags: ['Educación', 'Formación', 'Aprendizaje', 'AprendizajeContinuo', 'Estudiantes'],
    emoji: ['🎓', '📚', '✏️', '💡', '🧠'],
    competitorInsight:
      'Quien se apunta a un curso compara qué sabrá hacer al terminar: el programa, las fechas y una clase de prueba convierten mejor que una lista de módulos.',
    adPlatforms: ['Google Search', 'YouTube', 'Facebook e Instagram', 'TikTok'],
    dailyBudget: 20,
  },
  local: {
    hooks: {
      n: [
        'Vecinos de {place}: {feature}.',
        '{feature}, a cargo de {name}.',
        '¿Cuánto cuesta? {item}: {price}.',
        '{offer}',
        '¿Cuándo localizar a {name}? {schedule}',
        'Qué incluye un trabajo de {feature} en {name}.',
        'Tres servicios de {name}: {feature}, {feature2}, {feature3}.',
        'Para {audience} en {place}: {feature}.',
        '¿Toca {feature}?',
      ],
      w: ['{feature}: de eso nos ocupamos en {name}.', 'Trabajamos en {place}: {feature}.'],
      u: ['¿Necesita {feature} en {place}? Llame a {name}.', '¿Está por {place}? Pregunte a {name} por {feature}.'],
      t: ['¿Necesitas {feature} en {place}? Llama a {name}.', '¿Estás por {place}? Pregunta a {name} por {feature}.'],
      i: ['{feature}: de eso me ocupo en {place}.', 'Manos a la obra: {feature}.', 'Así hago {feature}, paso a paso.'],
    },
    engagement: {
      u: [
        '¿Qué va antes en su lista: {feature} o más bien {feature2}?',
        '¿Tiene {feature} en la lista de pendientes? Cuéntenoslo.',
        '¿Algún truco casero para {feature}? Compártalo.',
        '¿Conoce a alguien en {place} que necesite {feature}? Etiquételo.',
        '¿Qué preguntaría antes de contratar {feature}? Déjelo abajo.',
      ],
      t: [
        '¿Qué va antes en tu lista: {feature} o más bien {feature2}?',
        '¿Tienes {feature} en la lista de pendientes? Cuéntanoslo.',
        '¿Algún truco casero para {feature}? Compártelo.',
        '¿Conoces a alguien en {place} que necesite {feature}? Etiquétalo.',
        '¿Qué preguntarías antes de contratar {feature}? Déjalo abajo.',
      ],
      i: [
        '¿Qué va antes en su lista: {feature} o más bien {feature2}?',
        '¿Tiene {feature} en la lista de pendientes? Cuéntemelo.',
        '¿Algún truco casero para {feature}? Lo leo todo.',
        '¿Conoce a alguien en {place} que necesite {feature}? Etiquételo.',
        '¿Qué preguntaría antes de contratar {feature}? Lo respondo abajo.',
      ],
    },
    subjects: {
      n: ['{feature} en {place}', '{feature} con {name}, paso a paso', '{item}: {price}', '{offer}', '¿Cuándo localizar a {name}? {schedule}', '{feature}, {feature2}: con {name}', '¿Toca {feature}?'],
    },
    heroes: {
      n: ['{feature} en {place}', '{feature}, {feature2} y más', '{headline}', '{name}: {feature}', '{feature}, a cargo de {name}'],
    },
    ctas: ['Pedir presupuesto', 'Reservar cita', 'Llamar ahora', 'Solicitar visita'],
    hashtags: ['NegocioLocal', 'ComercioDeProximidad', 'ServicioLocal', 'ApoyaLoLocal'],
    emoji: ['🛠️', '🏡', '📞', '⭐', '📍'],
    competitorInsight:
      'El cliente local elige a quien contesta primero y da confianza: reseñas, un teléfono a la vista y las zonas en las que trabaja deben verse sin hacer scroll.',
    adPlatforms: ['Google Search y Servicios Locales', 'Facebook (radio local)', 'Google Maps'],
    dailyBudget: 20,
  },
  general: {
    hooks: {
      n: [
        'Sobre {name}: {feature}.',
        '{feature}, de cerca.',
        'Desde {name} en {place}: {feature}.',
        '{item} en {name}: {price}.',
        '{offer}',
        'Fechas para apuntar: {schedule}',
        'Pensado para {audience}: {feature}.',
        'Qué significa {feature} en {name}.',
        'Merece un vistazo en {name}: {feature}.',
        '{headline}',
        '{feature}: la versión corta.',
      ],
      w: ['Tres cosas que hacemos en {name}: {feature}, {feature2}, {feature3}.'],
      i: ['Mi día a día en {place}: {feature}.'],
    },
    engagement: {
      n: ['¿Qué llama más la atención de esta lista: {feature}, {feature2}, {feature3}?'],
      u: [
        '¿Ha probado {feature}? Cuéntenoslo en los comentarios.',
        '¿Preguntas sobre {feature}? Déjelas abajo.',
        '¿Quién debería conocer {feature}? Etiquételo.',
        '¿Qué le preguntaría a {name} sobre {feature}? Escríbalo aquí.',
      ],
      t: [
        '¿Has probado {feature}? Cuéntanoslo en los comentarios.',
        '¿Preguntas sobre {feature}? Déjalas abajo.',
        '¿Quién debería conocer {feature}? Etiquétalo.',
        '¿Qué le preguntarías a {name} sobre {feature}? Escríbelo aquí.',
      ],
      i: ['¿Preguntas sobre {feature}? Las respondo abajo.', '¿Quién debería conocer {feature}? Etiquételo.', '¿Qué le gustaría que contara sobre {feature}?', '¿Ha probado {feature}? Me encantaría saberlo.'],
    },
    subjects: {
      n: ['Una mirada a {feature}', 'Noticias de {name}: {feature}', '{item}: {price}', '{offer}', 'Fechas para apuntar: {schedule}', '{feature}, {feature2}', 'Desde {name} en {place}'],
    },
    heroes: {
      n: ['{headline}', '{feature} en {place}', '{feature}, {feature2} y más', '{name}: {feature}'],
    },
    ctas: ['Más información', 'Contactar', 'Visitar la web', 'Suscribirse'],
    hashtags: ['PequeñaEmpresa', 'Emprendimiento', 'Comunidad', 'Pymes'],
    emoji: ['✨', '👉', '📣', '🤝'],
    competitorInsight:
      'Los sitios de un mismo sector suelen sonar igual: los datos concretos (precios, lugares, fechas, nombres) son lo que hace que un visitante recuerde este.',
    adPlatforms: ['Google Search', 'Facebook', 'Instagram'],
    dailyBudget: 15,
  },
};

type PartsRole = 'hooks' | 'engagement' | 'subjects' | 'heroes';
const partsRoles: PartsRole[] = ['hooks', 'engagement', 'subjects', 'heroes'];

function baseTrade(p: TradeParts): TradeBank {
  return {
    hooks: usted(p.hooks),
    engagement: usted(p.engagement),
    subjects: usted(p.subjects),
    heroes: usted(p.heroes),
    ctas: p.ctas,
    hashtags: p.hashtags,
    emoji: p.emoji,
    competitorInsight: p.competitorInsight,
    adPlatforms: p.adPlatforms,
    dailyBudget: p.dailyBudget,
  };
}

function variantTrades(pick: (p: Parts) => Frame[], include: (p: Parts) => boolean): Partial<Record<Trade, Partial<TradeBank>>> {
  const out: Partial<Record<Trade, Partial<TradeBank>>> = {};
  for (const [trade, parts] of Object.entries(tradeParts) as Array<[Trade, TradeParts]>) {
    const frames: Partial<TradeBank> = {};
    for (const role of partsRoles) if (include(parts[role])) frames[role] = pick(parts[role]);
    if (Object.keys(frames).length > 0) out[trade] = frames;
  }
  return out;
}

const casual: BankVariant = {
  common: {
    ...listRoles(tu, hasCasual),
    greetingFormal: '¡Hola!',
    signOffFormal: 'Un abrazo,',
  },
  trades: variantTrades(tu, hasCasual),
};

const firstPerson: BankVariant = {
  common: {
    ...listRoles(yo, hasFirstPerson),
    teamSignature: '{name}',
  },
  trades: variantTrades(yo, hasFirstPerson),
};

export const es: LanguageBank = {
  language: 'es',
  common: {
    ...(listRoles(usted) as Pick<CommonFrames, ListRole>),
    greetingFormal: 'Buenos días:',
    greetingCasual: '¡Hola!',
    signOffFormal: 'Un cordial saludo,',
    signOffCasual: '¡Hasta pronto!',
    teamSignature: 'El equipo de {name}',
    noTestimonialAdvice:
      'No hemos encontrado ninguna opinión de clientes en {domain}. Pida a un cliente satisfecho dos frases sobre lo que consiguió con usted, con su nombre y su ciudad, y colóquelas justo debajo de sus servicios.',
  },
  words: {
    and: 'y',
    linkInBio: 'enlace en la bio',
    for: 'para',
    fitsLimit: '{length}/{limit} caracteres',
    budgetTips: [
      'Empiece con unos {budget} al día en {platform} durante 7 días antes de sacar conclusiones: es lo que la red necesita para aprender.',
      'Reparta el presupuesto de la primera semana entre los titulares de este kit y pase después la mayor parte al que tenga mejor tasa de clics.',
      'Reserve unos {retargetBudget} al día para volver a impactar a quien ya visitó {domain}: convierte más que el público nuevo.',
      'Pause cualquier anuncio que gaste {pauseBudget} sin un resultado y pase ese dinero al anuncio que funciona.',
    ],
    emailTips: [
      'Envíe el primer correo de bienvenida justo después del alta, cuando {name} todavía está presente en la mente del lector.',
      'Pruebe dos asuntos con una pequeña parte de su lista: «{subject}» y «{subject2}». Envíe el ganador al resto.',
      'Una sola llamada a la acción por correo («{cta}»), repetida como botón y como enlace de texto.',
      'Escriba un texto de vista previa que continúe el asunto en lugar de repetirlo.',
      'Escriba por separado a los nuevos suscriptores y a los clientes de siempre, para que cada correo hable a cada uno desde donde está.',
    ],
    adAudiences: [
      'Personas interesadas en {keyword}',
      'Personas interesadas en {feature}',
      'Personas a menos de 15 km de {place}',
      'Visitantes de {domain} en los últimos 30 días (remarketing)',
      'Público similar (1 %) a sus mejores clientes',
      '{audience}',
    ],
    checklist: {
      facebook: [
        'Texto principal, «{primaryText}»: {primaryFit}',
        'Titular, «{headline}»: {headlineFit}',
        'Use como imagen una foto de {domain} o un flyer de este kit, con poco texto encima',
        'Botón: «{cta}», con enlace a {url}',
        'Instale el píxel de Meta en {domain} antes del lanzamiento para medir resultados',
      ],
      google: [
        'Titular, «{headline}»: {headlineFit}',
        'Descripción, «{description}»: {descriptionFit}',
        'Añada entre 10 y 15 titulares y 4 descripciones al anuncio de búsqueda adaptable; {headlineCount} de este kit caben en 30 caracteres',
        'Use la palabra clave «{keyword}» en al menos dos titulares',
        'Añada un enlace de sitio a la página sobre {feature}',
      ],
      linkedin: [
        'Texto de introducción, «{intro}»: {introFit}',
        'Titular, «{headline}»: {headlineFit}',
        'Segmente por función y tamaño de empresa que coincidan con sus compradores',
        'Use un formulario de contacto con 3 campos como máximo',
      ],
      tiktok: [
        'Texto del anuncio, «{adText}»: {adTextFit}',
        'Muestre {feature} en los 2 primeros segundos',
        'Grabe en vertical (9:16) y añada subtítulos: la mayoría lo ve sin sonido',
      ],
    },
    sendTimes: ['martes, 10:00', 'jueves, 14:00', 'sábado, 9:00'],
    observations: {
      manyCtas: 'La página ofrece {count} llamadas a la acción distintas ({ctas}); una sola acción principal por sección convierte mejor.',
      noCta: 'No hemos encontrado en la página un botón claro de llamada a la acción; coloque «{cta}» en la parte que se ve sin hacer scroll.',
      hasProof: 'La página ya muestra palabras de clientes; repítalas en anuncios y correos, donde la mayoría de la competencia no muestra ninguna.',
      noProof: 'No hemos encontrado testimonios en la página; una cita de un cliente con su nombre es una de las formas más baratas de destacar.',
      notFetched: 'No se pudo leer el sitio, así que este kit se basa solo en su dirección; vuelva a generarlo cuando {domain} esté accesible.',
      topTerms: 'Los términos más usados en la página son {terms}; puje por las mismas palabras con las que su página ya aparece en las búsquedas.',
    },
  },
  trades: Object.fromEntries(Object.entries(tradeParts).map(([trade, parts]) => [trade, baseTrade(parts)])) as Record<Trade, TradeBank>,
  casual,
  firstPerson,
};
