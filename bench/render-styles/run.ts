/**
 * Style bench: the render bench's motion + captions content (five 1920x1080 pages, 30 s at 30 fps,
 * music, the camera moving to a card on every slide, ten captions) rendered in every studio style
 * through the same domain code the studios use (styledRender, styledOverlays). Prints each style's
 * wall and CPU time and its CPU against professional's (the auto video's, today's look): a style
 * must not make a render heavier (<= 1.05x, the run-to-run noise on a shared machine).
 *
 *   npm run bench:render-styles      (BENCH_STYLES=upbeat,minimal for some; BENCH_RENDER_ROUNDS=n, default 1)
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { defaultTextOverlays, videoStyleNames } from '@sitespark/contracts';
import { slideDurations } from '../../services/render/src/domain/plan-slides.ts';
import { styledOverlays, styledRender } from '../../services/render/src/domain/video-style.ts';
import { renderSlideshow } from '../../services/render/src/engine/index.ts';

const width = 1920;
const height = 1080;
const fps = 30;
const targetSec = 30;
const slideCount = 5;
const rounds = Math.max(1, Number(process.env.BENCH_RENDER_ROUNDS ?? 1));
const styles = process.env.BENCH_STYLES ? process.env.BENCH_STYLES.split(',') : [...videoStyleNames];
const clockTicksPerSecond = 100;

const dir = await mkdtemp(join(tmpdir(), 'bench-render-styles-'));
try {
  const images = pages();
  const musicFile = join(dir, 'music.mp3');
  await run('ffmpeg', ['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=12', '-c:a', 'libmp3lame', '-q:a', '4', musicFile]);
  const overlays = defaultTextOverlays('Acme Widgets', 'Bakery', 'Fresh bread every morning');
  const focus = images.map((_, index) => ({ x: 160 + (index % 3) * 560, y: 520, width: 480, height: 360 }));
  const captionSec = targetSec / 10;
  const captions = Array.from({ length: 10 }, (_, index) => ({ text: `Caption line ${index + 1} of the narration, timed to the voice`, startSec: index * captionSec, endSec: (index + 1) * captionSec }));
  const timings = Array.from({ length: slideCount }, () => targetSec / slideCount);

  const results = new Map<string, { seconds: number; cpuSeconds: number }>();
  for (let round = 0; round < rounds; round++) {
    for (const style of round % 2 === 0 ? styles : [...styles].reverse()) {
      const { look, motion } = styledRender(style);
      const styled = styledOverlays(overlays, look);
      const durations = slideDurations(timings, fps, motion.transitionSec);
      const before = { wall: performance.now(), cpu: await cpuTicks() };
      await renderSlideshow({
        slides: images.map((image, index) => ({ image, durationSec: durations[index]!, focus: focus[index]!, ...(styled[index] ? { overlay: { ...styled[index], position: 'top' as const } } : {}) })),
        width,
        height,
        fps,
        transitionSec: motion.transitionSec,
        transition: motion.transition,
        cameraPath: motion.cameraPath,
        motionSec: motion.motionSec,
        music: { file: musicFile, volume: 0.3 },
        captions: { items: captions, style: { fontFamily: 'Arial', color: '#ffffff', backgroundColor: '#8b5cf6', backgroundOpacity: 0.92 } },
        outputFile: join(dir, `${style}-${round}.mp4`),
      });
      const measured = { seconds: (performance.now() - before.wall) / 1000, cpuSeconds: ((await cpuTicks()) - before.cpu) / clockTicksPerSecond };
      const best = results.get(style);
      if (!best || measured.cpuSeconds < best.cpuSeconds) results.set(style, measured);
    }
  }
  const base = results.get('professional')?.cpuSeconds;
  console.log(`render style bench: ${slideCount} pages ${width}x${height}, ${targetSec} s at ${fps} fps, motion + captions + music; ${rounds} round(s), least CPU kept`);
  for (const [style, { seconds, cpuSeconds }] of results) {
    const ratio = base ? cpuSeconds / base : null;
    console.log(`  ${style.padEnd(13)} ${seconds.toFixed(2).padStart(6)} s wall, ${cpuSeconds.toFixed(2).padStart(6)} s CPU${ratio === null ? '' : `, ${ratio.toFixed(2)}x professional ${ratio <= 1.05 ? 'OK' : 'HEAVIER'}`}`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

/** CPU ticks of this process (the camera's warp runs here) and of every child it waited for (ffmpeg). */
async function cpuTicks(): Promise<number> {
  const line = await readFile('/proc/self/stat', 'utf8');
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  // After the command name: utime, stime, cutime, cstime are the 12th to 15th fields (state is the 1st).
  return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
}

function pages(): Buffer[] {
  const palette = [['#0f172a', '#6366f1'], ['#064e3b', '#34d399'], ['#7c2d12', '#fb923c'], ['#1e3a8a', '#60a5fa'], ['#581c87', '#f472b6']];
  return palette.map(([from, to], index) => {
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    const gradient = ctx.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, from ?? '#000');
    gradient.addColorStop(1, to ?? '#fff');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = 'rgba(255,255,255,0.9)';
    ctx.fillRect(0, 0, width, 90);
    for (let card = 0; card < 3; card++) {
      ctx.fillStyle = 'rgba(255,255,255,0.15)';
      ctx.beginPath();
      ctx.roundRect(160 + card * 560, 520, 480, 360, 24);
      ctx.fill();
    }
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 96px sans-serif';
    ctx.fillText(`Page ${index + 1}: build something great`, 160, 380);
    return canvas.toBuffer('image/png');
  });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}
