import { describe, expect, it } from 'vitest';
import { aspectFor, type CapturedElement } from '../src/adapters/chromium.ts';
import { chooseShotPositions, nameShare, namesOf, namingWords, sharedWords, type PageBlock, type ShotBox } from '../src/adapters/page-blocks.ts';
import { overlaysOffElements, planSections } from '../src/domain/capture-site.ts';
import { boxInView, boxOnFrame, cameraPath, fitGeometry, flatShare, intersects, layoutOverlay, type Box, type ColourGrid } from '../src/engine/index.ts';
import { defaultOverlayStyle } from '@sitespark/contracts';
import { createCanvas } from '@napi-rs/canvas';

const size = { width: 1080, height: 1920 };
const shot = (index: number) => Buffer.from(`screenshot ${index}`);

function iou(a: Box, b: Box): number {
  const width = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const height = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return (width * height) / (a.width * a.height + b.width * b.height - width * height);
}

/** No two sections end on the same view of the same screenshot. */
function expectDistinct(plan: { images: Buffer[]; focus: Box[] }): void {
  const views = plan.focus.map((box) => cameraPath(size, box, size.width, size.height, 'cover').target);
  for (let a = 0; a < views.length; a++) {
    for (let b = a + 1; b < views.length; b++) {
      if (plan.images[a] === plan.images[b]) expect(iou(views[a]!, views[b]!), `sections ${a + 1} and ${b + 1}`).toBeLessThanOrEqual(0.6);
    }
  }
}

describe('planSections', () => {
  it('gives each section a different view even when the page is one screen with nothing recognised on it', () => {
    const plan = planSections([shot(0)], [], [size], 5);
    expect(plan.images).toHaveLength(5);
    expectDistinct(plan);
  });

  it('moves each section to the element its line talks about, screenshots not yet shown first', () => {
    const element = (kind: CapturedElement['kind'], shotIndex: number, y: number): CapturedElement => ({ kind, shot: shotIndex, x: 60, y, width: 400, height: 200, text: kind });
    const elements = [element('headline', 0, 300), element('cta', 0, 900), element('feature', 1, 500), element('price', 2, 400), element('testimonial', 2, 1300)];
    const plan = planSections([shot(0), shot(1), shot(2)], elements, [size, size, size], 5);
    expect(plan.shots).toEqual([0, 1, 2, 2, 0]);
    // Each section's camera ends on a view showing its element whole (the focus is that view's middle, no longer the element itself).
    const targets = plan.focus.map((box) => cameraPath(size, box, size.width, size.height, 'cover').target);
    for (const [index, y] of [300, 500, 400, 1300, 900].entries()) {
      const view = targets[index]!;
      expect(view.y, `section ${index + 1}`).toBeLessThanOrEqual(y);
      expect(view.y + view.height, `section ${index + 1}`).toBeGreaterThanOrEqual(y + 200);
    }
    expectDistinct(plan);
  });

  it('never repeats a view when every element is as wide as the screen', () => {
    const wide = (shotIndex: number, y: number): CapturedElement => ({ kind: 'feature', shot: shotIndex, x: 0, y, width: 1080, height: 300, text: 'card' });
    const plan = planSections([shot(0), shot(1)], [wide(0, 100), wide(0, 800), wide(1, 200), wide(1, 1200)], [size, size], 5);
    expectDistinct(plan);
  });
});

/** A cafe's page on a desktop: its hero, the given blocks on the same first screenshot, a banner, its reviews and its hours on three more. */
function cafeOnDesktop(blocks: CapturedElement[]): CapturedElement[] {
  return [
    { kind: 'headline', shot: 0, x: 300, y: 40, width: 1320, height: 380, text: 'Welcome to the cafe', score: 3.5 },
    ...blocks,
    { kind: 'feature', shot: 1, x: 300, y: 300, width: 1320, height: 300, text: 'Join us for a meal today', score: 1.5 },
    { kind: 'testimonial', shot: 2, x: 300, y: 200, width: 1320, height: 400, text: 'What our customers say', score: 2.5 },
    { kind: 'contact', shot: 3, x: 300, y: 200, width: 1320, height: 600, text: 'Hours of operation', score: 2.5 },
  ];
}

