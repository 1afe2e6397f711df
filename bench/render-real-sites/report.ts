import type { Cost } from './cpu.ts';
import type { VideoMeasure } from './measure-video.ts';

export interface CallCost {
  site: string;
  studio: string;
  label: string;
  videos: number;
  cost: Cost | null;
  error?: string;
}

const seconds = (value: number | null | undefined, digits = 1) => (value === null || value === undefined ? '–' : value.toFixed(digits));
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((100 * part) / whole)} %`);

/** The voiceover's share of the video: what of the voice fits in the video, over the video. */
export function voiceShare(video: VideoMeasure): number | null {
  if (video.stackedFrames === null) return null;
  return Math.min(video.voiceoverSec ?? 0, video.durationSec) / video.durationSec;
}

/** The voice's seconds over the video's; a voice longer than the video is cut at its end. */
function voiceCell(voiceSec: number, videoSec: number): string {
  return `${seconds(voiceSec)}/${seconds(videoSec)} (${Math.round((100 * voiceSec) / videoSec)} %${voiceSec > videoSec + 0.5 ? ', cut' : ''})`;
}

const flatLimit = 0.1;
const voiceTarget = 0.8;

export function videoRows(videos: VideoMeasure[]): string[][] {
  const header = ['site', 'video', 'size', 'sec', 'flat frames', 'stacked', 'stock-line frames', 'voice/video', 'Δ auto', 'render wall s', 'render CPU s'];
  return [
    header,
    ...videos.map((video) => {
      const voice = voiceShare(video);
      return [
        video.site,
        video.label,
        `${video.width}x${video.height}`,
        seconds(video.durationSec),
        `${video.flatFrames}/${video.sampled} (${percent(video.flatFrames, video.sampled)})`,
        video.stackedFrames === null ? 'unknown' : `${video.stackedFrames}/${video.sampled}`,
        video.stockFrames === null ? 'unknown' : `${video.stockFrames}/${video.sampled}`,
        voice === null ? 'unknown' : video.voiceoverSec === null ? 'no voice' : voiceCell(video.voiceoverSec, video.durationSec),
        video.label === 'auto' ? '(ref)' : seconds(video.differenceToAuto),
        seconds(video.render?.wallSec),
        seconds(video.render?.cpuSec),
      ];
    }),
  ];
}

export function callRows(calls: CallCost[]): string[][] {
  return [
    ['site', 'route call', 'videos', 'job wall s', 'job CPU s', 'CPU/wall'],
    ...calls.map((call) => [
      call.site,
      call.label,
      call.error ? `FAILED: ${call.error.slice(0, 80)}` : String(call.videos),
      seconds(call.cost?.wallSec),
      seconds(call.cost?.cpuSec),
      call.cost?.cpuSec != null ? (call.cost.cpuSec / call.cost.wallSec).toFixed(2) : '–',
    ]),
  ];
}

/** Per studio and in all, against issue 28's targets. */
export function summaryRows(videos: VideoMeasure[], calls: CallCost[]): string[][] {
  const groups = new Map<string, VideoMeasure[]>();
  for (const video of videos) groups.set(video.studio, [...(groups.get(video.studio) ?? []), video]);
  groups.set('all', videos);
  const rows = [['studio', 'videos', 'flat frames', 'videos > 10 % flat', 'stacked frames', 'stock-line frames', 'videos w/ stock line', 'voice >= 80 %', 'job wall s', 'job CPU s']];
  for (const [studio, group] of groups) {
    const sampled = group.reduce((sum, video) => sum + video.sampled, 0);
    const flat = group.reduce((sum, video) => sum + video.flatFrames, 0);
    const known = group.filter((video) => video.stackedFrames !== null);
    const stacked = known.reduce((sum, video) => sum + video.stackedFrames!, 0);
    const stock = known.reduce((sum, video) => sum + video.stockFrames!, 0);
    const knownSampled = known.reduce((sum, video) => sum + video.sampled, 0);
    // Only the professional studio narrates (the spec gives the others music and overlays): the target is on narrated videos.
    const narrated = known.filter((video) => video.voiceoverSec !== null);
    const voiced = narrated.filter((video) => (voiceShare(video) ?? 0) >= voiceTarget).length;
    const groupCalls = studio === 'all' ? calls : calls.filter((call) => call.studio === studio);
    const wall = groupCalls.reduce((sum, call) => sum + (call.cost?.wallSec ?? 0), 0);
    const cpu = groupCalls.every((call) => call.cost?.cpuSec != null) ? groupCalls.reduce((sum, call) => sum + call.cost!.cpuSec!, 0) : null;
    rows.push([
      studio,
      String(group.length),
      `${flat}/${sampled} (${percent(flat, sampled)})`,
      `${group.filter((video) => video.flatFrames / Math.max(1, video.sampled) > flatLimit).length}/${group.length}`,
      known.length ? `${stacked}/${knownSampled}` : 'unknown',
      known.length ? `${stock}/${knownSampled}` : 'unknown',
      `${known.filter((video) => video.stockLines.length > 0).length}/${known.length}`,
      narrated.length ? `${voiced}/${narrated.length}` : 'no voice',
      seconds(wall, 0),
      seconds(cpu, 0),
    ]);
  }
  rows.push(['target', '', '', '0 (<= 10 % each)', '0', '0', '0', 'all narrated', '', '']);
  return rows;
}

/** Columns padded to their widest cell; the first column left-aligned. */
export function textTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => (column <= 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ').trimEnd()).join('\n');
}

export function markdownTable(rows: string[][]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [`| ${rows[0]!.map(escape).join(' | ')} |`, `|${rows[0]!.map(() => '---').join('|')}|`, ...rows.slice(1).map((row) => `| ${row.map(escape).join(' | ')} |`)].join('\n');
}
