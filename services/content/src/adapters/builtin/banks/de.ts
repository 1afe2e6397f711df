import type { Trade } from '@sitespark/site-model';
import type { CommonFrames, Frame, LanguageBank, TradeBank } from './bank.ts';

/**
 * The German bank. Frames only frame the site's own facts; none promises a benefit, a number or a
 * result the site did not state. German needs article and case agreement, so a slot that holds a
 * noun ({feature}, {item}) stands after a colon or a dash, or in article-free phrases ("Stichwort
 * {feature}", "zum Thema {feature}", "in Sachen {feature}"), never after a bare preposition and
 * never as the subject of a verb (singular and plural would need different verbs).
 *
 * The frames come in five voices, so the variants combine in any order: `n` names nobody, `sie`
 * addresses the reader formally (and may speak as "wir"), `wir` speaks as a team without addressing
 * anyone, `du` addresses the reader informally without "wir", `ich` speaks as one person without
 * addressing anyone. The base bank is n + sie + wir, `casual` is n + du + wir, `firstPerson` is
 * n + ich. The writer lays `casual` and then `firstPerson` over the base, and `firstPerson` replaces
 * every role that has "wir" lines, so a solo maker who says "du" never speaks as "wir".
 */

type Role = 'hooks' | 'engagement' | 'subjects';
type Voiced = Partial<Record<Role, Frame[]>>;
interface TradeSource {
  n: Required<Voiced>;
  sie: Voiced;
  wir: Voiced;
  du: Voiced;
  ich: Voiced;
  rest: Omit<TradeBank, Role>;
}

const roles: Role[] = ['hooks', 'engagement', 'subjects'];

function voiced(source: TradeSource, voices: ('sie' | 'wir' | 'du' | 'ich')[]): Record<Role, Frame[]> {
  const out = {} as Record<Role, Frame[]>;
  for (const role of roles) out[role] = [...source.n[role], ...voices.flatMap((v) => source[v][role] ?? [])];
  return out;
}

