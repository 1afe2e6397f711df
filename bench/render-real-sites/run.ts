/**
 * Rendered videos of real sites (issue 28, "How it is measured"): sites of ../shared/real-sites
 * (real small businesses' pages, test data kept outside this repository) are served on 127.0.0.1
 * and rendered by the render service through its real routes (app.inject, jobs over the bus, the
 * in-process worker, Chromium and ffmpeg):
 *   - auto: POST /api/free-video with Video Studio's auto request (style professional, 30 s, YouTube);
 *   - manual (opt-in, after auto): POST /api/upload-custom-images with auto's five section images and
 *     texts, as Video Studio's remix sends them;
 *   - free: POST /api/free-video once per animation style (corporate, upbeat, ambient, tech, minimal);
 *   - professional: POST /api/adobe-express-video for YouTube, TikTok and Instagram (one cut each).
 * The engine's renderSlideshow is wrapped to record what each render draws (slides, their overlay
 * texts, caption cues, the voiceover track) and what it cost; the job's cost is measured around the
 * route call. Per video, a frame every 2 s (at 1 s, 3 s, ...) is sampled with ffmpeg and tiled into a
 * contact sheet (./sheets/<site>/<video>.png, not committed), and the bench reports: frames more than
 * half one flat colour, frames where an overlay and a caption are on screen together (stacked),
 * frames showing one of the spec's stock lines or the served address as the name, voiceover seconds
 * over video seconds, the mean pixel difference to the same site's auto video, and wall and CPU time
 * (this process and every process under it: Chromium, ffmpeg).
 *
 *   npm run bench:render-real-sites                                   6 sites, auto + free + professional (about 15 min on 2 idle cores)
 *   npm run bench:render-real-sites -- --studios auto,manual,free,professional
 *   npm run bench:render-real-sites -- --only es-forn-nou --studios auto,free
 *   npm run bench:render-real-sites -- --fps 30 --pro-length 45 --write
 *   REAL_SITES_DIR=/path/to/real-sites npm run bench:render-real-sites
 *
 * Needs ffmpeg, ffprobe and Chromium (CHROMIUM_PATH), and the test infrastructure of the
 * integration tests (DATABASE_URL / NATS_URL, else containers or embedded). `--write` writes
 * ./results.md with the run's figures.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freeVideoLengths, professionalVideoLengths } from '@sitespark/contracts';
import { createTestInfra } from '@sitespark/service-kit/testing';
import { renderSlideshow } from '../../services/render/src/engine/index.ts';
import { keyOf, startRenderService } from '../../services/render/test/support/render-harness.ts';
import { serveDirectory, type ServedPages } from '../support/page-server.ts';
import { measureCost } from './cpu.ts';
import { flatColourDistance, flatShareLimit, meanDifference, sampleEverySec } from './frames.ts';
import { measureVideo, type VideoMeasure } from './measure-video.ts';
import { recordingRenderSlideshow, type RenderPlan } from './plan.ts';
import { callRows, markdownTable, summaryRows, textTable, videoRows, type CallCost } from './report.ts';
import { planCalls, studioNames, type StudioCall, type StudioName } from './studios.ts';

/** Manual mode is opt-in: it re-renders auto's own screenshots, so it adds a render and no capture. */
const defaultStudios = 'auto,free,professional';
const usage = `Usage: npm run bench:render-real-sites [-- --only key,key] [--studios ${studioNames.join(',')}] [--fps 10] [--free-length 30] [--pro-length 30] [--write]`;

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    studios: { type: 'string', default: defaultStudios },
    fps: { type: 'string', default: '10' },
    'free-length': { type: 'string', default: '30' },
    'pro-length': { type: 'string', default: '30' },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(usage);
  process.exit(0);
}

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const studios = args.studios.split(',').map((s) => s.trim()) as StudioName[];
for (const studio of studios) if (!studioNames.includes(studio)) fail(`unknown studio "${studio}"`);
const fps = Number(args.fps);
if (!Number.isInteger(fps) || fps < 10 || fps > 60) fail('--fps must be a whole number from 10 to 60 (RENDER_FPS)');
const freeLengthSec = Number(args['free-length']);
if (!(freeVideoLengths as readonly number[]).includes(freeLengthSec)) fail(`--free-length must be one of ${freeVideoLengths.join(', ')}`);
const professionalLengthSec = Number(args['pro-length']);
if (!(professionalVideoLengths as readonly number[]).includes(professionalLengthSec)) fail(`--pro-length must be one of ${professionalVideoLengths.join(', ')}`);

const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(here, '../..');
const corpus = resolve(process.env.REAL_SITES_DIR ?? join(repoRoot, '../shared/real-sites'));
if (!existsSync(join(corpus, 'manifest.json'))) fail(`No real-sites corpus at ${corpus} (set REAL_SITES_DIR).`);

