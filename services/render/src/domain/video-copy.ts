import { hoursInWords } from '@sitespark/copy';
import type { MusicSelection, Platform, PlatformOptimization } from '@sitespark/contracts';
import { chooseVideoMusic, narrationBySlide, narrationScript, videoPlatformTips, type Campaign, type NarrationOptions, type SiteModel, type VideoMusicChoice } from '@sitespark/site-model';

/**
 * The studios' words. Every rule (music by type, platform lengths and hashtag counts, thumbnails,
 * hooks, narration) lives in @sitespark/site-model so the studios and the content kit agree.
 */

/** The genre and mood for a site and a studio style; a specific style wins over the site's kind. */
export function chooseMusic(site: SiteModel, style: string): VideoMusicChoice {
  return chooseVideoMusic(site, { style });
}

/** The musicSelection of a result; `musicUrl` is empty when no track was found to play. */
export function describeMusic(site: SiteModel, choice: VideoMusicChoice, durationSec: number, musicUrl: string, trackName?: string): MusicSelection {
  const track = musicUrl ? `"${trackName ?? `${choice.genre} track`}" from the music library plays under the video` : 'No library track was available, so the video is silent';
  return {
    genre: choice.genre,
    mood: choice.mood,
    tempo: choice.tempo,
    energy: choice.energy,
    duration: durationSec,
    description: `${choice.mood} ${choice.genre.toLowerCase()} music, ${choice.tempo}, ${choice.energy.toLowerCase()} energy, for a ${durationSec}-second video. ${track}.`,
    reasoning: `${site.name} reads as ${site.type === 'Business' ? 'a general business site' : `a ${site.type} site`}; ${choice.why}.`,
    musicUrl,
  };
}

/** Per platform its length, thumbnail text and hook: TikTok's and Reels' hook is the campaign's when there is one. */
export function optimizeForPlatforms(site: SiteModel, platforms: readonly Platform[], videoLength: number, campaign: Campaign | null = null): PlatformOptimization[] {
  return videoPlatformTips(site, platforms, videoLength, { campaign });
}

/** The free video's audio script: the narration in the site's language, sized to the video, opening on the campaign when there is one. */
export function writeAudioScript(site: SiteModel, lengthSec: number, campaign: Campaign | null = null): string {
  return narrationScript(site, lengthSec, { campaign, address: campaign?.address ?? null, hours: hoursInWords(site) });
}

/**
 * The professional video's narration in the site's language, one part per section (`slideSecs`
 * long each) and a last one, the call to action, for the end card; `voice` is what a recording
 * measured: its pace, and how long it took to say each sentence.
 */
export function writeNarrationBySlide(site: SiteModel, slideSecs: readonly number[], campaign: Campaign | null = null, voice: Pick<NarrationOptions, 'wordsPerSecond' | 'secondsOf'> = {}): string[] {
  return narrationBySlide(site, slideSecs, { campaign, address: campaign?.address ?? null, hours: hoursInWords(site), ...voice });
}