describe('planSections on content blocks', () => {
  const block = (kind: CapturedElement['kind'], shotIndex: number, y: number, text: string, score = 2): CapturedElement => ({ kind, shot: shotIndex, x: 90, y, width: 900, height: 500, text, score });
  /** A grid of one colour, with `painted` boxes (image pixels) in another. */
  const grid = (painted: Box[]): ColourGrid => {
    const cell = 12;
    const columns = size.width / cell;
    const rows = size.height / cell;
    const data = new Uint8ClampedArray(columns * rows * 4).fill(255);
    for (const box of painted) {
      for (let y = Math.floor(box.y / cell); y < Math.ceil((box.y + box.height) / cell); y++) {
        for (let x = Math.floor(box.x / cell); x < Math.ceil((box.x + box.width) / cell); x++) data.set([(x * 37) % 255, (y * 53) % 255, 90, 255], (y * columns + x) * 4);
      }
    }
    return { columns, rows, cell, data };
  };
  const whole = { x: 0, y: 0, width: size.width, height: size.height };
  const views = (plan: { focus: Box[] }) => plan.focus.map((box) => cameraPath(size, box, size.width, size.height, 'cover').target);

  it('ends the hero section on the hero, the others on what their line talks about, never on a logo', () => {
    const elements = [
      { kind: 'logo' as const, shot: 0, x: 20, y: 20, width: 200, height: 80, text: 'Logo' },
      block('headline', 0, 500, 'Cuts that grow out beautifully'),
      block('feature', 1, 600, 'Balayage colour', 3.5),
      block('feature', 2, 600, 'Children’s cuts', 3.5),
      block('price', 3, 700, 'Prices'),
      block('testimonial', 4, 700, 'The best colour I have ever had'),
    ];
    const plan = planSections([0, 1, 2, 3, 4].map(shot), elements, Array(5).fill(size), 5, { about: ['', 'Children’s cuts\nFor little ones', '', '', ''] });
    // The features section goes to the offering its overlay names, not the first one on the page.
    expect(plan.shots.slice(0, 4)).toEqual([0, 2, 3, 4]);
    for (const view of views(plan)) expect(intersects(view, { x: 20, y: 20, width: 200, height: 80 }) && view.width < size.width).toBe(false);
  });

  it('never ends on a view that cuts a line of text or shows the header bar', () => {
    const lines: ShotBox[] = [];
    // A column of text down the whole screen and a header bar at the top; the hero is the column's top.
    for (let y = 0; y < size.height; y += 100) lines.push({ shot: 0, x: 60, y, width: 560, height: 40 });
    const furniture: ShotBox[] = [{ shot: 0, x: 0, y: 0, width: size.width, height: 150 }];
    const hero = { ...block('headline', 0, 190, 'Hero'), x: 60, width: 560 };
    const plan = planSections([shot(0)], [hero], [size], 1, { lines, furniture, grids: [grid([whole])] });
    const [view] = views(plan);
    const cut = lines.filter((line) => intersects(line, view!) && (line.y < view!.y - 2 || line.y + line.height > view!.y + view!.height + 2 || line.x < view!.x - 2 || line.x + line.width > view!.x + view!.width + 2));
    expect(cut).toEqual([]);
    expect(view!.y).toBeGreaterThanOrEqual(146);
  });

  it('shows the card each part of the voice names, even three cards side by side, over the kind a section would rather show', () => {
    const desktop = { width: 1920, height: 1080 };
    const card = (name: string, x: number): CapturedElement => ({ kind: 'price', shot: 0, x, y: 560, width: 560, height: 420, text: name, score: 2.5 });
    const cards = [card('Breakfast Special', 60), card('Lunch Special', 680), card('Dessert Special', 1300)];
    const elements = cafeOnDesktop(cards);
    const about = ['Welcome to the cafe.', 'Breakfast Special: start your day with biscuits and gravy.', 'Lunch Special: our hot beef sandwich.', 'Dessert Special: cinnamon rolls.', 'We open at seven.'];
    const plan = planSections([0, 1, 2, 3].map(shot), elements, Array(4).fill(desktop), 5, { about });
    const targets = plan.focus.map((box) => cameraPath(desktop, box, desktop.width, desktop.height, 'cover').target);
    for (const [index, named] of cards.entries()) {
      const view = targets[index + 1]!;
      expect(plan.shots[index + 1], about[index + 1]).toBe(0);
      const middle = { x: view.x + view.width / 2, y: view.y + view.height / 2 };
      const nearest = cards.reduce((best, other) => (Math.abs(other.x + other.width / 2 - middle.x) < Math.abs(best.x + best.width / 2 - middle.x) ? other : best));
      expect(nearest.text, about[index + 1]).toBe(named.text);
    }
  });

  it('finds what a part names in a block’s words as well as in its heading (the services a section lists)', () => {
    const elements = [
      block('headline', 0, 300, 'L’institut qu’on recommande à ses amies', 3.5),
      { ...block('feature', 1, 400, 'Tout ce dont vous avez besoin, sous un même toit', 1.5), words: 'Tout ce dont vous avez besoin, sous un même toit Épilation laser Fini le rasage quotidien LPG Soins du visage Maquillage' },
      block('testimonial', 2, 400, 'Ce qu’elles disent — sans filtre', 2.5),
      block('feature', 3, 400, 'Un diagnostic honnête, pas une vente', 3.5),
      block('contact', 4, 600, 'Nous trouver', 2.5),
    ];
    const about = ['Découvrez Elema’Beauté.', 'Épilation laser : fini le rasage quotidien et les poils incarnés.', '', '', ''];
    expect(planSections([0, 1, 2, 3, 4].map(shot), elements, Array(5).fill(size), 5, { about }).shots[1]).toBe(1);
    // Without the block's words, only its heading is known: the section goes elsewhere.
    const headingsOnly = elements.map(({ words: _words, ...element }) => element);
    expect(planSections([0, 1, 2, 3, 4].map(shot), headingsOnly, Array(5).fill(size), 5, { about }).shots[1]).not.toBe(1);
  });

  it('takes one word of a long block, or a button’s label (“Contactar”), for no naming of it', () => {
    const hero = 'Especialistas em limpeza a seco de todo o vestuário Contactar Ver preços';
    const elements = [
      { kind: 'cta' as const, shot: 3, x: 90, y: 1300, width: 300, height: 80, text: 'Contactar' },
      block('headline', 0, 300, hero, 3.5),
      block('feature', 1, 400, 'Vestuário desde 3,00€', 3),
      block('price', 2, 400, 'Peles desde 30,00€', 3),
      block('testimonial', 2, 1200, 'Sempre impecável', 2),
      { ...block('headline', 3, 700, hero, 3.5), height: 460 },
      block('contact', 4, 600, 'Pronto para confiar-nos as suas peças? Morada e horário', 2.5),
    ];
    const plan = planSections([0, 1, 2, 3, 4].map(shot), elements, Array(5).fill(size), 5, { about: ['Lavandaria Pelicano', 'Vestuário', 'Peles', 'Sempre impecável', 'Contactar'] });
    expect(plan.shots[4], plan.shots.join(',')).toBe(4);
  });

  it('gives a line about one card that card, and a line listing the cards’ prices one of them again, not the review or the contact block', () => {
    const card = (shotIndex: number, y: number, name: string, says: string): CapturedElement => ({ ...block('price', shotIndex, y, name, 2), height: 400, words: says });
    const elements = [
      block('headline', 0, 300, 'Welcome to Harbour Cafe', 3),
      card(1, 200, 'Breakfast Special', 'Start your day with our homemade biscuits and gravy. $8.95'),
      card(2, 200, 'Lunch Special', 'Our famous hot beef sandwich with mashed potatoes. $11.00'),
      card(3, 200, 'Dessert Special', 'Freshly baked cinnamon rolls for your sweet tooth. $3.25'),
      block('testimonial', 4, 300, '“The best breakfast in town.” Sarah J.', 3),
      block('contact', 5, 300, 'Contact', 2.5),
    ];
    const about = [
      'Meet Harbour Cafe.',
      'Breakfast Special: homemade biscuits and gravy.',
      'Lunch Special: our famous hot beef sandwich.',
      'Dessert Special: freshly baked cinnamon rolls.',
      'Breakfast Special: $8.95. Lunch Special: $11.00. Dessert Special: $3.25.',
    ];
    const plan = planSections([0, 1, 2, 3, 4, 5].map(shot), elements, Array(6).fill(size), 5, { about });
    expect(plan.shots.slice(0, 4)).toEqual([0, 1, 2, 3]);
    expect([1, 2, 3], `the prices are said over shot ${plan.shots[4]}`).toContain(plan.shots[4]);
  });

  it('takes a section holding the named card for the card, not a second block named, so the line keeps its card over a banner', () => {
    const desktop = { width: 1920, height: 1080 };
    const card = (name: string, x: number, says: string): CapturedElement => ({ kind: 'price', shot: 0, x, y: 560, width: 420, height: 420, text: name, score: 2.5, words: says });
    const cards = [card('Breakfast Special', 260, 'Start your day with our homemade biscuits and gravy. $8.95'), card('Lunch Special', 750, 'Our famous hot beef sandwich. $11.00'), card('Dessert Special', 1240, 'Freshly baked cinnamon rolls. $3.25')];
    const specials: CapturedElement = { kind: 'price', shot: 0, x: 240, y: 480, width: 1440, height: 520, text: "Today's Specials", score: 2.5, words: cards.map((item) => `${item.text} ${item.words}`).join(' ') };
    const elements = cafeOnDesktop([specials, ...cards]);
    const about = ['Welcome to the cafe.', 'Breakfast Special: start your day with our homemade biscuits and gravy.', 'Lunch Special: our famous hot beef sandwich.', 'Dessert Special: freshly baked cinnamon rolls.', 'We open at seven.'];
    const plan = planSections([0, 1, 2, 3].map(shot), elements, Array(4).fill(desktop), 5, { about });
    expect(plan.shots.slice(1, 4), 'the three cards’ lines are said over the specials').toEqual([0, 0, 0]);
  });

  it('prefers a block with something to look at to an empty stretch of page', () => {
    // Two features on a page of white: only the second one has anything painted around it.
    const elements = [block('feature', 0, 200, 'Plain', 3), block('feature', 1, 200, 'Pictured', 3)];
    const grids = [grid([{ x: 90, y: 200, width: 900, height: 60 }]), grid([{ x: 0, y: 0, width: 1080, height: 1300 }])];
    const plan = planSections([shot(0), shot(1)], elements, [size, size], 1, { grids });
    expect(plan.shots).toEqual([1]);
    expect(flatShare(grids[1]!, views(plan)[0]!)).toBeLessThanOrEqual(0.5);
  });
});

