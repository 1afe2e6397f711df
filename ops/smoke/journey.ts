/**
 * The compose smoke test's driver, run by ops/compose-smoke (which sets COMPOSE_PROJECT_NAME,
 * COMPOSE_FILE, GATEWAY_PORT and the stack's variables, and removes the project on any exit).
 * Every request goes to the gateway on 127.0.0.1:GATEWAY_PORT; the website the product reads is the
 * `site` container on the compose network.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import {
  authRoutes,
  billingRoutes,
  contentRoutes,
  renderJobIdHeader,
  renderRoutes,
  sessionCookieName,
  type FreeVideoResult,
  type GeneratedKit,
  type KitList,
  type Video,
  type VideoList,
} from '@sitespark/contracts';
import { solidPng } from '../../e2e/fixtures/png.ts';

const run = promisify(execFile);
const compose = process.env.SMOKE_COMPOSE ?? 'docker-compose';
const docker = process.env.SMOKE_DOCKER ?? 'docker';
const project = process.env.COMPOSE_PROJECT_NAME ?? '';
const origin = process.env.PUBLIC_ORIGIN ?? '';
if (!project || !origin) throw new Error('run through ops/compose-smoke (COMPOSE_PROJECT_NAME and PUBLIC_ORIGIN unset)');
const siteUrl = 'http://site:8080/';
const password = 'smoke-password-1';
const renderDeadlineMs = 300_000;

const timings: [string, number][] = [];
const buildSeconds = Number(process.env.SMOKE_BUILD_SECONDS ?? 0);
if (buildSeconds > 0) timings.push(['build images (ops/build-images-offline)', buildSeconds]);

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  console.log(`\n--- ${name}`);
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  timings.push([name, seconds]);
  console.log(`--- ${name}: ${seconds.toFixed(1)} s`);
  return result;
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function composeRun(...args: string[]): Promise<string> {
  const { stdout } = await run(compose, args, { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

interface Container {
  ID: string;
  Name: string;
  Service: string;
  State: string;
  Health: string;
}

/** The project's containers (compose 2.21+ prints one JSON object a line; older ones an array). */
async function containers(): Promise<Container[]> {
  const out = (await composeRun('ps', '--all', '--format', 'json')).trim();
  if (!out) return [];
  return out.startsWith('[') ? (JSON.parse(out) as Container[]) : out.split('\n').map((line) => JSON.parse(line) as Container);
}

async function renderContainers(): Promise<Container[]> {
  return (await containers()).filter((container) => container.Service === 'render' && container.State === 'running');
}

/** Whether an ffmpeg process runs in the container: it is encoding a video. */
async function encoding(containerId: string): Promise<boolean> {
  try {
    // docker top needs the pid column to pick the container's processes out of ps.
    const { stdout } = await run(docker, ['top', containerId, '-o', 'pid,comm']);
    return stdout.split('\n').some((line) => line.trim().split(/\s+/)[1] === 'ffmpeg');
  } catch {
    return false;
  }
}

class Session {
  cookie = '';

