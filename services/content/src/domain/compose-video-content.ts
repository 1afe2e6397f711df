import {
  defaultTextOverlays,
  platforms,
  videoDefaults,
  videoSectionIds,
  type MusicGenre,
  type MusicSelection,
  type PlatformOptimization,
  type TextOverlay,
  type VideoContent,
  type VideoSection,
} from '@sitespark/contracts';
import type { LibraryTrack } from '@sitespark/service-kit';
import { uniqueHashtags } from '../adapters/builtin/text.ts';
import type { GeneratedCopy } from '../adapters/content-generator.ts';
import { escapeXml } from './create-flyers.ts';
import type { ResolvedSnippet } from './resolve-snippets.ts';
import type { SiteType } from '@sitespark/site-model';
import type { SiteAnalysis } from './site/site-analysis.ts';

const sectionNames: Record<(typeof videoSectionIds)[number], string> = {
  hero: 'Hero',
  features: 'Features',
  benefits: 'Benefits',
  proof: 'Social Proof',
  cta: 'Call to Action',
};

const music: Record<SiteType, Pick<MusicSelection, 'mood' | 'tempo' | 'energy'> & { genre: MusicGenre; why: string }> = {
  SaaS: { genre: 'Electronic', mood: 'Modern', tempo: '110-120 BPM', energy: 'Medium-high', why: 'a clean electronic pulse reads as modern and product-focused' },
  'E-commerce': { genre: 'Pop', mood: 'Upbeat', tempo: '115-125 BPM', energy: 'High', why: 'bright pop keeps product shots lively and shoppable' },
  Agency: { genre: 'Corporate', mood: 'Inspiring', tempo: '100-110 BPM', energy: 'Medium', why: 'an inspiring corporate track supports confident, results-led messaging' },
  Restaurant: { genre: 'Pop', mood: 'Upbeat', tempo: '100-115 BPM', energy: 'Medium-high', why: 'warm, upbeat music matches the energy of a good meal out' },
  Portfolio: { genre: 'Cinematic', mood: 'Inspiring', tempo: '80-95 BPM', energy: 'Medium', why: 'cinematic swells let the visual work take centre stage' },
  Blog: { genre: 'Background', mood: 'Calm', tempo: '85-95 BPM', energy: 'Low-medium', why: 'unobtrusive background music keeps attention on the words' },
  'Local Service': { genre: 'Corporate', mood: 'Professional', tempo: '95-105 BPM', energy: 'Medium', why: 'a steady professional track signals reliability' },
  Nonprofit: { genre: 'Cinematic', mood: 'Inspiring', tempo: '75-90 BPM', energy: 'Medium', why: 'an emotional cinematic build supports a mission-driven story' },
  Education: { genre: 'Background', mood: 'Inspiring', tempo: '90-100 BPM', energy: 'Medium', why: 'light, encouraging music suits learning and progress' },
  'Health & Wellness': { genre: 'Ambient', mood: 'Calm', tempo: '70-85 BPM', energy: 'Low', why: 'calm ambient textures echo relaxation and wellbeing' },
  'Real Estate': { genre: 'Ambient', mood: 'Modern', tempo: '85-95 BPM', energy: 'Low-medium', why: 'airy, modern ambience flatters interiors and open spaces' },
  Events: { genre: 'Electronic', mood: 'Energetic', tempo: '120-128 BPM', energy: 'High', why: 'energetic electronic beats build anticipation' },
  Business: { genre: 'Background', mood: 'Professional', tempo: '95-105 BPM', energy: 'Medium', why: 'a neutral professional bed fits most business stories' },
};

const optimalLengths: Record<(typeof platforms)[number], number> = {
  YouTube: 30,
  Instagram: 30,
  TikTok: 21,
  Twitter: 30,
  LinkedIn: 30,
  Facebook: 15,
};

const hashtagCounts: Record<(typeof platforms)[number], number> = {
  YouTube: 3,
  Instagram: 10,
  TikTok: 4,
  Twitter: 2,
  LinkedIn: 3,
  Facebook: 2,
};

/** The genre the music brief asks for, so the library's track can be looked up before composing. */
export function musicGenreFor(analysis: SiteAnalysis): MusicGenre {
  return music[analysis.type].genre;
}