const tradeSources: Record<Trade, TradeSource> = {
  software: {
    n: {
      hooks: [
        'Eingebaut in {name}: {feature}.',
        'Ein Blick in {name}: {feature}.',
        'Funktion im Fokus: {feature}.',
        'Kurz erklärt: {feature} in {name}.',
        '{name} für {audience}: {feature}.',
        'Tarif {item}: {price}.',
        'Bei {name}: {offer}',
        '{feature} und {feature2} in einem Werkzeug: {name}.',
        'Zwei Bausteine von {name}: {feature} und {feature2}.',
        'Einrichten in {name}, Schritt eins: {feature}.',
        'Produkttour in einem Satz, Stichwort {feature}.',
      ],
      engagement: [
        '{feature} in {name}: Welche Frage dazu kommt zuerst?',
        '{feature} oder {feature2}: Was wäre der erste Schritt?',
        'Fragen zum Thema {feature} einfach in die Kommentare.',
        'Welcher Tarif passt besser, {item} oder ein größerer?',
        '{feature}, {feature2} oder {feature3}: Was fehlt im Alltag am meisten?',
      ],
      subjects: [
        'Ein Blick in {name}: {feature}',
        'So geht es: {feature} in {name}',
        '{feature} und {feature2} in {name}',
        'Preise bei {name} – {item}: {price}',
        '{offer}',
        'Kurze Tour, Stichwort {feature}',
        'Erste Schritte in {name}: {feature}',
      ],
    },
    sie: {
      hooks: ['Was Sie mit {name} bekommen: {feature}.', 'Für Ihr Team in {name}: {feature}.'],
      engagement: [
        'Schreiben Sie in die Kommentare, wie Ihr Team das Thema {feature} heute löst.',
        'Erzählen Sie uns von Ihren Erfahrungen zum Thema {feature}.',
      ],
      subjects: ['Für Ihr Team: {feature} in {name}'],
    },
    wir: { hooks: ['Heute zeigen wir: {feature} in {name}.', 'Aus unserer Entwicklung: {feature}.'] },
    du: {
      hooks: ['Was du mit {name} bekommst: {feature}.', 'Für dein Team in {name}: {feature}.'],
      engagement: [
        'Schreib in die Kommentare, wie dein Team das Thema {feature} heute löst.',
        'Erzähl in den Kommentaren von deinen Erfahrungen zum Thema {feature}.',
      ],
      subjects: ['Für dein Team: {feature} in {name}'],
    },
    ich: { hooks: ['Heute zeige ich: {feature} in {name}.', 'Aus meiner Entwicklung: {feature}.'] },
    rest: {
      ctas: ['Kostenlos testen', 'Demo buchen', 'Preise ansehen', 'Jetzt registrieren'],
      hashtags: ['SaaS', 'Digitalisierung', 'Software', 'Produktivität', 'Automatisierung', 'Startup'],
      emoji: ['🚀', '⚡', '📈', '🛠️', '💡'],
      heroes: ['{feature} für {audience}', '{feature} und {feature2} in {name}', '{headline}', '{name}: {feature}', 'Alles an einem Ort: {feature}'],
      competitorInsight:
        'Software wird im direkten Vergleich gekauft: Eine öffentliche Preisseite und ein Test ohne Verkaufsgespräch verkürzen die Entscheidung.',
      adPlatforms: ['Google Search', 'LinkedIn', 'Facebook & Instagram (Retargeting)', 'YouTube'],
      dailyBudget: 40,
    },
  },
  food: {
    n: {
      hooks: [
        'Auf der Karte bei {name}: {feature}.',
        'Hunger in {place}? Ab zu {name}: {feature}.',
        'Aus der Küche von {name}: {feature}.',
        '{item} bei {name}: {price}.',
        '{feature} bei {name} – wann? {schedule}',
        'Was bestellen bei {name}? Zum Beispiel {feature}.',
        '{feature} oder {feature2} – bei {name} fällt die Wahl schwer.',
        'Für die Wochenplanung: {feature} bei {name}.',
        'Ein Tisch in {place}: {name}.',
        'Bei {name}: {offer}',
        'Schon probiert: {feature} bei {name}?',
        'Genuss in {place}: {feature}.',
      ],
      engagement: [
        'Stichwort {feature}: Wer war schon da und kann berichten?',
        '{feature} oder {feature2}: Was kommt auf den Tisch?',
        'Team {feature} oder Team {feature2} – abgestimmt wird in den Kommentaren.',
        '{feature}, {feature2} oder {feature3}: Welche Wahl fällt zuerst?',
        'Die Bestellung bei {name} in {place}: Was steht darauf?',
      ],
      subjects: [
        'Auf der Karte: {feature}',
        '{feature} bei {name}',
        'Was bestellen: {feature} oder {feature2}?',
        '{item} bei {name}: {price}',
        '{offer}',
        'Zeiten bei {name}: {schedule}',
        'Ein Tisch in {place}: {name}',
      ],
    },
    sie: {
      hooks: ['Kommen Sie vorbei in {place}: {feature} bei {name}.', 'Probieren Sie bei {name}: {feature}.'],
      engagement: [
        'Verraten Sie uns in den Kommentaren, was Sie bei {name} in {place} bestellen.',
        'Markieren Sie, wen Sie zu {name} in {place} mitnehmen.',
      ],
      subjects: ['Ihr nächster Besuch: {feature}'],
    },
    wir: { hooks: ['Heute bei uns auf dem Tisch: {feature}.', 'Aus unserer Küche in {place}: {feature}.'] },
    du: {
      hooks: ['Komm vorbei in {place}: {feature} bei {name}.', 'Probier bei {name}: {feature}.'],
      engagement: [
        'Verrat in den Kommentaren, was du bei {name} in {place} bestellst.',
        'Markier, wen du zu {name} in {place} mitnimmst.',
      ],
      subjects: ['Dein nächster Besuch: {feature}'],
    },
    ich: { hooks: ['Heute bei mir auf dem Tisch: {feature}.', 'Aus meiner Küche in {place}: {feature}.'] },
    rest: {
      ctas: ['Tisch reservieren', 'Online bestellen', 'Speisekarte ansehen', 'Route planen'],
      hashtags: ['Lecker', 'Genuss', 'Essengehen', 'Foodie', 'Mahlzeit'],
      emoji: ['🍽️', '😋', '☕', '🍴', '🥗'],
      heroes: ['{feature} in {place}', '{feature} aus der Küche von {name}', '{headline}', '{feature} und {feature2} in {place}', '{name}: {feature}'],
      competitorInsight:
        'Lokale in der Nähe konkurrieren über Fotos und Bewertungen: Aktuelle Bilder der Gerichte, Öffnungszeiten und ein sichtbarer Reservier- oder Bestellknopf entscheiden über die meisten Besuche.',
      adPlatforms: ['Instagram', 'Facebook (lokaler Radius)', 'Google Maps & Local', 'TikTok'],
      dailyBudget: 15,
    },
  },
  professional: {
    n: {
      hooks: [
        'Stichwort {feature}: Was vorab wichtig ist.',
        'In Sachen {feature}: So geht {name} vor.',
        '{item} bei {name}: {price}.',
        'Kosten bei {name} – {item}: {price}.',
        'Beratung in {place}: {feature}.',
        '{name} für {audience}: {feature}.',
        'Der erste Schritt bei {name}: {offer}',
        'Drei Leistungen von {name}: {feature}, {feature2} und {feature3}.',
        'Beim Thema {feature} zählen zuerst die Fakten.',
        'Sprechzeiten bei {name}: {schedule}',
        'Ein Bereich, den {name} übernimmt: {feature}.',
      ],
      engagement: [
        'Welche Frage zum Thema {feature} kommt am häufigsten auf?',
        'Welches Thema soll {name} als Nächstes erklären: {feature} oder {feature2}?',
        'Fragen zum Thema {feature} gern in die Kommentare.',
        'Fragen zu den Kosten, Stichwort {item}? Hier stellen – {name} antwortet.',
        '{feature} oder {feature2}: Welches Thema beschäftigt gerade mehr?',
      ],
      subjects: [
        'So läuft das Thema {feature} bei {name}',
        'Stichwort {feature}: das Wichtigste vorab',
        'Kosten bei {name} – {item}: {price}',
        '{offer}',
        '{feature} und {feature2}, verständlich erklärt',
        'Beratung in {place}: {feature}',
      ],
    },
    sie: {
      hooks: ['Sie planen etwas im Bereich {feature}? So geht {name} vor.', 'Was Sie zum Thema {feature} wissen sollten.'],
      engagement: [
        'Stellen Sie Ihre Frage zum Thema {feature} gern in den Kommentaren.',
        'Steht das Thema {feature} dieses Jahr bei Ihnen an?',
      ],
      subjects: ['Ihre Fragen zum Thema {feature}'],
    },
    wir: { hooks: ['Wir erklären: {feature}.', 'Aus unserer Beratungspraxis in {place}: {feature}.'] },
    du: {
      hooks: ['Du planst etwas im Bereich {feature}? So geht {name} vor.', 'Was du zum Thema {feature} wissen solltest.'],
      engagement: [
        'Stell deine Frage zum Thema {feature} gern in den Kommentaren.',
        'Steht das Thema {feature} dieses Jahr bei dir an?',
      ],
      subjects: ['Deine Fragen zum Thema {feature}'],
    },
    ich: { hooks: ['Ich erkläre: {feature}.', 'Aus meiner Beratungspraxis in {place}: {feature}.'] },
    rest: {
      ctas: ['Beratung vereinbaren', 'Kontakt aufnehmen', 'Rückruf anfordern', 'Termin vereinbaren'],
      hashtags: ['Mittelstand', 'Unternehmertum', 'Selbstständigkeit', 'KMU', 'Beratung'],
      emoji: ['📋', '🤝', '📞', '📊', '💼'],
      heroes: ['{feature} in {place}', '{feature} und {feature2}', '{headline}', '{feature} für {audience}', '{name}: {feature}'],
      competitorInsight:
        'Wer Rat sucht, vergleicht zuerst die Klarheit und dann den Preis: Wer Kosten, den ersten Schritt und die Ansprechperson nennt, nimmt die meisten Zweifel.',
      adPlatforms: ['Google Search', 'LinkedIn', 'Facebook (lokaler Radius)'],
      dailyBudget: 30,
    },
  },
  retail: {
    n: {
      hooks: [
        'Entdeckt bei {name}: {feature}.',
        'Gerade bei {name}: {feature}.',
        '{item} bei {name}: {price}.',
        'Im Sortiment bei {name}: {feature}.',
        'Zwei Stücke von {name}: {feature} und {feature2}.',
        'Aus dem Laden in {place}: {feature}.',
        'Öffnungszeiten in {place}: {schedule}',
        'Ausgesucht für {audience}: {feature}.',
        'Bei {name}: {offer}',
        'Im Detail: {feature}.',
        'Gesucht, gefunden: {feature} bei {name}.',
      ],
      engagement: [
        'Welche Frage zum Thema {feature} sollte {name} als Nächstes beantworten?',
        '{feature} oder {feature2}: Was kommt in den Warenkorb?',
        '{feature}, {feature2} oder {feature3}: Was darf mit?',
        'Für wen wäre das Stichwort {feature} die perfekte Geschenkidee?',
        'Ab in die Kommentare mit allen Fragen zum Thema {feature}.',
      ],
      subjects: [
        'Bei {name}: {feature}',
        '{item}: {price}',
        '{offer}',
        '{feature} und {feature2} bei {name}',
        'Für die Unentschlossenen: {feature}',
        'Aus {place}: {feature}',
      ],
    },
    sie: {
      hooks: ['Für Sie entdeckt bei {name}: {feature}.', 'Gönnen Sie sich: {feature}.'],
      engagement: [
        'Stichwort {feature}: Wofür würden Sie es nutzen?',
        'Stimmen Sie ab, was als Nächstes kommt: {feature} oder {feature2}.',
      ],
      subjects: ['Für Sie ausgesucht: {feature}'],
    },
    wir: { hooks: ['Aus unserem Sortiment: {feature}.', 'Heute packen wir ein: {feature}.'] },
    du: {
      hooks: ['Für dich entdeckt bei {name}: {feature}.', 'Gönn dir: {feature}.'],
      engagement: [
        'Stichwort {feature}: Wofür würdest du es nutzen?',
        'Stimm ab, was als Nächstes kommt: {feature} oder {feature2}.',
      ],
      subjects: ['Für dich ausgesucht: {feature}'],
    },
    ich: { hooks: ['Aus meinem Sortiment: {feature}.', 'Heute packe ich ein: {feature}.'] },
    rest: {
      ctas: ['Jetzt shoppen', 'Kollektion ansehen', 'Jetzt bestellen', 'Zum Shop'],
      hashtags: ['Geschenkidee', 'Onlineshop', 'Einkaufen', 'Einzelhandel', 'Shopping', 'Lieblingsstück'],
      emoji: ['🛍️', '✨', '📦', '🎁', '💛'],
      heroes: ['{feature} aus {place}', '{feature} und {feature2}', '{headline}', '{name}: {feature}', '{feature} von {name}'],
      competitorInsight:
        'Wer online kauft, vergleicht Versand und Rückgabe so genau wie den Preis: Versandkosten und Rückgaberegeln gehören direkt neben jeden Preis.',
      adPlatforms: ['Instagram', 'Facebook', 'Google Shopping', 'Pinterest', 'TikTok'],
      dailyBudget: 25,
    },
  },
  nonprofit: {
    n: {
      hooks: [
        'So arbeitet {name}: {feature}.',
        'Einblick in die Arbeit von {name}: {feature}.',
        'Teil der Arbeit von {name}: {feature}.',
        'In {place} engagiert: {name}.',
        'Mithelfen: {offer}',
        '{feature} und {feature2} – zwei Wege, wie {name} hilft.',
        'Termine bei {name}: {schedule}',
        '{item} bei {name}: {price}.',
        'Gemeinsam mit {audience}: {feature}.',
        'Aus dem Team von {name} in {place}: {feature}.',
      ],
      engagement: [
        'Welche Geschichte aus {place} soll {name} als Nächstes erzählen?',
        '{feature} oder {feature2}: Worüber soll {name} mehr erzählen?',
        'Was sollten Menschen in {place} über {name} wissen?',
        'Wer möchte beim Thema {feature} mithelfen?',
        'Was wäre gut zu wissen über das Thema {feature}?',
      ],
      subjects: [
        'Ein Einblick: {feature}',
        'So läuft das Thema {feature} bei {name}',
        '{item}: {price}',
        '{offer}',
        '{feature} und {feature2}: ein Zwischenstand',
        'Mithelfen bei {name}: {schedule}',
        'Neues von {name} aus {place}',
      ],
    },
    sie: {
      hooks: ['So können Sie {name} unterstützen: {offer}', 'Ihre Unterstützung zählt: {feature} bei {name}.'],
      engagement: [
        'Haben Sie bei {name} schon mitgemacht, Stichwort {feature}?',
        'Markieren Sie jemanden, der in {place} helfen möchte.',
      ],
      subjects: ['Ihre Hilfe, Stichwort {feature}'],
    },
    wir: { hooks: ['Darum kümmern wir uns in {place}: {feature}.', 'Aus unserer Arbeit: {feature}.'] },
    du: {
      hooks: ['So kannst du {name} unterstützen: {offer}', 'Deine Unterstützung zählt: {feature} bei {name}.'],
      engagement: [
        'Hast du bei {name} schon mitgemacht, Stichwort {feature}?',
        'Markier jemanden, der in {place} helfen möchte.',
      ],
      subjects: ['Deine Hilfe, Stichwort {feature}'],
    },
    ich: { hooks: ['Darum kümmere ich mich in {place}: {feature}.', 'Aus meiner Arbeit: {feature}.'] },
    rest: {
      ctas: ['Jetzt spenden', 'Mitmachen', 'Ehrenamtlich helfen', 'Unterstützen'],
      hashtags: ['Ehrenamt', 'Spenden', 'Gemeinnützig', 'Zusammenhalt', 'Engagement'],
      emoji: ['💚', '🤝', '🌍', '🙌', '💛'],
      heroes: ['{feature} in {place}', '{headline}', '{feature} und {feature2}', '{name}: {feature}'],
      competitorInsight:
        'Spenderinnen und Spender achten auf Transparenz: Zu zeigen, was eine Spende konkret bezahlt, in den eigenen Zahlen des Vereins, bringt mehr als allgemeine Aufrufe.',
      adPlatforms: ['Google Ad Grants', 'Facebook', 'Instagram'],
      dailyBudget: 10,
    },
  },
  creative: {
    n: {
      hooks: [
        'Eine Arbeit von {name}: {feature}.',
        'Hinter dem Projekt: {feature}.',
        'Aus dem Studio in {place}: {feature}.',
        '{feature} – von der Idee bis zum Ergebnis.',
        'Projekte bei {name} – {item}: {price}.',
        'Zwei Seiten von {name}: {feature} und {feature2}.',
        'Gut zu wissen über {name}: {offer}',
        'Termine bei {name}: {schedule}',
        'Für {audience}: {feature} von {name}.',
        'Vom Schreibtisch bei {name}: {feature}.',
        'Werkschau: {feature}.',
      ],
      engagement: [
        'Stichwort {feature}: Welche Idee steckt wohl dahinter?',
        '{feature} oder {feature2}: Welcher Stil trifft es eher?',
        'Welches Projekt soll {name} als Nächstes zeigen: {feature2} oder {feature3}?',
        'Wer plant gerade etwas im Bereich {feature}?',
        'Neugierig auf den Prozess hinter dem Thema {feature}?',
      ],
      subjects: [
        'Die Arbeit hinter dem Projekt: {feature}',
        'Werkschau: {feature}',
        '{feature} und {feature2} von {name}',
        'Preise bei {name} – {item}: {price}',
        '{offer}',
        'Termine bei {name}: {schedule}',
        'Aus dem Studio in {place}',
      ],
    },
    sie: {
      hooks: ['Für Ihr nächstes Projekt, Stichwort {feature}: {name}.'],
      engagement: ['Was wünschen Sie sich beim Thema {feature}?'],
      subjects: ['Für Ihr Projekt: {feature}'],
    },
    wir: { hooks: ['Aus unserem Studio: {feature}.', 'Woran wir gerade arbeiten: {feature}.'] },
    du: {
      hooks: ['Für dein nächstes Projekt, Stichwort {feature}: {name}.'],
      engagement: ['Was wünschst du dir beim Thema {feature}?'],
      subjects: ['Für dein Projekt: {feature}'],
    },
    ich: { hooks: ['Aus meinem Studio: {feature}.', 'Woran ich gerade arbeite: {feature}.'] },
    rest: {
      ctas: ['Projekt anfragen', 'Portfolio ansehen', 'Gespräch buchen', 'Angebot anfordern'],
      hashtags: ['Design', 'Gestaltung', 'Kreativität', 'Portfolio', 'Kreativwirtschaft'],
      emoji: ['🎨', '📸', '✨', '🖌️', '🎬'],
      heroes: ['{feature} in {place}', '{feature} und {feature2}', '{headline}', '{name}: {feature}', '{feature} von {name}'],
      competitorInsight:
        'Über ein Portfolio wird in Sekunden entschieden: Die ersten drei Projekte, jeweils mit der Aufgabe des Kunden in einem Satz, bringen die meisten Anfragen.',
      adPlatforms: ['Instagram', 'LinkedIn', 'Pinterest', 'Google Search'],
      dailyBudget: 15,
    },
  },
  health: {
    n: {
      hooks: [
        'Bei {name} in {place}: {feature}.',
        'Zum ersten Mal dabei, Stichwort {feature}? So läuft es bei {name}.',
        'Auf dem Plan bei {name}: {feature}.',
        '{item} bei {name}: {price}.',
        'Gut zu wissen vor der Buchung: {offer}',
        'Termine und Zeiten bei {name}: {schedule}',
        '{feature} oder {feature2}: Wo anfangen bei {name}?',
        'Für {audience}: {feature} bei {name}.',
        'Im Detail: {feature}.',
        'Im Mittelpunkt bei {name}: {feature}.',
      ],
      engagement: [
        'Stichwort {feature}: Was sollte man vorher wissen?',
        '{feature} oder {feature2}: Was wäre der erste Termin?',
        'Stichwort {feature}: eher morgens oder abends?',
        'Fragen vor dem ersten Termin, Stichwort {feature}, gern in die Kommentare.',
        'Wer kommt mit zu {name} in {place}?',
      ],
      subjects: [
        'So läuft das Thema {feature} bei {name}',
        'Der erste Termin, Stichwort {feature}',
        '{item} bei {name}: {price}',
        '{offer}',
        'Diese Woche bei {name}: {schedule}',
        '{feature} oder {feature2}?',
        'In {place}: {feature}',
      ],
    },
    sie: {
      hooks: ['Neu bei {name}? Ihr Einstieg: {feature}.', 'Ihr Termin in {place}: {feature}.'],
      engagement: ['Haben Sie schon Erfahrung mit dem Thema {feature}?'],
      subjects: ['Ihr Einstieg: {feature}'],
    },
    wir: { hooks: ['Das bieten wir in {place}: {feature}.', 'Bei uns im Haus: {feature}.'] },
    du: {
      hooks: ['Neu bei {name}? Dein Einstieg: {feature}.', 'Dein Termin in {place}: {feature}.'],
      engagement: ['Hast du schon Erfahrung mit dem Thema {feature}?'],
      subjects: ['Dein Einstieg: {feature}'],
    },
    ich: { hooks: ['Das biete ich in {place}: {feature}.', 'Bei mir: {feature}.'] },
    rest: {
      ctas: ['Termin vereinbaren', 'Jetzt buchen', 'Kursplan ansehen', 'Kontakt aufnehmen'],
      hashtags: ['Gesundheit', 'Wohlbefinden', 'Selbstfürsorge', 'Prävention', 'Achtsamkeit'],
      emoji: ['🌿', '🧘', '💪', '✨', '🤍'],
      heroes: ['{feature} in {place}', '{feature} und {feature2}', '{headline}', '{name}: {feature}'],
      competitorInsight:
        'Eine Praxis oder ein Studio wird nach Vertrauen und einfacher Buchung gewählt: Profile der Behandelnden, klare Preise und Online-Termine zählen mehr als jeder Slogan.',
      adPlatforms: ['Instagram', 'Facebook (lokaler Radius)', 'Google Search', 'TikTok'],
      dailyBudget: 15,
    },
  },
  education: {
    n: {
      hooks: [
        'Ein Kurs bei {name}: {feature}.',
        'Kursgebühr bei {name} – {item}: {price}.',
        'Nächste Termine: {schedule}',
        'Bei {name}: {offer}',
        'Lernen in {place}: {feature}.',
        '{feature} oder {feature2}: zwei Wege zum Einstieg bei {name}.',
        'Für {audience}: {feature}.',
        'Ein Blick in den Unterricht bei {name}: {feature}.',
        'Aus dem Kursprogramm: {feature}.',
        'Lust auf etwas Neues: {feature} bei {name}.',
      ],
      engagement: [
        'Stichwort {feature}: Was wäre das erste Lernziel?',
        'Was zuerst lernen: {feature} oder {feature2}?',
        'Fragen zum Kurs, Stichwort {feature}, gern in die Kommentare.',
        'Wer hätte Freude am Thema {feature}?',
        '{feature}, {feature2} oder {feature3}: Womit anfangen?',
      ],
      subjects: [
        'Ein Blick in den Kurs: {feature}',
        'Lernen mit {name}: {feature}',
        '{item}: {price}',
        'Nächste Termine: {schedule}',
        '{offer}',
        '{feature} oder {feature2}?',
        'Lernen in {place}: {feature}',
      ],
    },
    sie: {
      hooks: [
        'Das lernen Sie bei {name}: {feature}.',
        'Sie überlegen, mit dem Thema {feature} anzufangen? So läuft es bei {name}.',
      ],
      engagement: [
        'Was hat Sie zum Thema {feature} gebracht?',
        'Was ist bei Ihnen aus dem Kurs bei {name} hängen geblieben, Stichwort {feature}?',
      ],
      subjects: ['Ihr Kurs: {feature}'],
    },
    wir: { hooks: ['Das unterrichten wir in {place}: {feature}.', 'Aus unserem Kursprogramm: {feature}.'] },
    du: {
      hooks: [
        'Das lernst du bei {name}: {feature}.',
        'Du überlegst, mit dem Thema {feature} anzufangen? So läuft es bei {name}.',
      ],
      engagement: [
        'Was hat dich zum Thema {feature} gebracht?',
        'Was ist bei dir aus dem Kurs bei {name} hängen geblieben, Stichwort {feature}?',
      ],
      subjects: ['Dein Kurs: {feature}'],
    },
    ich: { hooks: ['Das unterrichte ich in {place}: {feature}.', 'Aus meinem Kursprogramm: {feature}.'] },
    rest: {
      ctas: ['Jetzt anmelden', 'Kurse ansehen', 'Probestunde buchen', 'Platz sichern'],
      hashtags: ['Bildung', 'Weiterbildung', 'Lernen', 'Wissen'],
      emoji: ['🎓', '📘', '✏️', '💡', '🧠'],
      heroes: ['{feature} in {place}', '{feature} und {feature2}', '{headline}', '{name}: {feature}', '{feature} für {audience}'],
      competitorInsight:
        'Lernende vergleichen, was sie danach können: Kursinhalte, Termine und eine Probestunde überzeugen mehr als eine Liste von Modulen.',
      adPlatforms: ['Google Search', 'YouTube', 'Facebook & Instagram', 'TikTok'],
      dailyBudget: 20,
    },
  },
  local: {
    n: {
      hooks: [
        'In {place}: {feature} von {name}.',
        '{feature}, erledigt von {name}.',
        '{item} bei {name}: {price}.',
        'Bei {name}: {offer}',
        'Erreichbarkeit von {name}: {schedule}',
        'So läuft es bei {name}, Stichwort {feature}.',
        '{feature} und {feature2} – beides von {name}.',
        'Auf der Liste von {name}: {feature}.',
        'Für {audience} in {place}: {feature}.',
        'Ein Auftrag, den {name} übernimmt: {feature}.',
        'Aus der Nachbarschaft in {place}: {name}.',
      ],
      engagement: [
        'Wer hat in {place} schon mit {name} gearbeitet?',
        '{feature} oder {feature2}: Was steht als Nächstes an?',
        'Wer in {place} braucht Hilfe beim Thema {feature}?',
        'Unklar, was beim Thema {feature} dazugehört?',
        'Stichwort {feature}: Was ist vor der Buchung wichtig?',
      ],
      subjects: [
        '{feature} in {place}',
        'So läuft es bei {name}, Stichwort {feature}',
        '{item}: {price}',
        '{offer}',
        'Erreichbarkeit von {name}: {schedule}',
        '{feature} und {feature2} von {name}',
        'Terminbuchung, Stichwort {feature}',
      ],
    },
    sie: {
      hooks: ['{feature} in {place} gesucht? Rufen Sie {name} an.', 'So erreichen Sie {name}: {schedule}'],
      engagement: ['Steht das Thema {feature} bei Ihnen bald an?'],
      subjects: ['Ihr Termin: {feature}'],
    },
    wir: { hooks: ['Das übernehmen wir in {place}: {feature}.', 'Aus unserem Arbeitsalltag: {feature}.'] },
    du: {
      hooks: ['{feature} in {place} gesucht? Ruf {name} an.', 'So erreichst du {name}: {schedule}'],
      engagement: ['Steht das Thema {feature} bei dir bald an?'],
      subjects: ['Dein Termin: {feature}'],
    },
    ich: { hooks: ['Das übernehme ich in {place}: {feature}.', 'Aus meinem Arbeitsalltag: {feature}.'] },
    rest: {
      ctas: ['Angebot anfordern', 'Jetzt buchen', 'Anrufen', 'Termin vereinbaren'],
      hashtags: ['Handwerk', 'Nachbarschaft', 'Regional', 'Lokal'],
      emoji: ['🛠️', '🏡', '📞', '⭐', '📍'],
      heroes: ['{feature} in {place}', '{feature} und {feature2}', '{headline}', '{name}: {feature}', '{feature} von {name}'],
      competitorInsight:
        'Kundschaft vor Ort nimmt, wer zuerst antwortet und vertrauenswürdig wirkt: Bewertungen, Telefonnummer und Einsatzgebiet gehören ganz nach oben auf die Seite.',
      adPlatforms: ['Google Search & Local Services', 'Google Maps', 'Facebook (lokaler Radius)'],
      dailyBudget: 20,
    },
  },
  general: {
    n: {
      hooks: [
        'Über {name}: {feature}.',
        'Im Detail: {feature}.',
        '{feature} und {feature2} bei {name}.',
        'Von {name} aus {place}: {feature}.',
        '{item} bei {name}: {price}.',
        'Bei {name}: {offer}',
        'Termine zum Vormerken: {schedule}',
        'Für {audience}: {feature}.',
        'Einen Blick wert bei {name}: {feature}.',
        '{headline}',
        'Heute im Fokus: {feature}.',
      ],
      engagement: [
        'Stichwort {feature}: Was fällt zuerst ein?',
        '{feature} oder {feature2}: Worüber soll es als Nächstes gehen?',
        'Noch Fragen zum Thema {feature}?',
        'Wen interessiert das Thema {feature} noch?',
        'Welche Frage zum Thema {feature} soll {name} beantworten?',
      ],
      subjects: [
        'Im Detail: {feature}',
        'Neues von {name}: {feature}',
        '{item}: {price}',
        '{offer}',
        'Termine zum Vormerken: {schedule}',
        '{feature} und {feature2}',
        'Von {name} aus {place}',
      ],
    },
    sie: {
      hooks: ['Für Sie bei {name}: {feature}.'],
      engagement: ['Was verbinden Sie mit dem Thema {feature}?'],
      subjects: ['Für Sie: {feature}'],
    },
    wir: { hooks: ['Das machen wir: {feature}.'] },
    du: {
      hooks: ['Für dich bei {name}: {feature}.'],
      engagement: ['Was verbindest du mit dem Thema {feature}?'],
      subjects: ['Für dich: {feature}'],
    },
    ich: { hooks: ['Das mache ich: {feature}.'] },
    rest: {
      ctas: ['Mehr erfahren', 'Kontakt aufnehmen', 'Zur Website', 'Jetzt anmelden'],
      hashtags: ['Neuigkeiten', 'Community', 'Inspiration', 'Tipps'],
      emoji: ['✨', '👉', '📣', '🤝'],
      heroes: ['{headline}', '{feature} in {place}', '{feature} und {feature2}', '{name}: {feature}'],
      competitorInsight:
        'Seiten aus demselben Bereich klingen oft gleich: Konkrete Fakten wie Preise, Orte, Termine und Namen machen diese hier unverwechselbar.',
      adPlatforms: ['Google Search', 'Facebook', 'Instagram'],
      dailyBudget: 15,
    },
  },
};

