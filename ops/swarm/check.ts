/**
 * The checks of ops/swarm-test against a deployed stack, through the gateway on 127.0.0.1 only:
 *
 *   journey   register, pay with the local provider (test card), the subscription becomes active
 *   render    scale render to 3; request a video; SIGKILL the render task whose ffmpeg runs it; the
 *             job still finishes (another task takes it after the ack wait) and the video downloads
 *   roll      roll the gateway to a new image under a light, bounded load of a signed-in user's API
 *             calls (a new connection per request); no request may fail
 *
 *   npx tsx ops/swarm/check.ts --base http://127.0.0.1:38080 --stack NAME --next-image IMAGE
 *
 * Prints one line per step with its time, and a JSON summary last; exits 1 on the first failure.
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { parseArgs, promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    stack: { type: 'string' },
    'next-image': { type: 'string' },
    docker: { type: 'string', default: '/usr/bin/docker' },
    'load-rate': { type: 'string', default: '10' },
  },
});
if (!values.base || !values.stack || !values['next-image']) {
  console.error('usage: check.ts --base http://127.0.0.1:PORT --stack NAME --next-image IMAGE');
  process.exit(2);
}
const base = new URL(values.base);
if (base.hostname !== '127.0.0.1') throw new Error('the checks only send traffic to 127.0.0.1');
const stack = values.stack;
const docker = values.docker;
const loadRate = Number(values['load-rate']);
const started = performance.now();
const summary: Record<string, unknown> = {};

function log(message: string): void {
  console.log(`[swarm-check +${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request on a new connection (no keep-alive): a rolling update cannot strand it on a stopped task. */
