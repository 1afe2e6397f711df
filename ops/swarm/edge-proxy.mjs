// The stack's edge (ops/swarm/stack.yml, service `edge`, one task per machine): takes the traffic
// published on the machine's GATEWAY_PORT and spreads it over the gateway's tasks, found by DNS
// (`tasks.gateway`, re-read every second). A request whose connection to a task is refused or
// cannot be made (a task just stopped or not yet listening, as during a rolling update) is sent to
// another task before any of its body is read, for up to EDGE_RETRY_MS; once connected, bodies and
// answers stream through (server-sent events included). Used instead of Docker's routing mesh,
// which needs IPVS in the kernel (absent on some hosts) and cannot be told to drain a task.
import { lookup } from 'node:dns/promises';
import { createServer, request } from 'node:http';

const port = Number(process.env.PORT || 3000);
const upstreamHost = process.env.EDGE_UPSTREAM_HOST || 'tasks.gateway';
const upstreamPort = Number(process.env.EDGE_UPSTREAM_PORT || 3000);
const retryMs = Number(process.env.EDGE_RETRY_MS || 15000);
const retryable = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET']);

let addresses = [];
let resolvedAt = 0;
let next = 0;

async function upstreamAddresses() {
  if (Date.now() - resolvedAt > 1000 || addresses.length === 0) {
    try {
      addresses = (await lookup(upstreamHost, { all: true, family: 4 })).map((entry) => entry.address);
    } catch {
      addresses = [];
    }
    resolvedAt = Date.now();
  }
  return addresses;
}

function log(fields) {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), service: 'edge', ...fields })}\n`);
}

/** One attempt on one gateway task: resolves 'retry' when the connection failed before anything was sent. */
function attempt(clientReq, clientRes, address) {
  return new Promise((resolve) => {
    const forwardedFor = clientReq.headers['x-forwarded-for'];
    const remote = clientReq.socket.remoteAddress ?? '';
    const upstream = request({
      host: address,
      port: upstreamPort,
      method: clientReq.method,
      path: clientReq.url,
      headers: {
        ...clientReq.headers,
        'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${remote}` : remote,
        'x-forwarded-proto': clientReq.headers['x-forwarded-proto'] ?? 'http',
      },
      timeout: 5000,
      // A fresh connection per request: a pooled one may belong to a task that is shutting down.
      agent: false,
    });
    let connected = false;
    upstream.on('socket', (socket) => {
      const start = () => {
        connected = true;
        upstream.setTimeout(0);
        clientReq.pipe(upstream);
      };
      if (socket.connecting) socket.once('connect', start);
      else start();
    });
    upstream.on('timeout', () => upstream.destroy(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })));
    upstream.on('response', (upstreamRes) => {
      clientRes.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
      upstreamRes.pipe(clientRes);
      upstreamRes.on('error', () => clientRes.destroy());
      clientRes.on('close', () => upstreamRes.destroy());
      upstreamRes.on('end', () => resolve('done'));
    });
    upstream.on('error', (error) => {
      if (!connected && retryable.has(error.code)) resolve('retry');
      else {
        log({ level: 40, msg: 'upstream failed mid-request', address, code: error.code, url: clientReq.url });
        if (!clientRes.headersSent) {
          clientRes.writeHead(502, { 'content-type': 'application/json' });
          clientRes.end(JSON.stringify({ message: 'SiteSpark is restarting. Please try again in a moment.' }));
        } else clientRes.destroy();
        resolve('done');
      }
    });
  });
}

const server = createServer(async (clientReq, clientRes) => {
  clientReq.pause();
  const deadline = Date.now() + retryMs;
  for (;;) {
    const list = await upstreamAddresses();
    if (list.length > 0) {
      const address = list[next++ % list.length];
      if ((await attempt(clientReq, clientRes, address)) === 'done') return;
      // That task is gone or not listening: forget the list so the next attempt reads DNS again.
      resolvedAt = 0;
    }
    if (Date.now() > deadline) {
      log({ level: 50, msg: 'no gateway task answered', url: clientReq.url, retryMs });
      clientRes.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      clientRes.end(JSON.stringify({ message: 'SiteSpark is restarting. Please try again in a moment.' }));
      return;
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
});
server.keepAliveTimeout = 65_000;
server.listen(port, '0.0.0.0', () => log({ level: 30, msg: `edge listening on ${port}, upstream ${upstreamHost}:${upstreamPort}` }));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