/** Common roles in the five voices (see the file comment); `n` holds every role, the others only the roles they change. */
type CommonRole = {
  [K in keyof CommonFrames]: CommonFrames[K] extends Frame[] ? K : never;
}[keyof CommonFrames];

const commonN: Record<CommonRole, Frame[]> = {
  featureWithDetail: [
    '{feature}: {detail}',
    'Stichwort {feature}: {detail}',
    'Im Fokus bei {name}: {feature}. {detail}',
    '{feature} bei {name} in {place}. {detail}',
    'Kurz erklärt – {feature}. {detail}',
    '{name} stellt vor: {feature}. {detail}',
    'Gut zu wissen, zum Thema {feature}: {detail}',
    'In Sachen {feature} bei {name}: {detail}',
    '{feature}, kurz und knapp: {detail}',
    'Heute im Porträt: {feature}. {detail}',
  ],
  featureOnly: [
    '{feature} – bei {name} in {place}.',
    'Heute im Fokus bei {name}: {feature}.',
    'Auch das gehört zu {name}: {feature}.',
    'Schon gesehen: {feature} bei {name}.',
    'Ein Stichwort, das bei {name} zählt: {feature}.',
    '{feature}, zu finden bei {name} in {place}.',
    'Aus dem Angebot von {name}: {feature}.',
    'Mehr zum Thema {feature} auf {domain}.',
  ],
  featureList: [
    '{feature}, {feature2} und {feature3}: alles bei {name}.',
    '{feature} oder {feature2}? Bei {name} gibt es beides.',
    'Drei Stichworte zu {name}: {feature}, {feature2}, {feature3}.',
    'Bei {name} unter einem Dach: {feature}, {feature2} und {feature3}.',
    '{feature} und {feature2} – beides bei {name} in {place}.',
    'Was {name} zu bieten hat: {feature}, {feature2} und {feature3}.',
    'Von {feature} bis {feature2}: das ist {name}.',
  ],
  listIntro: [
    'Das bietet {name} in {place}:',
    '{feature} und mehr bei {name}:',
    '{name} in {place} auf einen Blick:',
    'Das gibt es bei {name} in {place}:',
    'Von {feature} bis {feature2} – das Angebot im Überblick:',
    'Kurzer Rundgang bei {name}, Stichwort {feature}:',
  ],
  priceLine: [
    '{item}: {price}.',
    '{item} bei {name} – {price}.',
    'Was es kostet: {item}, {price}.',
    'Kostenpunkt bei {name}: {price}.',
    'Auf der Preisliste von {name}: {item} – {price}.',
    'Preisfrage geklärt – {item}: {price}.',
    'Stichwort {item}: {price}.',
    '{item} in {place}: {price}.',
    'Bei {name} in {place}: {item} – {price}.',
    'Aus der Preisliste in {place}: {item}, {price}.',
    'Preise bei {name}, zum Beispiel {item}: {price}.',
    'Laut {domain}: {item} – {price}.',
  ],
  placeLine: [
    '{name} in {place}.',
    'Zu finden in {place}: {name}.',
    'Aus {place}: {name}.',
    'Vor Ort in {place}: {name}.',
    '{place} – hier ist {name} zu Hause.',
    'Adresse merken: {name}, {place}.',
  ],
  scheduleLine: [
    'Wann genau: {schedule}',
    'Zeiten bei {name}: {schedule}',
    'Für den Kalender: {schedule}',
    'Gut zu planen: {schedule}',
    'Zum Vormerken: {schedule}',
    'Die Zeiten bei {name} in {place}: {schedule}',
  ],
  quoteIntro: [
    'O-Ton {author}:',
    'So sieht es {author}:',
    'Eine Stimme zu {name} – {author}:',
    'Über {name} in {place} schreibt {author}:',
    'Eine Bewertung für {name} in {place}, von {author}:',
    'Wie es bei {name} in {place} ist, erzählt {author}:',
    'Kundenstimme aus {place} – {author}:',
    'Zu {name} meint {author}:',
    'Ein paar Zeilen über {name}, von {author}:',
  ],
  quoteIntroAnonymous: [
    'Aus einer Bewertung für {name} in {place}:',
    'Über {name} in {place}:',
    'Eine Kundenstimme aus {place}:',
    'Was ein Gast über {name} in {place} schreibt:',
  ],
  offerLine: [
    'Aktuell bei {name}: {offer}',
    'Nicht verpassen: {offer}',
    'Zum Vormerken bei {name}: {offer}',
    'Das Angebot von {name} in {place}: {offer}',
    'Jetzt bei {name}: {offer}',
    'Gut zu wissen: {offer}',
  ],
  mentionLine: [
    'Und nicht vergessen: {mention}.',
    'Übrigens: {mention}.',
    'Auch das gibt es bei {name}: {mention}.',
    'Ganz wichtig bei {name}: {mention}.',
    'Ein Hinweis zum Schluss: {mention}.',
  ],
  ctaLine: ['{cta}: {url}', '{cta} unter {url}', '{cta} → {url}', '{cta} – direkt hier: {url}', '{cta} auf {domain}: {url}'],
  ctaLineBio: ['{cta}: Link in der Bio', '{cta} – der Link ist in der Bio.', 'Link in der Bio: {cta}', '{cta}, Link in der Bio'],
  audienceLine: [
    'Gemacht für {audience}.',
    'Für {audience} in {place}.',
    'Gedacht für {audience}, Stichwort {feature}.',
    '{name} – für {audience}.',
    'Besonders für {audience}: {feature}.',
  ],
  welcomeSubjects: [
    'Willkommen bei {name} in {place}',
    'Herzlich willkommen – {feature} und mehr bei {name}',
    'Willkommen – erster Einblick: {feature}',
    'Willkommen bei {name}: {offer}',
    'Zum Start: {feature} und {feature2}',
  ],
  nurtureSubjects: [
    'Stichwort {feature}: gut zu wissen',
    '{feature} – was dahintersteckt',
    'Ein genauerer Blick auf das Thema {feature}',
    'In Sachen {feature}: das Wichtigste',
    'Preise bei {name}, Stichwort {item}',
    'O-Ton {author}',
    'Zeiten bei {name} in {place}',
    'Schon gesehen: {feature2} bei {name}',
  ],
  promoSubjects: [
    '{offer}',
    'Aktuell bei {name}: {offer}',
    '{item}: {price}',
    'Nicht verpassen: {offer}',
    'Noch im Kopf: {feature} bei {name}',
    'Zur Erinnerung, Stichwort {feature}',
    'Letzte Gelegenheit: {offer}',
  ],
  adHeadlines: [
    '{feature}',
    '{feature} in {place}',
    '{name} – {feature}',
    '{item}: {price}',
    '{offer}',
    '{name} in {place}',
    '{feature} bei {name}',
    '{feature} & {feature2}',
    '{cta} bei {name}',
  ],
  adDescriptions: [
    '{feature}: {detail}',
    '{detail} {cta}.',
    '{feature}, {feature2} und {feature3} bei {name}.',
    '{item}: {price}. Bei {name} in {place}.',
    '{offer} – {cta} auf {domain}.',
    '{feature} und {feature2} in {place}. {cta}.',
    '{name} in {place}: {feature}. {cta}.',
    '{item}: {price}. {cta}.',
  ],
  benefitsIntro: [
    'Das spricht für {name} in {place}:',
    'Was {name} in {place} auszeichnet:',
    '{feature} und mehr – das spricht für {name}:',
    'Gute Gründe für {name}, Stichwort {feature}:',
  ],
};

