import { maxAudioExtractionFiles } from '@sitespark/contracts';

const trackIdMaxLength = 100;
const trackNameMaxLength = 200;

function baseName(fileName: string): string {
  const withoutPath = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = withoutPath.lastIndexOf('.');
  return (dot > 0 ? withoutPath.slice(0, dot) : withoutPath).trim();
}

/** A track id from a file name: lower-case words joined by dashes ('My Song (v2).mp3' -> 'my-song-v2'). */
export function trackIdFromFileName(fileName: string): string {
  const slug = baseName(fileName)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, trackIdMaxLength)
    .replace(/-+$/, '');
  return slug || 'track';
}

/** A readable track name from a file name ('corporate_theme-v2.mp3' -> 'corporate theme v2'). */
export function trackNameFromFileName(fileName: string): string {
  const name = baseName(fileName).replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, trackNameMaxLength);
  return name || 'Untitled track';
}

/** The converter's fixed track names: the n-th video chosen becomes the n-th of these (spec section 9). */
export const converterTrackNames: readonly string[] = [
  'Corporate Theme',
  'Upbeat Energy',
  'Ambient Flow',
  'Tech Pulse',
  'Minimal Focus',
].slice(0, maxAudioExtractionFiles);

export const maxConverterFiles = maxAudioExtractionFiles;

/** The track name and id for the converter slot at `index`. */
export function converterTrack(index: number): { trackId: string; trackName: string } {
  const trackName = converterTrackNames[index] ?? `Converted Track ${index + 1}`;
  return { trackId: trackIdFromFileName(trackName), trackName };
}
