import type { KitLanguage } from '@sitespark/site-model';
import type { Detail, Proof, Story, Thing } from './story.ts';
import type { WeekWords } from './hours.ts';

/**
 * One language's way of writing a kit: its grammar helpers, its words and the sentences each piece
 * is made of. Every locale implements this one shape (`locales/<lang>/index.ts`), so adding a
 * language is adding a folder and its tests. A sentence function returns null when the story
 * lacks what the sentence needs; the writer then takes another.
 *
 * Sentences are whole and written for a reader: no lead-in that merely connects ("One more thing:"),
 * no fact without the thing it belongs to, the business's name at most once in a post.
 */
export interface Locale {
  language: KitLanguage;
  /** A thing as it stands mid-sentence ("our Friday fish fry"): casing and the possessive the language needs. */
  ours(thing: Thing, story: Story): string;
  /**
   * What the campaign is about, said of it as a sentence ("Our half-day trips are all about fly fishing for permit and
   * bonefish."); without it, the campaign and its subject with a colon between.
   */
  subjectLine?(what: Thing, subject: string, story: Story): string;
  /** The brief's subject asked as a question that opens a post ("Looking for fly fishing for permit and bonefish?"); without it, the subject and a question mark. */
  subjectQuestion?(subject: string, story: Story): string;
  /** The owner's clause ("we open at 7AM") as a sentence of the kit, in the kit's person and register. */
  statement(clause: string, story: Story): string;
  /** A text in the owner's person ("we" becomes "I" when they write as one person); the writer applies it to whole pieces, quotes aside. */
  voice?(text: string, story: Story): string;

  /** The first line of a post about the campaign; `variant` picks among the locale's openings. */
  campaignHook(story: Story, variant: number): string | null;
  /** One short whole sentence that points back to the campaign after a review or a detail. */
  campaignTie(story: Story, variant: number): string | null;
  /** The deadline or season as a sentence ("Order by Nov 24."), or null when there is none. */
  whenSentence(story: Story, variant: number): string | null;
  /** The offer as a sentence, or null. */
  offerSentence(story: Story): string | null;
  /** The owner's audience called to at the start of a post ("Calling all busy parents in Leeds!"), or null. */
  audienceCall(story: Story): string | null;
  /**
   * The reader asked to bring the people the owner's audience names, for a campaign one comes to ("Bring the whole
   * family!", "Bringt die ganze Familie oder eure Freunde mit!"), or null (no such audience, or nothing to come to).
   */
  invitation(story: Story): string | null;
  /**
   * The network's own ask for a reply, closing a long post, or null: on Instagram the reader tags who they would bring
   * (a campaign one comes to, for an audience of families or friends); on Facebook the comments, for the answer to the
   * question the post ends on (`asked`) or for the reader's own questions.
   */
  replyAsk(story: Story, network: 'Instagram' | 'Facebook', asked: boolean): string | null;
  /** The things to mention, as one sentence (a thing the site says itself may be the site's sentence). */
  mentionSentence(things: Thing[], story: Story, variant: number): string | null;
  /** A question a person would ask their followers about the campaign, or null. */
  question(story: Story, variant: number): string | null;
  /**
   * The site's description of itself after its name ("Forn Nou: Panadería y pastelería tradicional
   * en Palma desde 1970.") said by the business: "Somos una panadería y pastelería tradicional …";
   * null where the language's frames cannot say it so.
   */
  introduction?(description: string, story: Story): string | null;
  /**
   * What the page's offerings are known for, now in the campaign's new form ("Hausgemachte Saucen und knuspriges
   * Brot, wie ihr sie kennt – jetzt auch im Catering für Feiern und Firmen."): `names` are the
   * offerings' own names from the page. Null where the language has no such line.
   */
  nowAlsoAs?(names: string[], story: Story): string | null;
  /** An offering with its own description (and price) as one or two sentences. */
  detailSentences(detail: Detail, story: Story, variant: number): string | null;
  /** A customer's words, whole, with who said them, and a line of thanks or context. */
  proofLines(proof: Proof, story: Story, variant: number): string[];
  /** The language's words for opening hours. */
  week: WeekWords;
  /** The opening hours as a sentence ("We're open Monday to Saturday, 7am–2pm."): `days` alone, or with the times when they are short to say. */
  hoursSentence(week: { days: string; withTimes: string | null }, story: Story): string;
  /** How to reach the business ("Questions? Call (402) 759-4144.", "Find us at 15 Walsall Road."), or null when the pages give neither. */
  contactSentence(story: Story, variant: number): string | null;
  /** The owner introduced as a person ("Adina started Sisters Cafe…"), or null. */
  personSentence(person: { name: string; role: string | null }, story: Story): string | null;
  /**
   * Business customers the owner's audience names, as one of them is addressed: each plural as the language writes it
   * (lower case) with its singular and article ("hoteles": "un hotel", "clínicas": "uma clínica").
   */
  businessKinds: Record<string, string>;
  /** The question that addresses them where they are ("¿Tienes un hotel o un restaurante en Palma?"); `place` as the audience writes it, with its preposition. */
  businessQuestion(kinds: string[], place: { preposition: string; name: string } | null, story: Story): string;
  /** How long the business has been going, as the business says it ("We've been in Bulawayo since 1999."), or null; `variant` picks the year or the years where the page gives both. */
  heritageSentence(story: Story, variant: number): string | null;

  /** One call to action with the link; Instagram's says the link is in the bio. */
  callToAction(story: Story, network: 'Twitter' | 'LinkedIn' | 'Instagram' | 'Facebook' | 'email' | 'web', variant: number): string;
  /** The label of the button (ads, the website hero). */
  buttonLabel(story: Story): string;

  email: {
    greeting(story: Story): string;
    /** The first paragraph after the greeting, as the language continues a letter after its comma (German: "Hallo ihr Lieben, / wir haben…"). */
    afterGreeting?(paragraph: string): string;
    signOff(story: Story): string;
    /** The line before the sign-off for a campaign the reader comes to ("See you Friday!", "Wir freuen uns auf euch!"), or null. */
    farewell(story: Story): string | null;
    /**
     * Whether the farewell takes the sign-off's place, the signer's name right under it ("See you soon!" then "Cheers," was
     * read as signing off twice in English); German keeps both ("Wir freuen uns auf euch! / Liebe Grüße").
     */
    farewellSignsOff?: boolean;
    /** The campaign email's subject: a line a person would open. */
    subject(story: Story, variant: number): string;
  };
  ad: {
    headline(story: Story, variant: number): string | null;
    description(story: Story, variant: number): string | null;
  };
  website: {
    hero(story: Story): string;
    subheading(story: Story): string;
  };
  /** Subjects and openings of the three sequences (welcome, nurture, promotional), each telling one step of the story. */
  sequences: {
    welcome(story: Story): Array<{ subject: string; paragraphs: string[] }>;
    nurture(story: Story): Array<{ subject: string; paragraphs: string[] }>;
    promotional(story: Story): Array<{ subject: string; paragraphs: string[] }>;
  };
}