const commonSie: Partial<Record<CommonRole, Frame[]>> = {
  featureWithDetail: ['Für Sie im Überblick – {feature}: {detail}', 'Merken Sie sich das Stichwort {feature}: {detail}'],
  featureOnly: ['Fragen Sie bei {name} nach: {feature}.', 'Entdecken Sie bei {name}: {feature}.'],
  featureList: ['Für Sie bei {name}: {feature} und {feature2}.'],
  listIntro: ['Was Sie bei {name} in {place} erwartet:'],
  placeLine: ['In {place} für Sie da: {name}.'],
  scheduleLine: ['Merken Sie sich: {schedule}'],
  offerLine: ['Für Sie bei {name}: {offer}'],
  mentionLine: ['Vergessen Sie nicht: {mention}.', 'Fragen Sie bei {name} nach: {mention}.'],
  welcomeSubjects: ['Schön, dass Sie da sind: {feature} bei {name}'],
  nurtureSubjects: ['Für Sie entdeckt: {feature} bei {name}'],
};

const commonWir: Partial<Record<CommonRole, Frame[]>> = {
  featureWithDetail: ['Wir stellen vor: {feature}. {detail}', 'Aus unserem Alltag: {feature}. {detail}'],
  featureOnly: ['Wir zeigen heute: {feature}.', 'Bei uns im Angebot: {feature}.'],
  featureList: ['Bei uns: {feature}, {feature2} und {feature3}.', 'Unser Angebot auf einen Blick: {feature}, {feature2}, {feature3}.'],
  listIntro: ['Unser Angebot in {place}:', 'Das machen wir in {place}:'],
  placeLine: ['Wir sind in {place} zu Hause.', 'Unser Standort: {place}.'],
  scheduleLine: ['Unsere Zeiten: {schedule}'],
  quoteIntro: ['Wir freuen uns über diese Worte von {author}:'],
  offerLine: ['Unser Angebot: {offer}'],
  audienceLine: ['Wir arbeiten für {audience}.'],
};

