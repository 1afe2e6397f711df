import { videoDefaults, type Platform, type ProfessionalVideoResult } from '@sitespark/contracts';
import { splitSentences, type Campaign, type SiteModel } from '@sitespark/site-model';
import { aspectFor, type CaptureAspect, type WebsiteCapture } from '../adapters/chromium.ts';
import { captionSafeArea, detectSilences, drawEndCard, platformSize, type Box, type FrameSize, type TimedCaption } from '../engine/index.ts';
import { brandCaptionStyle, brandLook, brandOverlays, endCardAction } from './brand-look.ts';
import { captionsBefore, captionWords, toWebVtt } from './caption-narration.ts';
import { captureSite, overlaysOffElements, planSlides } from './capture-site.ts';
import { findLibraryTrack, keyAreas, mediaUrl } from '@sitespark/service-kit';
import { musicGain } from './music-gain.ts';
import { recordVoiceover } from './record-voiceover.ts';
import { evenTimings } from './plan-slides.ts';
import type { RenderContext, RenderOutcome } from './render-context.ts';
import { renderVideo, saveThumbnail, thumbnailAtSec } from './render-video.ts';
import { fitPartsToVideo, heardSeconds, partSeconds, partSpans, placeNarration, timeSentences, timeWords, type Span, type SpokenWord } from './time-narration.ts';
import { chooseMusic, optimizeForPlatforms, writeNarrationBySlide } from './video-copy.ts';
import { styledBrandLook, styledOverlays, styledRender } from './video-style.ts';

interface Cut {
  size: FrameSize;
  lengthSec: number;
}

interface RenderedCut {
  key: string;
  file: string;
  durationSec: number;
  thumbnailKey: string;
  captionsKey: string | null;
}

const cutId = (cut: Cut) => `${cut.size.width}x${cut.size.height}@${cut.lengthSec}`;

/** What the end card says: the business's name (as its owner corrected it), its first call to action and its address. */
export function endCardWords(site: SiteModel, url: string): { title: string; callToAction: string; address: string } {
  return { title: site.name, callToAction: site.callsToAction[0] ?? endCardAction(site.language), address: site.domain || url };
}

/**
 * The Professional Video Studio: a narrated video at the first platform's size and length, its
 * thumbnail and captions, the narration on its own, and a cut per platform at that platform's size
 * and best length (cuts that would be identical are rendered once), each with its own thumbnail
 * and captions. Each section moves the camera to the page element its line talks about, in the
 * style's way (transitions, camera path and pace, type and overlay shape).
 */
