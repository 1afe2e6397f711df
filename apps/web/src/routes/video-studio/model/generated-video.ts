import { GeneratedVideo, videoDefaults, videoSectionIds } from '@sitespark/contracts';
import type { FreeVideoResult } from '@sitespark/contracts';

/** Browser storage key of the Video Studio's latest video (spec section 3). */
export const GENERATED_VIDEO_STORAGE_KEY = 'generatedVideo';

const maxSectionTiming = 60;

/** The client shape of a studio result: what /video-preview plays. */
export function toGeneratedVideo(result: FreeVideoResult, backgroundMusic: string | null, musicVolume: number): GeneratedVideo {
  return {
    videoUrl: result.videoUrl,
    thumbnailUrl: result.thumbnailUrl ?? result.sections[0]?.image ?? result.slideshowData.screenshots[0] ?? '',
    duration: result.duration,
    sections: result.sections.map((section, index) => ({
      id: section.id ?? videoSectionIds[index] ?? `section-${index + 1}`,
      name: section.name,
      image: section.image,
      text: section.text,
      timing: section.timing > 0 ? Math.min(maxSectionTiming, section.timing) : videoDefaults.sectionTimingSeconds,
    })),
    backgroundMusic: backgroundMusic || null,
    musicVolume,
  };
}

export function saveGeneratedVideo(video: GeneratedVideo, storage: Storage = window.localStorage): void {
  storage.setItem(GENERATED_VIDEO_STORAGE_KEY, JSON.stringify(GeneratedVideo.parse(video)));
}

/** The stored video, or null when there is none or what is stored is not a video. */
export function loadGeneratedVideo(storage: Storage = window.localStorage): GeneratedVideo | null {
  let raw: string | null;
  try {
    raw = storage.getItem(GENERATED_VIDEO_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = GeneratedVideo.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
