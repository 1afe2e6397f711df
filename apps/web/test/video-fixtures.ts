import type { FreeVideoResult, MusicTrack, ProfessionalVideoResult, TextOverlay } from '@sitespark/contracts';

const overlay = (text: string): TextOverlay => ({
  text,
  position: 'bottom',
  fontSize: 48,
  fontFamily: 'Arial',
  color: '#ffffff',
  backgroundColor: '#8b5cf6',
  backgroundOpacity: 0.9,
  textAlign: 'center',
  padding: 20,
  borderRadius: 10,
});

const names = ['Hero', 'Features', 'Benefits', 'Social Proof', 'Call to Action'];

/** A free-video answer as the render service gives it (five sections, four screenshots). */
export function freeVideoResult(): FreeVideoResult {
  const screenshots = [1, 2, 3, 4].map((n) => `/api/media/screenshots/u/${n}.png`);
  return {
    htmlTemplate: `<!DOCTYPE html><html><body>${screenshots.map((src) => `<img src="${src}">`).join('')}</body></html>`,
    screenshotCount: 4,
    slideshowData: {
      screenshots,
      textOverlays: names.map((name) => overlay(`${name} text`)),
      transitionTimings: [3, 3, 3, 3, 3],
      totalDuration: 15,
      audioScript: 'Meet Lumenfold. Scheduling that runs itself.',
    },
    musicSelection: {
      genre: 'Electronic',
      mood: 'Modern',
      tempo: '110-124 BPM',
      energy: 'Medium-high',
      duration: 15,
      description: 'Modern electronic music for a 15-second video.',
      reasoning: 'Lumenfold reads as a SaaS site.',
      musicUrl: '/api/media/library/builtin/electronic.mp3',
    },
    platformOptimizations: [
      { platform: 'YouTube', optimalLength: 15, thumbnailText: 'Lumenfold: Scheduling', hookLine: 'Here is how Lumenfold does it', hashtagStrategy: ['#Lumenfold', '#Scheduling'] },
    ],
    videoUrl: '/api/media/videos/u/v.mp4?download=Lumenfold%20slideshow.mp4',
    duration: 15,
    sections: names.map((name, index) => ({
      name,
      text: `${name} text`,
      image: screenshots[index % screenshots.length] ?? '',
      timing: 3,
    })),
  };
}

export function professionalVideoResult(): ProfessionalVideoResult {
  return {
    videoUrl: '/api/media/videos/u/main.mp4?download=Lumenfold%20slideshow.mp4',
    thumbnailUrl: '/api/media/thumbnails/u/t.jpg',
    duration: 30,
    websiteAnalysis: { name: 'Lumenfold' },
    audioNarration: { audioUrl: '/api/media/audio/u/voice.mp3', script: 'Meet Lumenfold, scheduling that runs itself.' },
    platformVideos: [
      { platform: 'YouTube', optimalLength: 30, thumbnailText: 'Lumenfold: Scheduling', hookLine: 'Here is how Lumenfold does it', hashtagStrategy: ['#Lumenfold'], videoUrl: '/api/media/videos/u/yt.mp4' },
      { platform: 'Instagram', optimalLength: 30, thumbnailText: 'Lumenfold', hookLine: 'Lumenfold: Scheduling ✨', hashtagStrategy: ['#Lumenfold', '#Team'], videoUrl: '/api/media/videos/u/ig.mp4' },
    ],
  };
}

export const libraryTracks: MusicTrack[] = [
  { id: 't1', name: 'Boardroom Sunrise', url: '/api/media/library/builtin/corporate.mp3', genre: 'Corporate', mood: 'Professional', trackId: 'boardroom-sunrise' },
  { id: 't2', name: 'Neon Circuit', url: '/api/media/library/builtin/electronic.mp3', genre: 'Electronic', mood: 'Modern', trackId: 'neon-circuit' },
];