export async function createProfessionalVideo(context: RenderContext<'professional-video'>): Promise<RenderOutcome<'professional-video'>> {
  const { input } = context.job;
  const platforms: Platform[] = input.platforms.length > 0 ? [...new Set(input.platforms)] : ['YouTube'];
  const mainSize = platformSize(platforms[0]!);
  const { fps } = context.settings;
  const slideSecs = evenTimings(input.videoLength - endCardSec, videoDefaults.slides, fps);
  // The screenshots are taken of what a first narration, at a typical pace, talks about.
  const draftAbout = (site: SiteModel, campaign: Campaign | null) => writeNarrationBySlide(site, slideSecs, campaign).slice(0, -1);
  const site = await captureSite(context, input.url, mainSize, { from: 2, to: 18 }, draftAbout);
  const optimizations = optimizeForPlatforms(site.site, platforms, input.videoLength, site.campaign);
  const { look: styleLook, motion } = styledRender(input.style);
  const look = styledBrandLook(brandLook(site.capture.brand), styleLook);

  const capturesByAspect = new Map<CaptureAspect, { capture: WebsiteCapture; size: FrameSize }>([[aspectFor(mainSize), { capture: site.capture, size: mainSize }]]);
  const sectionsByAspect = new Map<CaptureAspect, { images: Buffer[]; focus: Box[] }>();
  for (const platform of platforms) {
    const aspect = aspectFor(platformSize(platform));
    if (capturesByAspect.has(aspect)) continue;
    context.progress(20, `Taking ${platform} screenshots`);
    capturesByAspect.set(aspect, { capture: await context.captureWebsite(input.url, { aspect, maxShots: videoDefaults.slides, about: async () => draftAbout(site.site, site.campaign) }), size: platformSize(platform) });
  }

  context.progress(24, 'Recording the voiceover');
  const language = site.site.language;
  // One part per section and the end card's, written for the main cut's sections; each cut then
  // places every part on its own slide.
  // How long the voice took to say each sentence it has said: a narration written again is
  // measured in the voice's seconds, not in words (a price takes far longer to say than to write).
  const measuredSeconds = new Map<string, number>();
  const narrate = async (wordsPerSecond?: number, sectionSecs: readonly number[] = slideSecs): Promise<Narration> => {
    const voice = wordsPerSecond ? { wordsPerSecond, secondsOf: (sentence: string) => measuredSeconds.get(sentence) ?? null } : {};
    const partSentences = writeNarrationBySlide(site.site, sectionSecs, site.campaign, voice).map((part) => splitSentences(part, language));
    const sentences = partSentences.flat();
    // The voice reads the site's language. A failing speech endpoint gives the offline voice; with no
    // voice at all the video goes out unnarrated. Either way the note says so, and the video is made.
    const { speech, note } = await recordVoiceover(context, sentences.join(' '), language);
    // The parts are found and captions timed by measuring the recording; if it cannot be measured the
    // voice plays from the start, uncaptioned.
    const spoken = speech
      ? await detectSilences(speech.file, { signal: context.signal, tempRoot: context.workDir }).catch((error: unknown) => {
          if (context.signal.aborted) throw error;
          context.logger.warn({ err: error }, 'the voiceover could not be measured; the video has no captions');
          return null;
        })
      : null;
    const sentenceSpans = spoken ? timeSentences(sentences, spoken) : [];
    for (const [index, span] of sentenceSpans.entries()) measuredSeconds.set(sentences[index]!, span.endSec - span.startSec);
    const spans = partSpans(sentenceSpans, partSentences.map((part) => part.length));
    return { partSentences, sentences, speech, voiceNote: note, spoken, sentenceSpans, spans };
  };
  let narration = await narrate();
  // Written for a typical pace, the parts may leave the slides half silent or overrun them (a part
  // that cannot be placed is left out): then they are written again at the pace the voice was
  // measured speaking, and the recording that fills more of the video is kept.
  const placeInMain = (spans: ReadonlyArray<Span | null>) => placeNarration(spans, input.videoLength, { endCardSec, fps });
  const counts = (recorded: Narration) => recorded.partSentences.map((part) => part.length);
  // What a recording gives the main video once its parts are fitted (see fitPartsToVideo).
  const fitted = (recorded: Narration) => {
    const kept = recorded.spoken ? fitPartsToVideo(recorded.sentenceSpans, counts(recorded), input.videoLength, { endCardSec, fps }) : counts(recorded);
    const spans = recorded.spoken ? partSpans(recorded.sentenceSpans, counts(recorded), kept) : recorded.spans;
    const placement = recorded.spoken ? placeInMain(spans) : null;
    return { kept, spans, placement, share: placement ? heardSeconds(placement) / input.videoLength : 0 };
  };
  const first = narration.spoken ? placeInMain(narration.spans) : null;
  let best = fitted(narration);
  const pace = narration.spoken ? spokenPace(narration.sentences, narration.sentenceSpans) : null;
  // Parts left out overran their slides: a slower budget leaves a long sentence for a shorter one.
  // Nothing left out, the voice was done early: a fuller budget says more.
  const leftOut = first ? first.segments.length < narration.spans.filter(Boolean).length : false;
  // The end card's part takes the time it needs (an address read out can outlast the card): the
  // sections are written for what it leaves them.
  const closing = narration.spans.at(-1);
  const endCardOverrun = closing ? Math.max(0, partSeconds(closing) - endCardSec) : 0;
  const sectionsTotal = slideSecs.reduce((sum, seconds) => sum + seconds, 0);
  const sectionSecs = slideSecs.map((seconds) => (seconds * Math.max(0, sectionsTotal - endCardOverrun)) / sectionsTotal);
  for (const share of leftOut ? speakingShares.overrun : speakingShares.underfilled) {
    if (!pace || best.share >= voiceFillShare) break;
    context.progress(26, 'Fitting the voiceover to the video');
    const again = await narrate(pace * share, sectionSecs);
    const againFitted = fitted(again);
    if (againFitted.share > best.share) [narration, best] = [again, againFitted];
  }
  const { sentences, speech, voiceNote, spoken, sentenceSpans } = narration;
  // A part with no room in the video says its first sentences only; what is left out is neither heard nor captioned.
  const { kept, spans, placement: mainPlacement } = best;
  const keptSentence = narration.partSentences.flatMap((part, index) => part.map((_, at) => at < kept[index]!));
  // The script is what the main video says: a part it still has no room for is not in it.
  const partSentences = narration.partSentences.map((part, index) => (mainPlacement?.shifts[index] === null ? [] : part.slice(0, kept[index])));
  const script = partSentences.flat().join(' ');
  // Each section's camera goes to what its part of the narration talks about, on every canvas.
  const spokenAbout = partSentences.slice(0, -1).map((part) => part.join(' '));
  for (const [aspect, { capture, size }] of capturesByAspect) sectionsByAspect.set(aspect, await planSlides(capture, size, site.overlays, spokenAbout));
  const audioKey = speech ? await context.saveFile(keyAreas.audio, 'mp3', speech.file, 'audio/mpeg') : null;
  const captionStyle = brandCaptionStyle(look, input.captionStyle);
  const spokenWords = spoken ? timeWords(sentences, sentenceSpans, spoken.silences).filter((word) => keptSentence[word.sentence]) : [];
  const partOfSentence = narration.partSentences.flatMap((part, index) => part.map(() => index));
  const captioned = spoken && input.captionStyle !== 'off';

  const track = await findLibraryTrack(context.store, chooseMusic(site.site, input.style).genre);
  // Under a voice the music sits lower than in a silent slideshow.
  const music = track ? { file: await context.fetchToFile(track.key, 'music'), volume: musicGain(40) } : undefined;
  // One text layer at a time: the renderer leaves a slide's overlay off while a caption shows, so
  // the overlay may take the caption's place; both are laid out in the platform's safe area.
  const branded = input.useTemplate ? styledOverlays(brandOverlays(site.overlays, look), styleLook) : undefined;
  // The last section's overlay is the call to action and the link, which the end card after it says: in the
  // moment the voice leaves it, it would show the same words twice in a row.
  const sectionOverlays = branded?.map((overlay, index) => (index === branded.length - 1 && index > 0 ? { ...overlay, text: '' } : overlay));
  const overlaysFor = (size: FrameSize, sections: { images: Buffer[]; focus: Box[] }) =>
    sectionOverlays ? overlaysOffElements(sectionOverlays, sections.images.map((image, index) => ({ image, focus: sections.focus[index] })), size) : undefined;

  const mainCut: Cut = { size: mainSize, lengthSec: input.videoLength };
  const cuts = new Map<string, Cut>([[cutId(mainCut), mainCut]]);
  const platformCuts = optimizations.map((optimization) => {
    const cut = { size: platformSize(optimization.platform), lengthSec: optimization.optimalLength };
    cuts.set(cutId(cut), cut);
    return cutId(cut);
  });

  const work = [...cuts.values()].reduce((sum, cut) => sum + cut.size.width * cut.size.height * cut.lengthSec, 0);
  let done = 0;
  const rendered = new Map<string, RenderedCut>();
  for (const [id, cut] of cuts) {
    const share = cut.size.width * cut.size.height * cut.lengthSec;
    const from = 30 + (62 * done) / work;
    const to = 30 + (62 * (done + share)) / work;
    done += share;
    // Every cut's canvas is one of the platforms', each planned above.
    const sections = sectionsByAspect.get(aspectFor(cut.size))!;
    const endCard = await drawEndCard({
      ...cut.size,
      color: look.color,
      textColor: look.textColor,
      fontFamily: look.fontFamily,
      ...endCardWords(site.site, input.url),
      ...logoOf(capturesByAspect.get(aspectFor(cut.size))?.capture ?? site.capture),
    });
    const placement = spoken ? placeNarration(spans, cut.lengthSec, { endCardSec, fps }) : null;
    const timings = placement?.timings ?? [...evenTimings(cut.lengthSec - endCardSec, sections.images.length, fps), endCardSec];
    const placedWords = placement ? spokenWords.flatMap((word): SpokenWord[] => shifted(word, placement.shifts[partOfSentence[word.sentence] ?? -1])) : [];
    const captions: TimedCaption[] = captioned ? captionWords(placedWords, cut.size, captionStyle, input.captionStyle === 'line' ? 'line' : 'word-by-word', cut.lengthSec) : [];
    const video = await renderVideo(context, {
      // The sections, then the end card (no overlay: it carries its own words).
      images: [...sections.images, endCard],
      focus: sections.focus,
      ...(branded ? { overlays: overlaysFor(cut.size, sections) } : {}),
      timings,
      size: cut.size,
      motion,
      ...(music ? { music } : {}),
      ...(speech ? { voiceover: { file: speech.file, ...(placement ? { segments: placement.segments } : {}) } } : {}),
      // The end card carries the call to action, the link and the brand: no caption over it (the WebVTT keeps its cue).
      ...(captions.length > 0 ? { captions: { items: captionsBefore(captions, cut.lengthSec - timings.at(-1)! - motion.transitionSec), style: captionStyle } } : {}),
      overlayArea: captionSafeArea(cut.size.width, cut.size.height),
      progress: { from, to, stage: `Rendering ${cut.size.width}x${cut.size.height} video` },
      outputName: `${id}.mp4`,
    });
    const key = await context.saveFile(keyAreas.videos, 'mp4', video.file, 'video/mp4');
    // The first section once its camera has settled: the site's headline, in the brand's look.
    const thumbnailKey = await saveThumbnail(context, video, thumbnailAtSec(timings[0] ?? 0), id);
    let captionsKey: string | null = null;
    if (captions.length > 0) captionsKey = await context.saveBuffer(keyAreas.videos, 'vtt', Buffer.from(toWebVtt(captions)), 'text/vtt; charset=utf-8');
    rendered.set(id, { key, file: video.file, durationSec: video.durationSec, thumbnailKey, captionsKey });
  }

  context.progress(94, 'Finishing');
  const main = rendered.get(cutId(mainCut))!;
  const fileName = `${site.site.name} slideshow.mp4`;
  const result: ProfessionalVideoResult = {
    videoUrl: mediaUrl(main.key, fileName),
    thumbnailUrl: mediaUrl(main.thumbnailKey),
    ...(main.captionsKey ? { captionsUrl: mediaUrl(main.captionsKey, `${site.site.name} captions.vtt`) } : {}),
    duration: main.durationSec,
    websiteAnalysis: { name: site.site.name },
    audioNarration: { audioUrl: audioKey ? mediaUrl(audioKey) : '', script, language, ...(speech?.voice ? { voice: speech.voice } : {}), ...(voiceNote ? { note: voiceNote } : {}) },
    platformVideos: optimizations.map((optimization, index) => {
      const video = rendered.get(platformCuts[index]!)!;
      return {
        ...optimization,
        videoUrl: mediaUrl(video.key, `${site.site.name} ${optimization.platform} slideshow.mp4`),
        thumbnailUrl: mediaUrl(video.thumbnailKey),
        ...(video.captionsKey ? { captionsUrl: mediaUrl(video.captionsKey, `${site.site.name} ${optimization.platform} captions.vtt`) } : {}),
      };
    }),
  };
  return { result, screenshotKeys: site.screenshotKeys };
}

