import { describe, expect, it } from 'vitest';
import { defaultOverlayStyle, defaultTextOverlays, TextOverlay, textOverlaysFromLines } from '../src/index.ts';

const overlay = { ...defaultOverlayStyle, text: 'Hello' };

describe('text overlay', () => {
  it('accepts the default style', () => {
    expect(TextOverlay.parse(overlay)).toEqual(overlay);
    expect(defaultOverlayStyle).toMatchObject({
      position: 'bottom',
      fontSize: 48,
      backgroundColor: '#8b5cf6',
      backgroundOpacity: 0.9,
      padding: 20,
      borderRadius: 10,
    });
  });

  it.each([
    ['fontSize', 20, 80, 19, 81],
    ['backgroundOpacity', 0, 1, -0.1, 1.1],
    ['padding', 10, 50, 9, 51],
    ['borderRadius', 0, 30, -1, 31],
  ] as const)('bounds %s to %d..%d', (field, min, max, below, above) => {
    expect(TextOverlay.safeParse({ ...overlay, [field]: min }).success).toBe(true);
    expect(TextOverlay.safeParse({ ...overlay, [field]: max }).success).toBe(true);
    expect(TextOverlay.safeParse({ ...overlay, [field]: below }).success).toBe(false);
    expect(TextOverlay.safeParse({ ...overlay, [field]: above }).success).toBe(false);
  });

  it('limits text to 100 characters', () => {
    expect(TextOverlay.safeParse({ ...overlay, text: 'x'.repeat(100) }).success).toBe(true);
    expect(TextOverlay.safeParse({ ...overlay, text: 'x'.repeat(101) }).success).toBe(false);
  });

  it('knows only the spec fonts, positions and alignments', () => {
    expect(TextOverlay.safeParse({ ...overlay, fontFamily: 'Comic Sans' }).success).toBe(true);
    expect(TextOverlay.safeParse({ ...overlay, fontFamily: 'Papyrus' }).success).toBe(false);
    expect(TextOverlay.safeParse({ ...overlay, position: 'center' }).success).toBe(false);
    expect(TextOverlay.safeParse({ ...overlay, textAlign: 'justify' }).success).toBe(false);
  });

  it('takes colours from the picker or typed, but nothing that could smuggle markup', () => {
    for (const color of ['#fff', '#8b5cf6', 'white', 'rgba(0, 0, 0, 0.5)']) {
      expect(TextOverlay.safeParse({ ...overlay, color }).success, color).toBe(true);
    }
    for (const color of ['', 'red;background:url(x)', '#12', '#12345', '"><script>']) {
      expect(TextOverlay.safeParse({ ...overlay, color }).success, color).toBe(false);
    }
  });
});

describe('default overlays', () => {
  it('words the five slides for a business', () => {
    expect(defaultTextOverlays('Acme Bakery', 'Bakery', 'Fresh bread daily').map((o) => o.text)).toEqual([
      'Acme Bakery\nProfessional Solutions',
      'Bakery\nTrusted Excellence',
      'Fresh bread daily\nPowerful Tools',
      'Get Started Today\nVisit Our Website',
      'Transform Your Future\nWith Acme Bakery',
    ]);
  });

  it('falls back to the spec defaults for a missing type and feature', () => {
    const texts = defaultTextOverlays('Acme', '', undefined).map((o) => o.text);
    expect(texts[1]).toBe('Quality Service\nTrusted Excellence');
    expect(texts[2]).toBe('Advanced Features\nPowerful Tools');
  });

  it('uses the default style and stays valid for a very long name', () => {
    const overlays = defaultTextOverlays('N'.repeat(150));
    expect(overlays).toHaveLength(5);
    for (const o of overlays) {
      expect(TextOverlay.parse(o)).toEqual(o);
      expect(o).toMatchObject(defaultOverlayStyle);
    }
  });
});

describe('overlays from the site', () => {
  it("says what the site says and keeps the spec's line only where the site gave nothing", () => {
    const texts = textOverlaysFromLines(
      [['Hartwell & Osei Family Law', 'Calm advice for separating families'], null, ['Uncontested divorce', '£450'], ['“They made it bearable.”', '— Dana K., Leeds'], null],
      'Hartwell & Osei Family Law',
    ).map((o) => o.text);
    expect(texts).toEqual([
      'Hartwell & Osei Family Law\nCalm advice for separating families',
      'Quality Service\nTrusted Excellence',
      'Uncontested divorce\n£450',
      '“They made it bearable.”\n— Dana K., Leeds',
      'Transform Your Future\nWith Hartwell & Osei Family Law',
    ]);
  });

  it('never cuts a line: a pair over the limit keeps its first line whole', () => {
    const long = 'Wir begleiten Familien in Trennung mit Festpreisen und klarer Sprache durch jede Phase';
    const [first] = textOverlaysFromLines([['Kanzlei Hartmann', long]], 'Kanzlei Hartmann');
    expect(first!.text).toBe('Kanzlei Hartmann');
    for (const overlay of textOverlaysFromLines([['x'.repeat(120)], [' ', ''], []], 'Acme')) {
      expect(TextOverlay.parse(overlay)).toEqual(overlay);
      expect(overlay.text).not.toContain('…');
    }
    expect(textOverlaysFromLines([['x'.repeat(120)]], 'Acme')[0]!.text).toBe('Acme\nProfessional Solutions');
  });
});
