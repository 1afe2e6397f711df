import { describe, expect, it } from 'vitest';
import { briefOf } from './brief-of.ts';
import { openingHoursOf } from '../src/hours.ts';

const hoursOf = (lang: string, footer: string) =>
  openingHoursOf(briefOf({ url: 'https://example.test/', html: `<!doctype html><html lang="${lang}"><head><title>Atelier</title></head><body><h1>Atelier</h1><p>Un atelier de quartier.</p><footer>${footer}</footer></body></html>`, prompt: '', audience: '' }).site);

/** Hours a page gives that are not the hours its doors are open: said as "open …", they were read as false claims. */
describe('opening hours, not the hours of something else', () => {
  it('leaves out a closed day before a label ("Sunday: closed Holiday courses: 9.30am – 3pm")', () => {
    const hours = hoursOf('en', '<p>Monday–Friday: 3.30pm – 8pm Saturday: 9am – 1pm Sunday: closed Holiday courses: 9.30am – 3pm</p>');
    expect(hours?.groups.flatMap((group) => group.days)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('reads "7 h 30" and leaves out hours for some months only', () => {
    const hours = hoursOf('fr', "<p>Heures d'ouverture : lundi au vendredi de 7 h 30 à 17 h 30</p><p>samedi de 8 h à 12 h (octobre et novembre seulement)</p>");
    expect(hours).toEqual({ groups: [{ days: [0, 1, 2, 3, 4], spans: [[450, 1050]] }] });
  });

  it('gives no opening hours for the hours messages are answered, nor for a studio open only by appointment', () => {
    expect(hoursOf('fr', '<p>Je réponds aux messages du lundi au vendredi, de 9 h à 18 h.</p>')).toBeNull();
    expect(hoursOf('fr', '<p>Atelier 8 avenue de Chevêne, Annecy — uniquement sur rendez-vous</p><p>Horaires : lundi au vendredi, 9 h – 18 h</p>')).toBeNull();
  });
});