/** A word moved by its part's shift into the cut; none when its part is not said there. */
function shifted(word: SpokenWord, shift: number | null | undefined): SpokenWord[] {
  return typeof shift === 'number' ? [{ ...word, startSec: word.startSec + shift, endSec: word.endSec + shift }] : [];
}

/** The end card's share of every cut, in seconds. */
const endCardSec = 3;
/** Below this share of the video heard, the narration is written again at the voice's own pace. */
const voiceFillShare = 0.8;
/**
 * The shares of a slide's time the voice is written to speak (at its measured pace), tried in turn
 * after a first recording that overran its slides or left them half silent.
 */
const speakingShares = { overrun: [0.95, 0.86, 1, 0.74], underfilled: [1, 1.1] };

interface Narration {
  partSentences: string[][];
  sentences: string[];
  speech: Awaited<ReturnType<typeof recordVoiceover>>['speech'];
  voiceNote: Awaited<ReturnType<typeof recordVoiceover>>['note'];
  spoken: Awaited<ReturnType<typeof detectSilences>> | null;
  sentenceSpans: Span[];
  spans: Array<Span | null>;
}

/** The words a second the voice spoke, from its measured sentences; null when nothing was measured. */
function spokenPace(sentences: readonly string[], spans: readonly Span[]): number | null {
  const seconds = spans.reduce((sum, span) => sum + Math.max(0, span.endSec - span.startSec), 0);
  const words = sentences.slice(0, spans.length).reduce((sum, sentence) => sum + sentence.split(/\s+/u).filter(Boolean).length, 0);
  return seconds > 1 && words > 0 ? words / seconds : null;
}

/** The page's logo, cut from the screenshot that shows it, for the end card. */
function logoOf(capture: WebsiteCapture): { logo?: { image: Buffer; box: Box } } {
  const logo = capture.elements?.find((element) => element.kind === 'logo');
  const image = logo ? capture.screenshots[logo.shot] : undefined;
  return logo && image ? { logo: { image, box: { x: logo.x, y: logo.y, width: logo.width, height: logo.height } } } : {};
}