const commonDu: Partial<Record<CommonRole, Frame[]>> = {
  featureWithDetail: ['Für dich im Überblick – {feature}: {detail}', 'Merk dir das Stichwort {feature}: {detail}'],
  featureOnly: ['Frag bei {name} nach: {feature}.', 'Entdecke bei {name}: {feature}.'],
  featureList: ['Für dich bei {name}: {feature} und {feature2}.'],
  listIntro: ['Was dich bei {name} in {place} erwartet:'],
  placeLine: ['In {place} für dich da: {name}.'],
  scheduleLine: ['Merk dir: {schedule}'],
  offerLine: ['Für dich bei {name}: {offer}'],
  mentionLine: ['Vergiss nicht: {mention}.', 'Frag bei {name} nach: {mention}.'],
  welcomeSubjects: ['Schön, dass du da bist: {feature} bei {name}'],
  nurtureSubjects: ['Schon entdeckt: {feature} bei {name}'],
};

const commonIch: Partial<Record<CommonRole, Frame[]>> = {
  featureWithDetail: ['Ich stelle vor: {feature}. {detail}', 'Aus meinem Alltag: {feature}. {detail}'],
  featureOnly: ['Ich zeige heute: {feature}.', 'Bei mir im Angebot: {feature}.'],
  featureList: ['Bei mir: {feature}, {feature2} und {feature3}.', 'Mein Angebot auf einen Blick: {feature}, {feature2}, {feature3}.'],
  listIntro: ['Mein Angebot in {place}:', 'Das mache ich in {place}:'],
  placeLine: ['Ich bin in {place} zu Hause.', 'Mein Standort: {place}.'],
  scheduleLine: ['Meine Zeiten: {schedule}'],
  quoteIntro: ['Ich freue mich über diese Worte von {author}:', 'Das hat {author} mir geschrieben:'],
  quoteIntroAnonymous: ['Aus einer Bewertung aus {place}, über die ich mich gefreut habe:', 'Eine Stimme aus {place}, die mich gefreut hat:'],
  offerLine: ['Mein Angebot: {offer}'],
  audienceLine: ['Ich arbeite für {audience}.'],
};

