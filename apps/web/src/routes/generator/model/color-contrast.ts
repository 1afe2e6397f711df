/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const digits = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) return '#000000';
  const channels = [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
