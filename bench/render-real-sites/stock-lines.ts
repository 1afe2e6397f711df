/**
 * The spec's default slide lines (product-spec.md section 3, "Default overlays per slide") and the
 * forms they take in the other languages, as issue 28 saw them on slides. A line that names the
 * business ("With {business}") is caught by its other half. Kept here rather than imported, so the
 * measurement does not move when the product's lists do.
 */
const stockLines: Record<string, readonly string[]> = {
  en: ['Professional Solutions', 'Quality Service', 'Trusted Excellence', 'Advanced Features', 'Powerful Tools', 'Get Started Today', 'Visit Our Website', 'Transform Your Future'],
  de: ['Professionelle Lösungen', 'Qualität und Service', 'Bewährte Qualität', 'Durchdachte Leistungen', 'Starke Werkzeuge', 'Jetzt starten', 'Besuchen Sie unsere Website', 'Gestalten Sie Ihre Zukunft'],
  es: ['Soluciones profesionales', 'Servicio de calidad', 'Excelencia de confianza', 'Funciones avanzadas', 'Herramientas potentes', 'Empieza hoy', 'Visita nuestra web', 'Transforma tu futuro'],
  fr: ['Des solutions professionnelles', 'Un service de qualité', 'Une excellence reconnue', 'Des fonctions avancées', 'Des outils performants', "Commencez dès aujourd'hui", 'Visitez notre site', 'Transformez votre avenir'],
  pt: ['Soluções profissionais', 'Serviço de qualidade', 'Excelência de confiança', 'Recursos avançados', 'Ferramentas poderosas', 'Comece hoje', 'Visite o nosso site', 'Transforme o seu futuro'],
};

const normalise = (text: string) => text.normalize('NFC').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
const allLines = Object.values(stockLines).flat().map((line) => ({ line, key: normalise(line) }));

/**
 * The stock lines in `text` (any language), and the local address when it stands in for the
 * business's name: inside a line of words ("127.0.0.1 slideshow", "Welcome to 127.0.0.1 today").
 * A line that is the address alone, or ends on it ("Visita 127.0.0.1.", "Book: 127.0.0.1"), is the
 * link a call to action points to (the end card's "the link"), as the real site's address would be.
 */
export function stockLinesIn(text: string, hostPort: string): string[] {
  const said = normalise(text);
  const found = allLines.filter(({ key }) => said.includes(key)).map(({ line }) => line);
  const host = hostPort.split(':')[0]!;
  const link = (line: string) => {
    const address = normalise(line).replace(/[.!]$/u, '').replace(/\/$/u, '').replace(/:\d+$/u, '');
    return address.endsWith(host) && /(?:^|[\s:—–-]|https?:\/\/|www\.)$/u.test(address.slice(0, address.length - host.length));
  };
  const named = text.split('\n').some((line) => {
    const words = normalise(line);
    return (words.includes(host) || words.includes('localhost')) && !link(line);
  });
  if (named) found.push(`the address "${host}" on a slide`);
  return found;
}

/** Whether a business name is the served address rather than a name. */
export function isAddressName(name: string, hostPort: string): boolean {
  const said = normalise(name);
  return said === '' || said.includes(hostPort.split(':')[0]!) || said.includes('localhost');
}