/** The roles a variant changes: for each role some voice touches, the neutral frames plus that voice's own. */
function commonOf(voices: Partial<Record<CommonRole, Frame[]>>[], all: boolean): Partial<Record<CommonRole, Frame[]>> {
  const out: Partial<Record<CommonRole, Frame[]>> = {};
  for (const role of Object.keys(commonN) as CommonRole[]) {
    const extra = voices.flatMap((v) => v[role] ?? []);
    if (all || extra.length > 0) out[role] = [...commonN[role], ...extra];
  }
  return out;
}

function tradesOf(voices: ('sie' | 'wir' | 'du' | 'ich')[]): Record<Trade, TradeBank> {
  const out = {} as Record<Trade, TradeBank>;
  for (const [trade, source] of Object.entries(tradeSources) as [Trade, TradeSource][]) {
    out[trade] = { ...source.rest, ...voiced(source, voices) };
  }
  return out;
}

function variantTrades(voices: ('du' | 'wir' | 'ich')[]): Partial<Record<Trade, Partial<TradeBank>>> {
  const out: Partial<Record<Trade, Partial<TradeBank>>> = {};
  for (const [trade, source] of Object.entries(tradeSources) as [Trade, TradeSource][]) out[trade] = voiced(source, voices);
  return out;
}