function selectMusic(analysis: SiteAnalysis, prompt: string, track: LibraryTrack | null): MusicSelection {
  const choice = music[analysis.type];
  let mood: string = choice.mood;
  if (/\b(playful|fun|energetic|exciting|bold)\b/i.test(prompt) && (mood === 'Professional' || mood === 'Calm')) mood = 'Upbeat';
  if (/\b(calm|relax|soothing|gentle)\b/i.test(prompt)) mood = 'Calm';
  return {
    genre: choice.genre,
    mood,
    tempo: choice.tempo,
    energy: choice.energy,
    duration: videoDefaults.durationSeconds,
    description: `${mood} ${choice.genre.toLowerCase()} music at ${choice.tempo}, ${choice.energy.toLowerCase()} energy, for a ${videoDefaults.durationSeconds}-second slideshow. ${
      track
        ? `The library's ${track.genre} track is attached; pick another in the Music Library if you prefer.`
        : `No track is attached yet: pick a ${choice.genre} or ${mood} track in the Music Library to play under the slideshow.`
    }`,
    reasoning: `${analysis.name} reads as ${analysis.type === 'Business' ? 'a general business' : `a ${analysis.type} site`}${analysis.typeEvidence[0] ? ` (${analysis.typeEvidence[0]})` : ''}; ${choice.why}.`,
    musicUrl: track ? `/api/media/${track.key}` : null,
  };
}

function sectionTexts(analysis: SiteAnalysis, copy: GeneratedCopy): Record<(typeof videoSectionIds)[number], string> {
  const features = analysis.features.slice(0, 3).join(' · ');
  const proof = analysis.testimonial ? `"${analysis.testimonial.quote.slice(0, 140)}"` : copy.marketingIntel.keyBenefits[1] ?? copy.websiteCopy.benefits;
  return {
    hero: `${analysis.name}: ${copy.websiteCopy.hero}`,
    features,
    benefits: copy.marketingIntel.keyBenefits[0] ?? copy.websiteCopy.benefits,
    proof,
    cta: `${copy.websiteCopy.callToAction} at ${analysis.domain}`,
  };
}

function audioScript(analysis: SiteAnalysis, copy: GeneratedCopy): string {
  const features = analysis.features.slice(0, 3);
  const list = features.length > 1 ? `${features.slice(0, -1).join(', ')} and ${features[features.length - 1]}` : (features[0] ?? '');
  return [
    `Meet ${analysis.name}.`,
    copy.websiteCopy.subheading,
    list ? `With ${list}, everything you need is in one place.` : '',
    copy.websiteCopy.benefits.split(/(?<=[.!?])\s+/)[0] ?? '',
    `${copy.websiteCopy.callToAction} at ${analysis.domain}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

function optimizations(analysis: SiteAnalysis, copy: GeneratedCopy): PlatformOptimization[] {
  const question = copy.social.find((p) => p.platform === 'Twitter')?.options[2]?.split('\n')[0] ?? copy.websiteCopy.hero;
  const pool = [analysis.name, ...analysis.keywords.slice(0, 6), ...analysis.features.slice(0, 3), analysis.type === 'Business' ? 'SmallBusiness' : analysis.type];
  const hooks: Record<(typeof platforms)[number], string> = {
    YouTube: `${copy.websiteCopy.hero}: here is how ${analysis.name} does it`,
    Instagram: `${copy.websiteCopy.hero} ✨`,
    TikTok: question,
    Twitter: `${analysis.name} in ${videoDefaults.durationSeconds} seconds`,
    LinkedIn: `How ${analysis.name} helps: ${analysis.features[0] ?? copy.websiteCopy.hero}`,
    Facebook: question,
  };
  return platforms.map((platform) => ({
    platform,
    optimalLength: optimalLengths[platform],
    thumbnailText: (platform === 'YouTube' || platform === 'LinkedIn' ? `${analysis.name}: ${analysis.features[0] ?? copy.websiteCopy.hero}` : copy.websiteCopy.hero).slice(0, 40),
    hookLine: hooks[platform].slice(0, 120),
    hashtagStrategy: uniqueHashtags(platform === 'TikTok' ? [...pool.slice(0, 3), 'LearnOnTikTok', 'SmallBusinessTikTok'] : pool, hashtagCounts[platform]),
  }));
}

function overlayHtml(overlay: TextOverlay): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(overlay.backgroundColor.slice(i, i + 2), 16));
  const background = /^#[0-9a-f]{6}$/i.test(overlay.backgroundColor) ? `rgba(${r},${g},${b},${overlay.backgroundOpacity})` : overlay.backgroundColor;
  const vertical = overlay.position === 'top' ? 'top:6%' : overlay.position === 'middle' ? 'top:50%;transform:translate(-50%,-50%)' : 'bottom:8%';
  const horizontal = overlay.position === 'middle' ? 'left:50%' : 'left:50%;transform:translateX(-50%)';
  const style = [
    'position:absolute',
    horizontal,
    vertical,
    'max-width:84%',
    `font-size:${overlay.fontSize}px`,
    `font-family:${escapeXml(overlay.fontFamily)},Arial,sans-serif`,
    `color:${escapeXml(overlay.color)}`,
    `background:${escapeXml(background)}`,
    `text-align:${overlay.textAlign}`,
    `padding:${overlay.padding}px`,
    `border-radius:${overlay.borderRadius}px`,
    'font-weight:700',
    'line-height:1.2',
  ].join(';');
  return `<div class="overlay" style="${style}">${overlay.text.split('\n').map(escapeXml).join('<br>')}</div>`;
}

