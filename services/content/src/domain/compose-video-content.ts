import {
  platforms,
  textOverlaysFromLines,
  videoDefaults,
  videoSectionIds,
  type MusicGenre,
  type MusicSelection,
  type PlatformOptimization,
  type TextOverlay,
  type VideoContent,
  type VideoSection,
} from '@sitespark/contracts';
import { mediaUrl, type LibraryTrack } from '@sitespark/service-kit';
import {
  chooseVideoMusic,
  musicGenreFor as siteMusicGenre,
  narrationScript,
  readCampaign,
  videoPlatformTips,
  videoSectionNames,
  videoSlideLines,
  type Campaign,
  type SiteModel,
} from '@sitespark/site-model';
import type { GeneratedCopy } from '../adapters/content-generator.ts';
import { escapeXml } from './create-flyers.ts';
import type { ResolvedSnippet } from './resolve-snippets.ts';

/** The genre the music brief asks for, so the library's track can be looked up before composing. */
export function musicGenreFor(site: Pick<SiteModel, 'type'>): MusicGenre {
  return siteMusicGenre(site);
}

function selectMusic(site: SiteModel, prompt: string, track: LibraryTrack | null): MusicSelection {
  const choice = chooseVideoMusic(site, { prompt });
  const { mood } = choice;
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
    reasoning: `${site.name} reads as ${site.type === 'Business' ? 'a general business' : `a ${site.type} site`}${site.typeEvidence[0] ? ` (${site.typeEvidence[0]})` : ''}; ${choice.why}.`,
    musicUrl: track ? mediaUrl(track.key) : null,
  };
}

/** The five slides' overlays: the campaign's and the site's own lines, the spec's defaults only when nothing was read and nothing asked. */
export function siteOverlays(site: SiteModel, campaign?: Campaign | null): TextOverlay[] {
  return textOverlaysFromLines(videoSlideLines(site, campaign), site.name, site.type === 'Business' ? undefined : site.type, site.features[0]?.name);
}

function optimizations(site: SiteModel, userText: string[], campaign: Campaign): PlatformOptimization[] {
  return videoPlatformTips(site, platforms, videoDefaults.durationSeconds, { userText, campaign });
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
function slideshowHtml(site: SiteModel, sections: VideoSection[], overlays: TextOverlay[], images: Array<string | null>, colors: SiteModel['brand']['colors']): string {
  const slides = sections
    .map((section, i) => {
      const image = images[i];
      const background = image && /^(data:image\/(png|jpeg|webp);base64,|https:\/\/)/.test(image) ? `<img src="${escapeXml(image)}" alt="${escapeXml(section.name)}">` : '';
      const overlay = overlays[i];
      return `<section class="slide${i === 0 ? ' active' : ''}" data-seconds="${section.timing}">${background}${overlay ? overlayHtml(overlay) : ''}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${site.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: https:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>${escapeXml(`${site.name} slideshow`)}</title>
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

/**
 * The optional video part: five sections over the snippets whose overlays say the owner's campaign
 * and what the site says (in its language), a narration that opens on the campaign, the music
 * brief for its kind, platform tips whose TikTok and Reels hook is the campaign's, and the HTML
 * slideshow.
 */
export function composeVideoContent(input: {
  site: SiteModel;
  /** The writer's copy; the video reads the site's own facts so every line has a source. */
  copy?: GeneratedCopy;
  snippets: ResolvedSnippet[];
  prompt: string;
  /** The user's target audience, kept out of hashtags like the prompt. */
  targetAudience?: string;
  /** The music library's track for the brief's genre, when the media service has made it. */
  libraryTrack?: LibraryTrack | null;
  /** The form of address the user asked for (tú/usted, du/Sie, tu/vous), for the narration. */
  address?: 'formal' | 'informal' | null;
  /** The brief read as a campaign, the one the kit's writer was given; read from the prompt and audience when absent. */
  campaign?: Campaign;
}): VideoContent {
  const { site, snippets } = input;
  const campaign = input.campaign ?? readCampaign(input.prompt, input.targetAudience ?? '', site.language);
  const names = videoSectionNames(site.language);
  const overlays = siteOverlays(site, campaign);
  const timing = videoDefaults.sectionTimingSeconds;
  const pickSnippet = (i: number) => (snippets.length > 0 ? snippets[i % snippets.length] : undefined);
  const sections: VideoSection[] = videoSectionIds.map((id, i) => ({
    name: names[id],
    text: overlays[i]?.text ?? '',
    image: pickSnippet(i)?.imageUrl ?? '',
    timing,
  }));
  const images = sections.map((_, i) => {
    const snippet = pickSnippet(i);
    return snippet?.thumbnail ?? (snippet?.imageUrl.startsWith('https://') ? snippet.imageUrl : null);
  });
  const totalDuration = sections.reduce((sum, s) => sum + s.timing, 0);
  const userText = [input.prompt, input.targetAudience ?? ''].filter((text) => text.trim() !== '');
  return {
    sections,
    slideshowData: {
      screenshots: sections.map((s) => s.image),
      textOverlays: overlays,
      transitionTimings: sections.map((s) => s.timing),
      totalDuration,
      audioScript: narrationScript(site, totalDuration, { address: input.address, campaign }),
    },
    musicSelection: selectMusic(site, input.prompt, input.libraryTrack ?? null),
    platformOptimizations: optimizations(site, userText, campaign),
    htmlTemplate: slideshowHtml(site, sections, overlays, images, site.brand.colors),
    screenshotCount: snippets.length,
    duration: totalDuration,
  };
}