  async call(path: string, init: { json?: unknown; method?: string; headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { origin, ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const method = init.method ?? (init.json === undefined ? 'GET' : 'POST');
    const response = await fetch(`${origin}${path}`, { method, headers, ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }) });
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith(`${sessionCookieName}=`));
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    return response;
  }

  async expect<T>(path: string, status: number, init: Parameters<Session['call']>[1] = {}): Promise<T> {
    const response = await this.call(path, init);
    const text = await response.text();
    check(response.status === status, `${init.method ?? (init.json === undefined ? 'GET' : 'POST')} ${path} answered ${response.status} (expected ${status}): ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /** Downloads a media address and checks the bytes are an MP4 (an ISO BMFF `ftyp` box first). */
  async downloadMp4(path: string): Promise<number> {
    const response = await this.call(path);
    const bytes = new Uint8Array(await response.arrayBuffer());
    check(response.status === 200, `GET ${path} answered ${response.status}`);
    const box = new TextDecoder('latin1').decode(bytes.subarray(4, 8));
    const brand = new TextDecoder('latin1').decode(bytes.subarray(8, 12));
    check(box === 'ftyp' && bytes.length > 10_000, `${path} is not an MP4 (${bytes.length} bytes, starts ${Buffer.from(bytes.subarray(0, 12)).toString('hex')})`);
    console.log(`downloaded ${path.split('?')[0]}: ${bytes.length} bytes, MP4 (ftyp ${brand.trim()})`);
    return bytes.length;
  }

  video(id: string): Promise<Video> {
    return this.expect<Video>(renderRoutes.getVideo.path.replace(':id', id), 200);
  }

  /** Starts a free video of the test site under a job id of our choosing; resolves to its answer. */
  startFreeVideo(jobId: string): Promise<{ status: number; body: string }> {
    return this.call(renderRoutes.createFreeVideo.path, { json: { url: siteUrl, videoLength: 15 }, headers: { [renderJobIdHeader]: jobId } }).then(
      async (response) => ({ status: response.status, body: await response.text() }),
      (error: unknown) => ({ status: 0, body: String(error) }),
    );
  }

  async waitForVideo(id: string, until: (video: Video) => boolean, what: string, deadlineMs = renderDeadlineMs): Promise<Video> {
    const deadline = Date.now() + deadlineMs;
    for (;;) {
      const response = await this.call(renderRoutes.getVideo.path.replace(':id', id));
      if (response.status === 200) {
        const video = (await response.json()) as Video;
        if (until(video)) return video;
        check(video.status !== 'failed', `render ${id} failed: ${video.error}`);
      } else {
        await response.arrayBuffer();
      }
      check(Date.now() < deadline, `render ${id} not ${what} after ${deadlineMs / 1000} s`);
      await sleep(250);
    }
  }
}

async function waitHealthy(what: string): Promise<void> {
  const list = await containers();
  const unhealthy = list.filter((container) => container.State !== 'running' || container.Health !== 'healthy');
  check(unhealthy.length === 0, `${what}: not healthy: ${unhealthy.map((c) => `${c.Name} ${c.State}/${c.Health}`).join(', ')}`);
  console.log(`${what}: ${list.length} containers healthy (${[...new Set(list.map((c) => c.Service))].sort().join(', ')})`);
}

async function main(): Promise<void> {
  const user = new Session();
  const email = `smoke-${randomUUID().slice(0, 8)}@example.com`;

  await timed('start: up --wait (render=1)', async () => {
    await composeRun('up', '--detach', '--wait', '--wait-timeout', '300');
    await waitHealthy('up');
  });

  let firstVideo!: FreeVideoResult;
  await timed('journey: register, pay, generate a kit, render and download a free video', async () => {
    await user.expect(authRoutes.register.path, 201, { json: { firstName: 'Smoke', lastName: 'Test', email, password } });
    const { clientSecret } = await user.expect<{ clientSecret: string }>(billingRoutes.getOrCreateSubscription.path, 200, { json: { plan: 'monthly' } });
    await user.expect(billingRoutes.confirmLocalPayment.path, 200, {
      json: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '94107' } },
    });
    const deadline = Date.now() + 30_000;
    while ((await user.expect<{ subscriptionStatus?: string }>(authRoutes.getUser.path, 200)).subscriptionStatus !== 'active') {
      check(Date.now() < deadline, 'the subscription did not become active within 30 s of paying');
      await sleep(250);
    }
    console.log(`registered ${email} and paid with the local provider: subscription active`);

    const snippet = `data:image/png;base64,${solidPng('#0f766e', 640, 400).toString('base64')}`;
    const kit = await user.expect<GeneratedKit>(contentRoutes.generate.path, 200, {
      json: { url: siteUrl, targetAudience: 'owners of small studios', siteSnips: [{ image: snippet, description: 'Booking calendar with open slots' }] },
    });
    const kits = await user.expect<KitList>(contentRoutes.listKits.path, 200);
    check(kits.items.some((item) => item.id === kit.kitId), `the generated kit ${kit.kitId} is not in GET /api/kits`);
    console.log(`generated kit ${kit.kitId} from ${siteUrl}`);

    const jobId = randomUUID();
    const answer = await user.startFreeVideo(jobId);
    check(answer.status === 200, `POST /api/free-video answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    firstVideo = JSON.parse(answer.body) as FreeVideoResult;
    console.log(`free video rendered (${firstVideo.duration} s, ${firstVideo.screenshotCount} screenshots)`);
    await user.downloadMp4(firstVideo.videoUrl);
  });

  await timed('scale: --scale render=2, two renders in flight', async () => {
    await composeRun('up', '--detach', '--wait', '--wait-timeout', '300', '--scale', 'render=2');
    await waitHealthy('render=2');
    const workers = await renderContainers();
    check(workers.length === 2, `expected 2 render containers, found ${workers.length}`);
    const jobs = [randomUUID(), randomUUID()];
    const answers = jobs.map((jobId) => user.startFreeVideo(jobId));
    const encoders = new Set<string>();
    let bothRunning = false;
    const deadline = Date.now() + renderDeadlineMs;
    for (;;) {
      const videos = await Promise.all(jobs.map((id) => user.call(renderRoutes.getVideo.path.replace(':id', id)).then((r) => (r.ok ? (r.json() as Promise<Video>) : null))));
      if (videos.every((video) => video?.status === 'running')) bothRunning = true;
      for (const worker of workers) if (await encoding(worker.ID)) encoders.add(worker.Name);
      if (videos.every((video) => video?.status === 'succeeded' || video?.status === 'failed')) break;
      check(Date.now() < deadline, 'the two renders did not finish in time');
      await sleep(200);
    }
    for (const [index, answer] of (await Promise.all(answers)).entries()) {
      check(answer.status === 200, `render ${index + 1} of 2 answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      await user.downloadMp4((JSON.parse(answer.body) as FreeVideoResult).videoUrl);
    }
    check(bothRunning, 'the two renders never ran at the same time');
    check(encoders.size === 2, `expected both render containers to encode, saw ${[...encoders].join(', ') || 'none'}`);
    console.log(`two renders in flight at once, encoded by ${[...encoders].join(' and ')}`);
  });

  await timed('failover: a render container killed mid-job, the job finishes on the other', async () => {
    const workers = await renderContainers();
    check(workers.length === 2, `expected 2 render containers, found ${workers.length}`);
    const jobId = randomUUID();
    const answer = user.startFreeVideo(jobId);
    let victim: Container | undefined;
    const deadline = Date.now() + renderDeadlineMs;
    while (!victim) {
      for (const worker of workers) if (await encoding(worker.ID)) victim = worker;
      check(Date.now() < deadline, 'no render container started encoding the job');
      if (!victim) await sleep(100);
    }
    const { progress, stage } = await user.video(jobId);
    // No restart for the victim: the job can only finish on the other container.
    await run(docker, ['update', '--restart=no', victim.ID]);
    await run(docker, ['kill', victim.ID]);
    console.log(`killed ${victim.Name} while it encoded the job (${progress} %, ${stage})`);
    const survivor = workers.find((worker) => worker.ID !== victim.ID)!;
    let survivorEncoded = false;
    for (;;) {
      const video = await user.video(jobId);
      if (video.status === 'succeeded') break;
      check(video.status !== 'failed', `the job failed after its worker was killed: ${video.error}`);
      if (!survivorEncoded && (await encoding(survivor.ID))) survivorEncoded = true;
      check(Date.now() < deadline, 'the job of the killed worker did not finish in time');
      await sleep(200);
    }
    const victimState = (await run(docker, ['inspect', '--format', '{{.State.Status}}', victim.ID])).stdout.trim();
    check(victimState !== 'running', `the killed container is ${victimState}`);
    check(survivorEncoded, `${survivor.Name} was never seen encoding the job`);
    const video = await user.video(jobId);
    check(video.downloadUrl, 'the finished job has no download address');
    await user.downloadMp4(video.downloadUrl);
    const posted = await answer;
    console.log(`the job finished on ${survivor.Name}; the request that started it answered ${posted.status || posted.body}`);
    await composeRun('up', '--detach', '--wait', '--wait-timeout', '300', '--scale', 'render=2');
    await waitHealthy('render=2 again');
  });

  await timed('restart PostgreSQL and NATS: nothing lost', async () => {
    const kitsBefore = (await user.expect<KitList>(contentRoutes.listKits.path, 200)).items.length;
    const videosBefore = (await user.expect<VideoList>(renderRoutes.listVideos.path, 200)).videos;
    await composeRun('restart', 'postgres', 'nats');
    await composeRun('up', '--detach', '--wait', '--wait-timeout', '300', '--scale', 'render=2');
    await waitHealthy('after the restart');
    const again = new Session();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const response = await again.call(authRoutes.login.path, { json: { email, password } });
      await response.arrayBuffer();
      if (response.status === 200) break;
      check(Date.now() < deadline, `sign-in after the restart answered ${response.status}`);
      await sleep(500);
    }
    const kitsAfter = (await again.expect<KitList>(contentRoutes.listKits.path, 200)).items.length;
    const videosAfter = (await again.expect<VideoList>(renderRoutes.listVideos.path, 200)).videos;
    check(kitsAfter === kitsBefore, `kits: ${kitsBefore} before the restart, ${kitsAfter} after`);
    check(videosAfter.length === videosBefore.length && videosAfter.every((video) => video.status === 'succeeded'), `videos: ${videosBefore.length} before, ${JSON.stringify(videosAfter.map((v) => v.status))} after`);
    await again.downloadMp4(videosAfter.at(-1)!.downloadUrl!);
    // The bus works again: a new render goes through the queue to a worker and back.
    const jobId = randomUUID();
    const answer = await again.startFreeVideo(jobId);
    check(answer.status === 200, `a render after the restart answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    console.log(`signed in again; ${kitsAfter} kit and ${videosAfter.length} videos kept; a new render went through`);
  });

  await timed('down -v', async () => {
    await composeRun('down', '--volumes', '--remove-orphans', '--timeout', '10');
    const left = await containers();
    check(left.length === 0, `containers left after down: ${left.map((c) => c.Name).join(', ')}`);
    const { stdout } = await run(docker, ['volume', 'ls', '--quiet', '--filter', `label=com.docker.compose.project=${project}`]);
    check(stdout.trim() === '', `volumes left after down -v: ${stdout.trim()}`);
  });

  console.log('\ncompose smoke timings:');
  for (const [name, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
}

await main();