/** A slideshow page with no outside dependencies: inline CSS and script, inline images, escaped text. */
function slideshowHtml(analysis: SiteAnalysis, sections: VideoSection[], overlays: TextOverlay[], images: Array<string | null>, colors: SiteAnalysis['brand']['colors']): string {
  const slides = sections
    .map((section, i) => {
      const image = images[i];
      const background = image && /^(data:image\/(png|jpeg|webp);base64,|https:\/\/)/.test(image) ? `<img src="${escapeXml(image)}" alt="${escapeXml(section.name)}">` : '';
      const overlay = overlays[i];
      return `<section class="slide${i === 0 ? ' active' : ''}" data-seconds="${section.timing}">${background}${overlay ? overlayHtml(overlay) : ''}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: https:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>${escapeXml(`${analysis.name} slideshow`)}</title>
<style>
html,body{margin:0;height:100%;background:#000;font-family:Arial,sans-serif}
.stage{position:relative;width:100vw;height:56.25vw;max-height:100vh;max-width:177.78vh;margin:auto;top:50%;transform:translateY(-50%);overflow:hidden;background:linear-gradient(135deg,${colors.primary},${colors.secondary})}
.slide{position:absolute;inset:0;opacity:0;transition:opacity .6s ease}
.slide.active{opacity:1}
.slide img{width:100%;height:100%;object-fit:cover}
.overlay{box-sizing:border-box;white-space:normal}
.bar{position:absolute;left:0;bottom:0;height:6px;background:${colors.accent};width:0}
.controls{position:fixed;right:16px;bottom:16px}
.controls button{font:600 14px Arial,sans-serif;padding:8px 14px;border:0;border-radius:6px;background:#ffffffd9;cursor:pointer}
</style>
</head>
<body>
<div class="stage">
${slides}
<div class="bar"></div>
</div>
<div class="controls"><button id="toggle" type="button">Pause</button></div>
<script>
(function () {
  var slides = Array.prototype.slice.call(document.querySelectorAll('.slide'));
  var bar = document.querySelector('.bar');
  var button = document.getElementById('toggle');
  var index = 0, elapsed = 0, playing = true, tick = 100;
  function seconds(i) { return Number(slides[i].getAttribute('data-seconds')) || ${videoDefaults.sectionTimingSeconds}; }
  function show(i) {
    slides[index].classList.remove('active');
    index = (i + slides.length) % slides.length;
    slides[index].classList.add('active');
    elapsed = 0;
  }
  setInterval(function () {
    if (!playing || slides.length === 0) return;
    elapsed += tick;
    bar.style.width = Math.min(100, (elapsed / (seconds(index) * 1000)) * 100) + '%';
    if (elapsed >= seconds(index) * 1000) show(index + 1);
  }, tick);
  button.addEventListener('click', function () {
    playing = !playing;
    button.textContent = playing ? 'Pause' : 'Play';
  });
})();
</script>
</body>
</html>`;
}

/** The optional video part: five sections over the snippets, default overlays, music brief, platform tips, HTML slideshow. */
export function composeVideoContent(input: {
  analysis: SiteAnalysis;
  copy: GeneratedCopy;
  snippets: ResolvedSnippet[];
  prompt: string;
  /** The music library's track for the brief's genre, when the media service has made it. */
  libraryTrack?: LibraryTrack | null;
}): VideoContent {
  const { analysis, copy, snippets } = input;
  const texts = sectionTexts(analysis, copy);
  const timing = videoDefaults.sectionTimingSeconds;
  const pickSnippet = (i: number) => (snippets.length > 0 ? snippets[i % snippets.length] : undefined);
  const sections: VideoSection[] = videoSectionIds.map((id, i) => ({
    name: sectionNames[id],
    text: texts[id],
    image: pickSnippet(i)?.imageUrl ?? '',
    timing,
  }));
  const overlays = defaultTextOverlays(analysis.name, analysis.type === 'Business' ? undefined : analysis.type, analysis.features[0]);
  const images = sections.map((_, i) => {
    const snippet = pickSnippet(i);
    return snippet?.thumbnail ?? (snippet?.imageUrl.startsWith('https://') ? snippet.imageUrl : null);
  });
  const totalDuration = sections.reduce((sum, s) => sum + s.timing, 0);
  return {
    sections,
    slideshowData: {
      screenshots: sections.map((s) => s.image),
      textOverlays: overlays,
      transitionTimings: sections.map((s) => s.timing),
      totalDuration,
      audioScript: audioScript(analysis, copy),
    },
    musicSelection: selectMusic(analysis, input.prompt, input.libraryTrack ?? null),
    platformOptimizations: optimizations(analysis, copy),
    htmlTemplate: slideshowHtml(analysis, sections, overlays, images, analysis.brand.colors),
    screenshotCount: snippets.length,
    duration: totalDuration,
  };
}