function call(method: string, path: string, options: { cookie?: string; json?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Answer> {
  const body = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: Number(base.port),
        method,
        path,
        agent: false,
        headers: {
          origin: base.origin,
          connection: 'close',
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out after ${options.timeoutMs ?? 30_000} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

async function expectStatus(method: string, path: string, status: number, options: Parameters<typeof call>[2] = {}): Promise<Answer> {
  const answer = await call(method, path, options);
  if (answer.status !== status) throw new Error(`${method} ${path} answered ${answer.status} (expected ${status}): ${answer.body.subarray(0, 300).toString()}`);
  return answer;
}

const json = <T>(answer: Answer): T => JSON.parse(answer.body.toString()) as T;

async function dockerOut(...args: string[]): Promise<string> {
  const { stdout } = await run(docker, args, { maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim();
}

async function journey(): Promise<string> {
  const stepStarted = performance.now();
  const id = randomBytes(4).toString('hex');
  const registered = await expectStatus('POST', '/api/auth/register', 201, {
    json: { firstName: 'Swarm', lastName: 'Check', email: `swarm-${id}@example.test`, password: `swarm-password-${id}` },
  });
  const setCookie = ([] as string[]).concat(registered.headers['set-cookie'] ?? []).find((value) => value.startsWith('sitespark_session='));
  if (!setCookie) throw new Error('registration set no session cookie');
  const cookie = setCookie.split(';')[0]!;
  const subscription = json<{ clientSecret: string }>(await expectStatus('POST', '/api/get-or-create-subscription', 200, { cookie, json: { plan: 'monthly' } }));
  await expectStatus('POST', '/api/billing/local/confirm', 200, {
    cookie,
    json: { clientSecret: subscription.clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '12345' } },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const user = json<{ subscriptionStatus?: string }>(await expectStatus('GET', '/api/auth/user', 200, { cookie }));
    if (user.subscriptionStatus === 'active') break;
    if (Date.now() > deadline) throw new Error(`the subscription never became active: ${JSON.stringify(user)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  summary.journeySeconds = (performance.now() - stepStarted) / 1000;
  log(`journey: registered, paid with the local provider (4242...), subscription active in ${(summary.journeySeconds as number).toFixed(1)} s`);
  return cookie;
}

async function renderContainers(): Promise<string[]> {
  const ids = await dockerOut('ps', '-q', '--filter', `label=com.docker.swarm.service.name=${stack}_render`);
  return ids.split('\n').filter(Boolean);
}

async function containerRunningFfmpeg(): Promise<string | undefined> {
  for (const id of await renderContainers()) {
    const top = await dockerOut('top', id, '-eo', 'pid,comm').catch(() => '');
    if (/\bffmpeg\b/.test(top)) return id;
  }
  return undefined;
}

/** Follows a job's event stream until 'finished', reopening it when the task serving it dies. */
async function awaitJob(cookie: string, jobId: string, timeoutMs: number): Promise<{ status: string; result: Record<string, unknown> | null; error: string | null; streamsOpened: number }> {
  const deadline = Date.now() + timeoutMs;
  let streamsOpened = 0;
  while (Date.now() < deadline) {
    streamsOpened += 1;
    const finished = await new Promise<{ status: string; result: Record<string, unknown> | null; error: string | null } | undefined>((resolve) => {
      const req = request(
        { host: '127.0.0.1', port: Number(base.port), path: `/api/render/jobs/${jobId}/events`, agent: false, headers: { cookie, origin: base.origin, accept: 'text/event-stream' } },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            res.on('end', () => resolve(undefined));
            return;
          }
          let buffer = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            buffer += chunk;
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              const event = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const data = event.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('');
              if (!data) continue;
              const parsed = JSON.parse(data) as { type: string; status: string; result: Record<string, unknown> | null; error: string | null };
              if (parsed.type === 'finished') {
                req.destroy();
                resolve(parsed);
              }
            }
          });
          res.on('end', () => resolve(undefined));
          res.on('error', () => resolve(undefined));
        },
      );
      req.on('error', () => resolve(undefined));
      req.end();
    });
    if (finished) return { ...finished, streamsOpened };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`job ${jobId} did not finish within ${timeoutMs / 1000} s`);
}

function sectionImage(index: number): string {
  const canvas = createCanvas(1280, 720);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, 1280, 720);
  gradient.addColorStop(0, ['#0f172a', '#064e3b', '#7c2d12', '#1e3a8a', '#581c87', '#134e4a'][index % 6]!);
  gradient.addColorStop(1, '#f8fafc');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 1280, 720);
  context.fillStyle = '#ffffff';
  context.font = 'bold 64px sans-serif';
  context.fillText(`Section ${index + 1}`, 100, 250);
  return `data:image/png;base64,${canvas.toBuffer('image/png').toString('base64')}`;
}

async function renderWithKill(cookie: string): Promise<void> {
  let stepStarted = performance.now();
  await dockerOut('service', 'scale', '--detach=false', `${stack}_render=3`);
  const containers = await renderContainers();
  if (containers.length !== 3) throw new Error(`expected 3 render containers after scaling, found ${containers.length}`);
  summary.scaleSeconds = (performance.now() - stepStarted) / 1000;
  log(`render scaled to 3 replicas, all running, in ${(summary.scaleSeconds as number).toFixed(1)} s`);

  stepStarted = performance.now();
  const jobId = randomUUID();
  const sections = Array.from({ length: 6 }, (_, index) => ({ id: `s${index + 1}`, name: `Section ${index + 1}`, image: sectionImage(index), text: `Part ${index + 1}: all in one place`, timing: 5 }));
  // The route answers with the MP4 once the job is done; the task holding this request may be the
  // one killed, so the job is followed on its event stream as a browser does.
  const post = call('POST', '/api/generate-video-file', {
    cookie,
    headers: { 'x-render-job-id': jobId },
    json: { duration: 30, sections, backgroundMusic: null, musicVolume: 30 },
    timeoutMs: 600_000,
  }).then(
    (answer) => ({ status: answer.status, bytes: answer.body.length, type: answer.headers['content-type'] }),
    (error: Error) => ({ status: 0, bytes: 0, type: undefined, error: error.message }),
  );
  let victim: string | undefined;
  const findDeadline = Date.now() + 120_000;
  while (!victim) {
    if (Date.now() > findDeadline) throw new Error('no render task started ffmpeg within 120 s');
    victim = await containerRunningFfmpeg();
    if (!victim) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Let the render get going before it dies.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const killedAfter = (performance.now() - stepStarted) / 1000;
  await dockerOut('kill', '--signal', 'KILL', victim);
  log(`render job ${jobId}: ffmpeg seen in task container ${victim.slice(0, 12)}; SIGKILLed it ${killedAfter.toFixed(1)} s after the request`);
  const outcome = await awaitJob(cookie, jobId, 300_000);
  const jobSeconds = (performance.now() - stepStarted) / 1000;
  if (outcome.status !== 'succeeded') throw new Error(`job ${jobId} ended ${outcome.status}: ${outcome.error}`);
  const postOutcome = await post;
  let videoBytes = postOutcome.status === 200 && postOutcome.type === 'video/mp4' ? postOutcome.bytes : 0;
  const videoUrl = typeof outcome.result?.videoUrl === 'string' ? outcome.result.videoUrl : undefined;
  if (videoBytes === 0 && videoUrl) {
    const download = await expectStatus('GET', videoUrl, 200, { cookie, timeoutMs: 60_000 });
    videoBytes = download.body.length;
  }
  if (videoBytes < 10_000) throw new Error(`the finished job's video could not be downloaded (POST answered ${JSON.stringify(postOutcome)}, result ${JSON.stringify(outcome.result)})`);
  const afterKill = await renderContainers();
  // The job's own row: a second attempt shows the killed task held it and another one finished it.
  const postgres = (await dockerOut('ps', '-q', '--filter', `label=com.docker.swarm.service.name=${stack}_postgres`)).split('\n')[0]!;
  const attempts = Number(
    await dockerOut('exec', postgres, 'psql', '-U', 'sitespark', '-d', 'sitespark', '-tAc', `SELECT attempts FROM render.render_jobs WHERE id = '${jobId}'`),
  );
  if (!(attempts >= 2)) throw new Error(`job ${jobId} finished in attempt ${attempts}: the killed task was not the one rendering it`);
  summary.render = { jobId, killedAfterSeconds: killedAfter, finishedAfterSeconds: jobSeconds, attempts, eventStreamsOpened: outcome.streamsOpened, post: postOutcome, videoBytes, renderContainersAfter: afterKill.length };
  log(
    `render job finished "succeeded" in attempt ${attempts}, ${jobSeconds.toFixed(1)} s after the request (event stream opened ${outcome.streamsOpened}x); ` +
      `the request itself answered ${postOutcome.status === 0 ? `nothing (${(postOutcome as { error?: string }).error})` : `${postOutcome.status} ${postOutcome.type ?? ''} ${postOutcome.bytes} bytes`}; ` +
      `video ${videoBytes} bytes; ${afterKill.length} render containers running (swarm replaced the killed task)`,
  );
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function rollGateway(cookie: string): Promise<void> {
  const nextImage = values['next-image']!;
  const before = await dockerOut('service', 'inspect', '--format', '{{.Spec.TaskTemplate.ContainerSpec.Image}}', `${stack}_gateway`);
  const latencies: number[] = [];
  const failures: string[] = [];
  let stop = false;
  // What a signed-in user's pages call, through the gateway to four services. (The load balancer's
  // /api/healthz is left out: it answers 503 whenever any service is slow to answer its probe, which
  // says nothing about the gateway's roll.)
  const paths = ['/api/auth/user', '/api/billing/config', '/api/saved-snippets', '/api/music'];
  let sent = 0;
  // A light, bounded load: loadRate requests a second from at most 4 in flight, each on its own connection.
  const inFlight = new Set<Promise<void>>();
  const loadStarted = performance.now();
  const load = (async () => {
    while (!stop) {
      const path = paths[sent % paths.length]!;
      sent += 1;
      const requestStarted = performance.now();
      const one = call('GET', path, { cookie, timeoutMs: 15_000 }).then(
        (answer) => {
          latencies.push(performance.now() - requestStarted);
          if (answer.status !== 200) failures.push(`${path}: ${answer.status} ${answer.body.subarray(0, 120).toString()}`);
        },
        (error: Error) => void failures.push(`${path}: ${error.message}`),
      );
      inFlight.add(one);
      void one.finally(() => inFlight.delete(one));
      if (inFlight.size >= 4) await Promise.race(inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1000 / loadRate));
    }
    await Promise.all(inFlight);
  })();

  await new Promise((resolve) => setTimeout(resolve, 5000));
  const updateStarted = performance.now();
  await dockerOut('service', 'update', '--detach=false', '--no-resolve-image', '--image', nextImage, `${stack}_gateway`);
  const updateSeconds = (performance.now() - updateStarted) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 5000));
  stop = true;
  await load;
  const loadSeconds = (performance.now() - loadStarted) / 1000;

  const after = await dockerOut('service', 'inspect', '--format', '{{.Spec.TaskTemplate.ContainerSpec.Image}}', `${stack}_gateway`);
  const tasks = await dockerOut('service', 'ps', '--filter', 'desired-state=running', '--format', '{{.Image}} {{.CurrentState}}', `${stack}_gateway`);
  const sorted = [...latencies].sort((a, b) => a - b);
  summary.roll = {
    from: before,
    to: after,
    updateSeconds,
    loadSeconds,
    requests: latencies.length + failures.filter((failure) => !/^\/\S+: \d{3} /.test(failure)).length,
    failed: failures.length,
    ratePerSecond: latencies.length / loadSeconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1),
    runningTasks: tasks.split('\n'),
  };
  log(
    `gateway rolled from ${before.split('@')[0]} to ${after.split('@')[0]} (start-first, one task at a time) in ${updateSeconds.toFixed(1)} s ` +
      `under ${latencies.length + failures.length} requests over ${loadSeconds.toFixed(1)} s (${(latencies.length / loadSeconds).toFixed(1)}/s, ` +
      `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms): ${failures.length} failed`,
  );
  for (const failure of failures.slice(0, 10)) log(`  failed: ${failure}`);
  if (!after.startsWith(nextImage)) throw new Error(`the gateway service runs ${after}, not ${nextImage}`);
  if (!tasks.split('\n').every((line) => line.startsWith(nextImage))) throw new Error(`gateway tasks not all on ${nextImage}:\n${tasks}`);
  if (failures.length > 0) throw new Error(`${failures.length} requests failed during the rolling update`);
}

try {
  const cookie = await journey();
  await renderWithKill(cookie);
  await rollGateway(cookie);
  log('all checks passed');
  console.log(JSON.stringify({ check: 'swarm', ok: true, ...summary }));
} catch (error) {
  log(`FAILED: ${(error as Error).message}`);
  console.log(JSON.stringify({ check: 'swarm', ok: false, error: (error as Error).message, ...summary }));
  process.exitCode = 1;
}
