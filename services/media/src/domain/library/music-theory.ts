const noteNames: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** MIDI number of a note name such as 'C4', 'F#3' or 'Bb2' (C4 = 60). */
export function midi(name: string): number {
  const match = /^([A-G])([#b]?)(-?\d)$/.exec(name);
  if (!match) throw new Error(`Not a note name: ${name}`);
  const [, letter, accidental, octave] = match as unknown as [string, string, string, string];
  const shift = accidental === '#' ? 1 : accidental === 'b' ? -1 : 0;
  return 12 * (Number(octave) + 1) + noteNames[letter]! + shift;
}

export function frequencyOf(midiNumber: number): number {
  return 440 * 2 ** ((midiNumber - 69) / 12);
}