describe('chooseShotPositions', () => {
  const vh = 640;
  const pageBlock = (kind: PageBlock['kind'], y: number, height: number, score = 2): PageBlock => ({ kind, x: 20, y, width: 320, height, text: kind, score });

  it('scrolls one shot to each kind of block, hero first, and each shows its block whole', () => {
    const blocks = [pageBlock('headline', 60, 300), pageBlock('feature', 2400, 400, 3.5), pageBlock('feature', 900, 200, 1), pageBlock('price', 3000, 300), pageBlock('testimonial', 4200, 250), pageBlock('contact', 5000, 300)];
    const positions = chooseShotPositions(blocks, [], { viewportHeight: vh, scrollHeight: 5600 }, 5);
    expect(positions).toHaveLength(5);
    for (const wanted of blocks.filter((candidate) => candidate.score >= 2)) {
      expect(positions.some((y) => wanted.y >= y && wanted.y + wanted.height <= y + vh), wanted.kind).toBe(true);
    }
  });

  it('photographs the page before its footer: a footer contact column or hours come only when nothing else is left', () => {
    const footer = { ...pageBlock('contact', 5000, 300, 2.5), footer: true };
    const blocks = [pageBlock('headline', 60, 300), pageBlock('feature', 1200, 300, 3), pageBlock('feature', 2400, 300), footer];
    const positions = chooseShotPositions(blocks, [], { viewportHeight: vh, scrollHeight: 5600 }, 3);
    expect(positions).toHaveLength(3);
    expect(positions.some((y) => footer.y >= y && footer.y + footer.height <= y + vh)).toBe(false);
    // With room left, the footer's block still gets its shot.
    expect(chooseShotPositions(blocks, [], { viewportHeight: vh, scrollHeight: 5600 }, 4)).toHaveLength(4);
  });

  it('photographs first, each whole, the blocks the sections’ lines name, and adds shots for them past maxShots', () => {
    const named = (kind: PageBlock['kind'], y: number, text: string, words: string): PageBlock => ({ ...pageBlock(kind, y, 200, 1), text, words });
    const blocks = [
      pageBlock('headline', 60, 300, 3),
      pageBlock('feature', 900, 300, 3),
      pageBlock('price', 1800, 300, 3),
      named('feature', 3000, 'Dessert Special', 'Freshly baked cinnamon rolls to satisfy your sweet tooth. $3.25'),
      named('feature', 4200, 'Roupa de Neve', 'Blusões, macacões, calças e luvas para a época de inverno.'),
    ];
    const about = ['Welcome.', 'Dessert Special: freshly baked cinnamon rolls.', 'Oferecemos Vestuário, Peles e Roupa de Neve.'];
    const positions = chooseShotPositions(blocks, [], { viewportHeight: vh, scrollHeight: 5600 }, 2, about);
    const whole = (block: PageBlock) => positions.some((y) => block.y >= y && block.y + block.height <= y + vh);
    // The card named by its heading and what it says, and the one a list names by its heading alone.
    expect(whole(blocks[3]!)).toBe(true);
    expect(whole(blocks[4]!)).toBe(true);
    // The kinds of block keep their maxShots: the hero still has its shot.
    expect(whole(blocks[0]!)).toBe(true);
    expect(positions).toHaveLength(4);
    // Named by nothing, the same page gets maxShots shots, of the kinds of block.
    expect(chooseShotPositions(blocks, [], { viewportHeight: vh, scrollHeight: 5600 }, 2)).toHaveLength(2);
  });

  it('takes one word of a long block, or a word most blocks share, for no naming', () => {
    const common = sharedWords(['Harbour Cafe', 'Harbour Cafe breakfast', 'Harbour Cafe lunch', 'Visit Harbour Cafe']);
    expect([...common].sort()).toEqual(['cafe', 'harbour']);
    const card = namesOf({ text: 'Lunch Special', words: 'Our famous hot beef sandwich with real mashed potatoes and gravy.' }, common);
    expect(nameShare(card, namingWords('Lunch Special: our famous hot beef sandwich.'))).toBeGreaterThanOrEqual(0.75);
    expect(nameShare(card, namingWords('Gravy on everything at Harbour Cafe.'))).toBeLessThan(0.2);
  });

  it('keeps a shot’s edges off lines of text', () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({ x: 20, y: index * 40, width: 320, height: 24 }));
    const [y] = chooseShotPositions([pageBlock('feature', 1000, 200)], lines, { viewportHeight: vh, scrollHeight: 2400 }, 1);
    for (const edge of [y!, y! + vh]) expect(lines.filter((line) => line.y < edge - 1 && line.y + line.height > edge + 1), `edge at ${edge}`).toEqual([]);
  });
});