export const de: LanguageBank = {
  language: 'de',
  common: {
    ...(commonOf([commonSie, commonWir], true) as Record<CommonRole, Frame[]>),
    greetingFormal: 'Guten Tag,',
    greetingCasual: 'Hallo,',
    signOffFormal: 'Mit freundlichen Grüßen',
    signOffCasual: 'Viele Grüße',
    teamSignature: 'Das Team von {name}',
    noTestimonialAdvice:
      'Auf {domain} steht noch keine Kundenstimme. Bitten Sie zufriedene Kundinnen und Kunden um zwei Sätze dazu, was sie bei Ihnen bekommen haben, mit Namen und Ort, und setzen Sie sie direkt unter Ihre Leistungen.',
  },
  words: {
    and: 'und',
    linkInBio: 'Link in der Bio',
    for: 'für',
    fitsLimit: '{length}/{limit} Zeichen',
    budgetTips: [
      'Starten Sie mit etwa {budget} pro Tag auf {platform} und werten Sie erst nach 7 Tagen aus; so hat das Netzwerk genug Daten zum Lernen.',
      'Verteilen Sie die erste Woche auf {headlineCount} Überschriften und geben Sie danach den Großteil des Budgets der mit der besten Klickrate.',
      'Halten Sie etwa {retargetBudget} pro Tag für Retargeting der Besucher von {domain} zurück; sie kaufen oder buchen öfter als Neukontakte.',
      'Pausieren Sie jede Anzeige, die {pauseBudget} ohne Ergebnis ausgibt, und stecken Sie das Geld in die Anzeige, die funktioniert.',
    ],
    emailTips: [
      'Senden Sie die erste Willkommens-E-Mail direkt nach der Anmeldung, solange {name} noch frisch im Kopf ist.',
      'Testen Sie zwei Betreffzeilen an einem kleinen Teil der Liste: „{subject}“ und „{subject2}“. Die bessere geht an alle anderen.',
      'Eine Handlungsaufforderung pro E-Mail („{cta}“), als Button und als Textlink wiederholt.',
      'Schreiben Sie einen Vorschautext, der den Betreff fortsetzt, statt ihn zu wiederholen.',
      'Schreiben Sie neuen Abonnenten und bestehenden Kunden getrennt, damit jede E-Mail dort ansetzt, wo die Leser stehen.',
    ],
    adAudiences: [
      'Interesse am Thema {keyword}',
      'Interesse am Thema {feature}',
      'Menschen im Umkreis von 15 km um {place}',
      'Besucher von {domain} in den letzten 30 Tagen (Retargeting)',
      'Eine 1-%-Lookalike-Zielgruppe Ihrer besten Kunden',
      '{audience}',
    ],
    checklist: {
      facebook: [
        'Primärer Text, „{primaryText}“: {primaryFit}',
        'Überschrift, „{headline}“: {headlineFit}',
        'Als Bild ein Foto von {domain} oder einen Flyer aus diesem Kit verwenden, mit wenig Text darauf',
        'Button: „{cta}“, mit Link auf {url}',
        'Vor dem Start das Meta-Pixel auf {domain} einbauen, um Ergebnisse zu messen',
      ],
      google: [
        'Anzeigentitel, „{headline}“: {headlineFit}',
        'Beschreibung, „{description}“: {descriptionFit}',
        'Für die responsive Suchanzeige 10 bis 15 Anzeigentitel und 4 Beschreibungen anlegen; {headlineCount} aus diesem Kit passen in 30 Zeichen',
        'Das Keyword „{keyword}“ in mindestens zwei Anzeigentiteln verwenden',
        'Einen Sitelink zur Seite „{feature}“ hinzufügen',
      ],
      linkedin: [
        'Einleitungstext, „{intro}“: {introFit}',
        'Überschrift, „{headline}“: {headlineFit}',
        'Nach Berufsfeld und Unternehmensgröße eingrenzen, passend zu Ihren Kunden',
        'Ein Lead-Formular mit höchstens 3 Feldern nutzen',
      ],
      tiktok: [
        'Anzeigentext, „{adText}“: {adTextFit}',
        '{feature} in den ersten 2 Sekunden zeigen',
        'Im Hochformat (9:16) drehen und Untertitel einblenden: Die meisten schauen ohne Ton',
      ],
    },
    sendTimes: ['Dienstag, 10:00 Uhr', 'Donnerstag, 14:00 Uhr', 'Samstag, 9:00 Uhr'],
  },
  trades: tradesOf(['sie', 'wir']),
  casual: {
    common: {
      ...commonOf([commonDu, commonWir], false),
      greetingFormal: 'Hallo,',
      signOffFormal: 'Viele Grüße',
      noTestimonialAdvice:
        'Auf {domain} steht noch keine Kundenstimme. Bitte zufriedene Kundinnen und Kunden um zwei Sätze dazu, was sie bei dir bekommen haben, mit Namen und Ort, und setz sie direkt unter deine Leistungen.',
    },
    trades: variantTrades(['du', 'wir']),
  },
  firstPerson: {
    common: {
      ...commonOf([commonIch], false),
      teamSignature: '{name}',
      signOffCasual: 'Herzliche Grüße',
    },
    trades: variantTrades(['ich']),
  },
};
