import { describe, expect, it } from 'vitest';

import { detectVoice } from '../src/voice.ts';

describe('detectVoice', () => {
  it('reads German Sie as formal and du as casual', () => {
    const sie = detectVoice(['Wir beraten Sie gern zu Ihrer Scheidung. Vereinbaren Sie einen Termin in unserer Kanzlei.'], 'de');
    expect(sie).toMatchObject({ register: 'formal', person: 'we' });
    const du = detectVoice(['Bei uns lernst du töpfern. Bring deine Freunde mit, wir freuen uns auf dich!'], 'de');
    expect(du).toMatchObject({ register: 'casual', person: 'we' });
  });

  it('does not take a sentence-initial "Sie" (she/they) for the formal address alone', () => {
    expect(detectVoice(['Sie ist seit 1998 Bäckerin. Ich backe mit ihr jeden Tag.'], 'de').person).toBe('I');
  });

  it('reads French vous/tu, Spanish usted/tú and Portuguese você/o senhor', () => {
    expect(detectVoice(['Nous vous accompagnons dans votre projet. Contactez notre cabinet.'], 'fr').register).toBe('formal');
    expect(detectVoice(['Viens découvrir ton nouvel atelier ! On t’attend.'], 'fr').register).toBe('casual');
    expect(detectVoice(['Ofrecemos a usted un servicio personalizado.'], 'es')).toMatchObject({ register: 'formal', person: 'we' });
    expect(detectVoice(['Reserva tu mesa y trae a tus amigos. Te esperamos.'], 'es').register).toBe('casual');
    expect(detectVoice(['Você vai adorar o nosso pão. Venha conhecer a padaria.'], 'pt')).toMatchObject({ register: 'casual', person: 'we' });
    expect(detectVoice(['O senhor pode marcar a sua consulta connosco.'], 'pt').register).toBe('formal');
  });

  it('reads English casual from contractions, exclamations and short sentences', () => {
    const casual = detectVoice(["Hey there! We're baking today. You'll love it! Come say hi."], 'en');
    expect(casual).toMatchObject({ register: 'casual', person: 'we' });
    const formal = detectVoice(['Our solicitors provide clear, fixed-fee advice on divorce and child arrangements throughout West Yorkshire. We respond to every enquiry within one working day.'], 'en');
    expect(formal.register).toBe('formal');
  });

  it('tells a solo maker ("I") from a team ("we") and from neither', () => {
    expect(detectVoice(['I make every bowl by hand in my studio. My glazes are mixed from local clay.'], 'en').person).toBe('I');
    expect(detectVoice(['Ich töpfere jede Schale selbst. Mein Atelier liegt in Altona.'], 'de').person).toBe('I');
    expect(detectVoice(['Handmade bowls from local clay. Each glaze is mixed in small batches.'], 'en').person).toBe('it');
    expect(detectVoice(['Je fabrique chaque bol à la main dans mon atelier.'], 'fr').person).toBe('I');
    expect(detectVoice(['Trabajamos con harina local y horneamos cada mañana.'], 'es').person).toBe('we');
  });

  it('measures median sentence length and emoji use', () => {
    const voice = detectVoice(['Fresh bread daily. 🍞 Come early!', 'We open at seven every morning.'], 'en');
    expect(voice.usesEmoji).toBe(true);
    expect(voice.sentenceWords).toBe(3);
    expect(detectVoice(['No emoji here at all.'], 'en').usesEmoji).toBe(false);
  });
});