describe('aspectFor', () => {
  it('captures 9:16 and 4:5 as a phone screen of that shape, 16:9 as a desktop', () => {
    expect(aspectFor({ width: 1080, height: 1920 })).toBe('portrait');
    expect(aspectFor({ width: 1080, height: 1350 })).toBe('feed');
    expect(aspectFor({ width: 1920, height: 1080 })).toBe('landscape');
  });
});

describe('overlaysOffElements', () => {
  it('moves an overlay off the element its slide ends on, keeping it where it was when that is clear', async () => {
    const frame = { width: 1920, height: 1080 };
    const image = await createCanvas(1920, 1080).encode('png');
    // A full-width band at the bottom: the camera pulls back to the whole view, the band stays at the bottom.
    const low = { x: 0, y: 800, width: 1920, height: 240 };
    const high = { x: 0, y: 40, width: 1920, height: 240 };
    const overlay = { ...defaultOverlayStyle, text: 'Fresh bread\nevery morning' };
    const [moved, kept] = overlaysOffElements([overlay, overlay], [{ image, focus: low }, { image, focus: high }], frame);
    expect(moved!.position).toBe('top');
    expect(kept!.position).toBe('bottom');
    for (const [placed, focus] of [[moved!, low], [kept!, high]] as const) {
      const { target } = cameraPath(frame, focus, frame.width, frame.height, 'cover');
      const element = boxInView(boxOnFrame(focus, fitGeometry(1920, 1080, frame.width, frame.height, 'cover'), frame.width, frame.height), target, frame.width, frame.height);
      expect(intersects(layoutOverlay(placed, frame.width, frame.height).box, element)).toBe(false);
    }
  });
});
