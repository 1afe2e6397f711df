import { audiencePhrase, buildSiteModel, parseInstructions, readCampaign, readPage, type UserInstructions, type WriterBrief } from '@sitespark/site-model';

/**
 * Made-up Spanish small businesses (a bakery, a physio, a law office, a shoe shop, a kayak tour, a
 * yoga teacher who writes as "yo", a hair salon with no brief), each a page and its owner's brief,
 * read the way the product reads them.
 */
export interface EsSite {
  key: string;
  name: string;
  url: string;
  html: string;
  prompt: string;
  audience: string;
}

const page = (title: string, body: string) => `<!doctype html><html lang="es"><head><title>${title}</title><meta name="description" content=""></head><body>${body}</body></html>`;

export const esSites: EsSite[] = [
  {
    key: 'horno',
    name: 'Horno San Blas',
    url: 'https://hornosanblas.test/',
    html: page(
      'Horno San Blas | Panadería en Zaragoza',
      `<header><h1>Horno San Blas</h1><p>Pan de masa madre y dulces de temporada en el barrio de San Pablo, Zaragoza.</p></header>
      <section><h2>Lo que hacemos</h2>
        <div><h3>Roscón de Reyes</h3><p>Masa de brioche con agua de azahar, relleno de nata o trufa.</p><p>Roscón mediano: 18 €</p></div>
        <div><h3>Pan de masa madre</h3><p>Fermentación lenta de 24 horas y harina ecológica de Aragón.</p></div>
        <div><h3>Trenza de Almudévar</h3><p>Hojaldre trenzado con nueces y pasas, como la de siempre.</p></div>
      </section>
      <section class="testimonials"><h2>Opiniones</h2>
        <blockquote>"El mejor roscón que hemos probado en años, esponjoso y con la nata justa. Repetiremos seguro." <cite>Lucía Ferrer</cite></blockquote>
        <blockquote>"Pan de verdad, del que aguanta tres días. Y el trato en el mostrador es de barrio, de los de antes." <cite>Javier Ortín</cite></blockquote>
      </section>
      <section><p>Pilar Gracia y Tomás Sanz fundaron el horno en 1984.</p></section>
      <footer><p>Calle San Blas 12, Zaragoza</p><a href="/encargos">Haz tu encargo</a></footer>`,
    ),
    prompt: 'Queremos promocionar los roscones de Reyes. Encargos hasta el 4 de enero. Tono cercano, de barrio. Menciona que hacemos masa madre.',
    audience: 'Vecinos del barrio de San Pablo',
  },
  {
    key: 'fisio',
    name: 'Fisioterapia Arnedo',
    url: 'https://fisioarnedo.test/',
    html: page(
      'Fisioterapia Arnedo — Logroño',
      `<h1>Fisioterapia Arnedo</h1><p>Centro de fisioterapia en Logroño para lesiones deportivas, dolor de espalda y recuperación tras cirugía.</p>
      <section><h2>Tratamientos</h2>
        <div><h3>Fisioterapia deportiva</h3><p>Valoración de la lesión y un plan de recuperación adaptado a su deporte.</p></div>
        <div><h3>Punción seca</h3><p>Técnica para aliviar puntos de dolor muscular en pocas sesiones.</p></div>
        <div><h3>Suelo pélvico</h3><p>Tratamiento individual antes y después del parto.</p></div>
      </section>
      <section class="testimonials">
        <blockquote>"Llegué con una tendinitis que no me dejaba correr y en un mes estaba entrenando otra vez. Muy profesionales." <cite>Carlos Medrano</cite></blockquote>
      </section>
      <a href="/cita">Pedir cita</a>`,
    ),
    prompt: 'Promociona la primera sesión de fisioterapia: 20 % de descuento hasta el 30 de noviembre. Tono profesional, de usted. Menciona que tenemos parking y que trabajamos con mutuas.',
    audience: 'Deportistas y oficinistas de Logroño',
  },
  {
    key: 'bufete',
    name: 'Morales Abogados',
    url: 'https://moralesabogados.test/',
    html: page(
      'Morales Abogados | Despacho en Valladolid',
      `<h1>Morales Abogados</h1><p>Despacho de abogados en Valladolid especializado en derecho de familia y sucesiones.</p>
      <section><h2>Áreas</h2>
        <div><h3>Herencias</h3><p>Le acompañamos en la aceptación y el reparto de la herencia, de principio a fin.</p></div>
        <div><h3>Testamentos</h3><p>Redactamos su testamento para que su voluntad quede clara.</p></div>
        <div><h3>Divorcios</h3><p>Divorcios de mutuo acuerdo y contenciosos.</p></div>
      </section>
      <section class="testimonials"><blockquote>"Nos resolvieron la herencia de mi padre con mucha paciencia y explicándolo todo con claridad." <cite>Ana Belén Rojo</cite></blockquote></section>
      <a href="/contacto">Contacto</a>`,
    ),
    prompt: 'Queremos dar a conocer nuestro servicio de herencias y testamentos. Tono serio y formal. Recordar que la primera consulta es gratuita.',
    audience: '',
  },
  {
    key: 'calzados',
    name: 'Calzados Lorea',
    url: 'https://calzadoslorea.test/',
    html: page(
      'Calzados Lorea - Tienda de calzado infantil en Pamplona',
      `<h1>Calzados Lorea</h1><p>Tienda de calzado infantil en Pamplona desde hace tres generaciones.</p>
      <section><h2>Colección</h2>
        <div><h3>Botas de agua</h3><p>De caucho natural, con suela antideslizante. Desde 24 €.</p></div>
        <div><h3>Chubasqueros</h3><p>Ligeros, con capucha y bandas reflectantes.</p></div>
        <div><h3>Zapatillas de casa</h3><p>Forradas y lavables a máquina.</p></div>
      </section>
      <section class="testimonials"><blockquote>"Nos midieron el pie de los dos peques con paciencia infinita. Salimos con las botas perfectas." <cite>Iratxe Goñi</cite></blockquote></section>
      <a href="/tienda">Compra online</a>`,
    ),
    prompt: 'Promociona las botas de agua y los chubasqueros para niños antes del invierno. Tutea al cliente. Menciona el envío a domicilio.',
    audience: 'Familias de Pamplona',
  },
  {
    key: 'kayak',
    name: 'Kayak Maro',
    url: 'https://kayakmaro.test/',
    html: page(
      'Kayak Maro | Rutas en kayak en Nerja',
      `<h1>Kayak Maro</h1><p>Rutas guiadas en kayak por los acantilados de Maro-Cerro Gordo, en Nerja.</p>
      <section><h2>Rutas</h2>
        <div><h3>Ruta de la cascada</h3><p>Dos horas y media hasta la cascada de Maro, con parada para nadar.</p><p>35 € por persona</p></div>
        <div><h3>Ruta al atardecer</h3><p>Salimos cuando baja el sol y volvemos con las últimas luces.</p></div>
      </section>
      <section class="testimonials"><blockquote>"Un día perfecto: la cascada, el agua cristalina y un guía que se sabía cada rincón de la costa." <cite>Marta Ibáñez</cite></blockquote></section>
      <p>Tu guía: Rafa Moreno es guía de kayak titulado y creció en Maro.</p>
      <a href="/reservas">Reserva tu ruta</a>`,
    ),
    prompt: 'Promociona las rutas en kayak por los acantilados de Maro este verano. Tono divertido. Menciona que incluimos el equipo y las fotos.',
    audience: 'Turistas y familias de vacaciones en la Costa del Sol',
  },
  {
    key: 'yoga',
    name: 'Yoga con Irene',
    url: 'https://yogaconirene.test/',
    html: page(
      'Yoga con Irene | Clases de yoga en Gijón',
      `<h1>Yoga con Irene</h1><p>Clases de yoga en grupos pequeños en el centro de Gijón.</p>
      <section><h2>Clases</h2>
        <div><h3>Yoga para embarazadas</h3><p>Posturas suaves y respiración para cada trimestre del embarazo.</p></div>
        <div><h3>Hatha yoga</h3><p>Una práctica tranquila para empezar el día con energía.</p></div>
      </section>
      <section class="testimonials"><blockquote>"Las clases de Irene me ayudaron muchísimo durante todo el embarazo. Salía de cada sesión con otra cara." <cite>Noelia Fernández</cite></blockquote></section>`,
    ),
    prompt: 'Quiero dar a conocer mis clases de yoga para embarazadas. Escribe en primera persona. Tono cercano. Menciona que las clases son de grupos pequeños.',
    audience: 'Embarazadas de Gijón',
  },
  {
    key: 'peluqueria',
    name: 'Peluquería Alba',
    url: 'https://peluqueriaalba.test/',
    html: page(
      'Peluquería Alba | Peluquería en Murcia',
      `<h1>Peluquería Alba</h1><p>Peluquería de barrio en Murcia con cortes, color y tratamientos para el cabello.</p>
      <section><h2>Servicios</h2>
        <div><h3>Corte y peinado</h3><p>Un corte pensado para tu tipo de pelo y tu día a día.</p></div>
        <div><h3>Mechas balayage</h3><p>Un color natural que crece sin marcar la raíz.</p></div>
      </section>
      <a href="/cita">Pide tu cita</a>`,
    ),
    prompt: '',
    audience: '',
  },
];

const none: UserInstructions = { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };

/** The brief the writer gets for a made-up site: its page read and built into a SiteModel, the owner's brief read as a campaign. */
export function esBrief(site: EsSite): WriterBrief {
  const instructions = site.prompt ? parseInstructions(site.prompt, site.audience) : none;
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
