import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../src/build-site-model.ts';
import { parseInstructions } from '../src/instructions.ts';
import { readPage } from '../src/read-page.ts';
import { streetOf } from '../src/contact.ts';

const contactOf = (body: string, head = '') => {
  const url = 'https://example.test/';
  const html = `<html lang="en"><head><title>Hollow Oak Bakery</title>${head}</head><body><h1>Bread baked at dawn</h1>${body}</body></html>`;
  return buildSiteModel({ url, facts: readPage(html, url), fetchNote: null, snippets: [], prompt: '', instructions: parseInstructions('', ''), brand: null }).contact;
};

describe('how a reader reaches the business', () => {
  it('reads an address written as a block of its own, with its postcode and town, and no other line as one', () => {
    expect(contactOf('<section><h2>Infos complémentaires</h2><p>06.68.79.93.01</p><p>57 Boulevard Gaston Serpette, 44000 Nantes</p></section>')?.address).toBe('57 Boulevard Gaston Serpette, 44000 Nantes');
    expect(contactOf('<div><p>Elmstraße 6, 59320 Ennigerloh</p></div>')?.address).toBe('Elmstraße 6, 59320 Ennigerloh');
    // A sentence with a number in it, or a street without a postcode and town, is not an address block.
    expect(contactOf('<p>Founded in 1998, 12 bakers work here.</p>')?.address ?? null).toBeNull();
    expect(contactOf('<p>Open 7 days a week on Main Street</p>')?.address ?? null).toBeNull();
  });

  it('reads the number a click-to-call link shows, or its address when the link says only "Call us"', () => {
    expect(contactOf('<footer><a href="tel:+15550134477">(555) 013-4477</a></footer>')?.phone).toBe('(555) 013-4477');
    expect(contactOf('<p><a href="tel:+442079460321">Call us</a></p>')?.phone).toBe('+44 20 7946 0321');
  });

  it('reads the business telephone of its structured data, and a labelled phone line in any of the five languages', () => {
    const jsonLd = `<script type="application/ld+json">{"@type":"Bakery","name":"Hollow Oak Bakery","telephone":"+34971798535","address":{"streetAddress":"Camí Vell, 12","postalCode":"07011","addressLocality":"Palma","addressRegion":"Illes Balears"}}</script>`;
    const model = contactOf('<p>Fresh bread every morning.</p>', jsonLd);
    expect(model?.phone).toBe('+34 971 79 85 35');
    // The region after the town is for the post office.
    expect(model?.address).toBe('Camí Vell, 12, 07011 Palma');
    expect(contactOf('<p>📞 Teléfono: 971 79 85 35</p>')?.phone).toBe('971 79 85 35');
    expect(contactOf('<p>Tel.: 0521 556 77 80</p>')?.phone).toBe('0521 556 77 80');
  });

  it('reads a number set under a label of its own, as contact cards do, and never one under a fax label', () => {
    expect(contactOf('<div class="card"><h3>Telefon</h3><p>02524 9293606</p></div><div class="card"><h3>E-Mail</h3><p>info@example.test</p></div>')?.phone).toBe('02524 9293606');
    expect(contactOf('<div><h4>Phone:</h4><p>(555) 013-4477</p></div>')?.phone).toBe('(555) 013-4477');
    expect(contactOf('<div><h4>Fax</h4><p>0521 556 77 81</p></div>')?.phone).toBeNull();
    // A label followed by words is no number.
    expect(contactOf('<div><h4>Phone</h4><p>Call us any time during opening hours.</p></div>')?.phone).toBeNull();
  });

  it('reads the number beside a phone icon, and an address beside a map pin set before it', () => {
    expect(contactOf('<div><i class="fas fa-phone"></i><p>06.68.79.93.01</p></div>')?.phone).toBe('06.68.79.93.01');
    expect(contactOf('<div><span class="bi bi-telephone"></span><span>02 28 27 70 41</span></div>')?.phone).toBe('02 28 27 70 41');
    expect(contactOf('<div><i class="fa fa-map-marker"></i><p>57 Boulevard Gaston Serpette, 44000 Nantes</p></div>')?.address).toBe('57 Boulevard Gaston Serpette, 44000 Nantes');
    // An icon of something else says nothing of the number beside it.
    expect(contactOf('<div><i class="fas fa-star"></i><p>4.8 out of 5</p></div>')?.phone).toBeNull();
  });

  it('never takes a fax number for the phone, and gives none when the page has none', () => {
    expect(contactOf('<p>Fax: 0521 556 77 81</p>')?.phone).toBeNull();
    expect(contactOf('<p>Open since 1998, with 24 kinds of bread.</p>')).toEqual({ phone: null, address: null });
  });

  it('keeps a street address from an address block only when it is one a reader can find', () => {
    expect(contactOf('<address>15 Walsall Road, Bulawayo</address>')?.address).toBe('15 Walsall Road, Bulawayo');
    expect(contactOf('<address>Write to us: hello@example.test</address>')?.address).toBeNull();
  });

  it('reads an address the page labels, pins or links to a map rather than marks up, cut before the next contact line', () => {
    // A label and the address in one line, after the shop's name and before its phone.
    expect(contactOf('<p>Tienda en La Vileta 📍 Dirección: Camí de la Vileta, 152, 07011 Palma 📞 Teléfono: 971 79 85 35</p>')?.address).toBe('Camí de la Vileta, 152, 07011 Palma');
    // Under an "Address" heading, a US address (house number first).
    expect(contactOf('<div><h3>Address</h3><p>310 S 13th St, Geneva, NE 68361</p></div>')?.address).toBe('310 S 13th St, Geneva, NE 68361');
    // A label alone in one element, the address in the next.
    expect(contactOf('<div><span>Morada</span><span>Rua da Natária, 73 4250-327 Porto</span></div>')?.address).toBe('Rua da Natária, 73 4250-327 Porto');
    // A map link: its text when that is the address, else the place it searches for.
    expect(contactOf('<footer><a href="https://www.google.com/maps/place/8103+Cortez+Blvd"><p>8103 Cortez Blvd. Weeki Wachee, FL 34607</p></a></footer>')?.address).toBe('8103 Cortez Blvd. Weeki Wachee, FL 34607');
    expect(contactOf('<p><a href="https://maps.google.com/?q=310+S+13th+St,+Geneva,+NE+68361">Get Directions</a></p>')?.address).toBe('310 S 13th St, Geneva, NE 68361');
    // An "Address" heading over a paragraph that is no address gives none.
    expect(contactOf('<div><h3>Address</h3><p>Come and see us soon.</p></div>')?.address).toBeNull();
  });

  it('gives an address as a post or a voice says it: the street and its number, then the town, no postcode or state', () => {
    expect(streetOf('310 S 13th St, Geneva, NE 68361', 'Geneva')).toBe('310 S 13th St, Geneva');
    expect(streetOf('Rua da Natária, 73 4250-327 Porto', 'Porto')).toBe('Rua da Natária, 73, Porto');
    expect(streetOf('Elmstraße 6 59320 Ennigerloh', null)).toBe('Elmstraße 6, Ennigerloh');
    expect(streetOf('Camí de la Vileta, 152, C, Ponent, 07011 Sa Vileta', null)).toBe('Camí de la Vileta, 152, Sa Vileta');
    expect(streetOf('15 Walsall Road, Bulawayo', 'Bulawayo')).toBe('15 Walsall Road, Bulawayo');
    // A town the page wrote after the street without its comma gets one.
    expect(streetOf('8103 Cortez Blvd. Weeki Wachee, FL 34607', 'Weeki Wachee')).toBe('8103 Cortez Blvd., Weeki Wachee');
    // No house number: the address as written.
    expect(streetOf('Old Mill Lane, Millbrook', 'Millbrook')).toBe('Old Mill Lane, Millbrook');
  });
});