interface ManifestSite {
  key: string;
  dir: string;
  language: string;
  prompt?: string;
  audience?: string;
}
const manifest = JSON.parse(readFileSync(join(corpus, 'manifest.json'), 'utf8')) as ManifestSite[];
/** Six sites, every language of the corpus, the trades issue 28 names (bakery, dental practice, salon, guest house). */
const defaultSites = ['en-sisters-cafe', 'de-ostseehaus-barendorf', 'es-forn-nou', 'es-clinica-elgorriaga', 'fr-elema-beaute', 'pt-lavandaria-pelicano'];
const wanted = args.only ? args.only.split(',').map((key) => key.trim()) : defaultSites;
const sites = wanted.map((key) => manifest.find((site) => site.key === key) ?? fail(`"${key}" is not in ${join(corpus, 'manifest.json')}`));

const sheetsDir = join(here, 'sheets');
/** The code measured: the commit, and whether the product's sources differ from it. */
function codeVersion(): string {
  try {
    const git = (...gitArgs: string[]) => execFileSync('git', gitArgs, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const changed = git('status', '--porcelain', '--', 'services', 'packages', 'apps');
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ` with uncommitted changes in ${changed.split('\n').length} product file(s)` : ''}`;
  } catch {
    return 'not a git checkout';
  }
}
const settings = [
  `code: ${codeVersion()}`,
  `sites: ${sites.map((site) => `${site.key} (${site.language})`).join(', ')}`,
  `studios: ${studios.join(', ')}; RENDER_FPS=${fps}; auto 30 s YouTube (style professional);${studios.includes('manual') ? " manual = auto's 5 sections uploaded;" : ''} free ${freeLengthSec} s YouTube in each style; professional ${professionalLengthSec} s, style professional, template on, platforms YouTube + TikTok + Instagram`,
  "owner's brief: not sent (no render route takes one: the free, custom-images and professional requests have no prompt or audience field)",
  `sampling: a frame every ${sampleEverySec} s from ${sampleEverySec / 2} s; flat = more than ${flatShareLimit * 100} % of a frame's pixels within ${flatColourDistance}/255 per channel of its commonest colour (frames scaled to 320 px)`,
  'stacked = an overlay and a caption on screen in the same sampled frame, from the engine\'s plan (slide windows with crossfades, caption cue frames, and the engine\'s one-layer rule: a slide\'s overlay is left off the frames a caption shows on)',
  "stock lines: the spec's default slide lines in en/de/es/fr/pt, and the served address (as a name or a line), in the overlays and captions on screen and the professional end card's name",
  `CPU: this process and every process under it (Chromium, ffmpeg) from /proc; machine ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the start (wall times stretch on a busy machine; CPU times less so)`,
];
console.log(`Render real sites (issue 28)\n${settings.map((line) => `  ${line}`).join('\n')}\n`);

// The speech endpoint, if any, is the one the environment configures; otherwise the offline voice.
const served: ServedPages[] = [];
for (const site of sites) served.push(await serveDirectory(join(corpus, site.dir)));
const plans: RenderPlan[] = [];
const info = console.info;
console.info = () => {};
const infra = await createTestInfra('render-real-sites');
console.info = info;
const harness = await startRenderService(
  infra,
  { FETCH_ALLOW_PRIVATE_HOSTS: served.map((s) => s.hostPort).join(','), RENDER_FPS: String(fps), RENDER_WAIT_TIMEOUT_MS: String(15 * 60_000) },
  { engine: { renderSlideshow: recordingRenderSlideshow(renderSlideshow, plans) } },
);
const work = await mkdtemp(join(tmpdir(), 'bench-render-real-sites-'));
const videos: VideoMeasure[] = [];
const calls: CallCost[] = [];
const voices = new Set<string>();
const started = performance.now();

try {
  for (const [siteIndex, site] of sites.entries()) {
    const page = served[siteIndex]!;
    const userId = randomUUID();
    const done: StudioCall[] = [];
    const siteVideos: VideoMeasure[] = [];
    rmSync(join(sheetsDir, site.key), { recursive: true, force: true });
    mkdirSync(join(sheetsDir, site.key), { recursive: true });
    for (const planned of planCalls(studios, { freeLengthSec, professionalLengthSec })) {
      plans.length = 0;
      process.stderr.write(`  ${site.key} ${planned.label} ... `);
      const { value: call, cost } = await measureCost(() => planned.run(harness, userId, page.url, done));
      done.push(call);
      calls.push({ site: site.key, studio: planned.studio, label: planned.label, videos: call.videos.length, cost, ...(call.error ? { error: call.error } : {}) });
      process.stderr.write(call.error ? `FAILED ${call.error}\n` : `${call.videos.length} video(s), ${cost.wallSec.toFixed(0)} s\n`);
      if (call.voice) voices.add(call.voice);
      for (const video of call.videos) {
        const file = join(work, `${site.key}-${video.label.replace(/\s+/g, '-')}.mp4`);
        await writeFile(file, await harness.render.store.get(keyOf(video.videoUrl)));
        const measured = await measureVideo({
          site: site.key,
          studio: planned.studio,
          label: video.label,
          file,
          sheet: join(sheetsDir, site.key, `${video.label.replace(/\s+/g, '-')}.png`),
          plans,
          hostPort: page.hostPort,
          ...(call.name !== undefined ? { name: call.name } : {}),
        });
        siteVideos.push(measured);
        await rm(file, { force: true });
      }
    }
    const auto = siteVideos.find((video) => video.label === 'auto');
    for (const video of siteVideos) {
      if (auto && video !== auto) video.differenceToAuto = meanDifference(video.samples, auto.samples);
    }
    for (const video of siteVideos) video.samples.pixels = [];
    videos.push(...siteVideos);
  }
} finally {
  await harness.render.close();
  await infra.cleanup();
  await Promise.all(served.map((s) => s.close()));
  await rm(work, { recursive: true, force: true });
}

const minutes = (performance.now() - started) / 60_000;
const stockLines = videos.filter((video) => video.stockLines.length > 0).map((video) => `- ${video.site} ${video.label}: ${video.stockLines.map((line) => `"${line}"`).join(', ')}`);
const unmeasured = [
  "The end card's call to action and address are drawn into an image before the engine and not returned by the route: only its name is checked (the professional answer's websiteAnalysis.name).",
  'Stacked counts an overlay and a caption on screen together, wherever each sits (the issue\'s "two boxes"); where each box lands on the frame is not compared.',
  'Text inside the screenshots (navigation, cookie banners, body text cut at the edge) is not read: no OCR. The contact sheets are there to look at.',
  '"Unless the page itself is flat" is not judged: a flat frame counts whatever the page looks like.',
  "The bench's store has no music library, so the videos carry no music; Δ auto compares pictures only (mean absolute difference 0-255 of the same site's sampled frames, against auto's; 0 = the same frames, up to about 2 = the same slides with the page captured a moment apart).",
  'Voice/video is the voice heard over the video: the parts of the recording the engine places on their slides (a part a shorter cut cannot fit is left out), or the whole track when it places none; above 100 % ("cut") the narration is longer than the video and its end is not heard.',
  'CPU of PostgreSQL and NATS (other processes) is not counted; the render CPU column is the engine call alone, the job columns the whole route call (capture, speech, copy).',
];

const output = [
  `Ran ${videos.length} videos from ${calls.length} route calls in ${minutes.toFixed(1)} min.${voices.size ? ` Voice: ${[...voices].join(', ')}.` : ''}`,
  '',
  textTable(videoRows(videos)),
  '',
  textTable(callRows(calls)),
  '',
  textTable(summaryRows(videos, calls)),
  '',
  'Stock lines on screen:',
  ...(stockLines.length ? stockLines : ['- none']),
  '',
  `Contact sheets: ${relative(repoRoot, sheetsDir)}/<site>/<video>.png (sampled frames left to right, top to bottom, ${sampleEverySec} s apart from ${sampleEverySec / 2} s)`,
  '',
  'Not measured:',
  ...unmeasured.map((line) => `- ${line}`),
];
console.log(output.join('\n'));

if (args.write) {
  const date = new Date().toISOString().slice(0, 10);
  const markdown = [
    `# Rendered videos of real sites: results (${date})`,
    '',
    `\`npm run bench:render-real-sites -- --write${args.only ? ` --only ${args.only}` : ''}${args.studios !== defaultStudios ? ` --studios ${args.studios}` : ''}\` (${minutes.toFixed(1)} min${voices.size ? `; voice: ${[...voices].join(', ')}` : ''}). The first run, at e87c780, was issue 28's "before" (this file's history).`,
    '',
    ...settings.map((line) => `- ${line}`),
    '',
    '## Per video',
    '',
    markdownTable(videoRows(videos)),
    '',
    '## Per route call',
    '',
    markdownTable(callRows(calls)),
    '',
    '## Summary against the targets',
    '',
    markdownTable(summaryRows(videos, calls)),
    '',
    '## Stock lines on screen',
    '',
    ...(stockLines.length ? stockLines : ['- none']),
    '',
    '## Not measured',
    '',
    ...unmeasured.map((line) => `- ${line}`),
    '',
  ].join('\n');
  writeFileSync(join(here, 'results.md'), markdown);
  console.log(`\nWrote ${relative(repoRoot, join(here, 'results.md'))}`);
}
process.exit(calls.some((call) => call.error) ? 1 : 0);
