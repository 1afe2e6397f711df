import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { promisify } from 'node:util';

/**
 * How the fake answers POST /audio/speech: `ok` real MP3 (or WAV) audio, `absent` 404 (a text-only
 * server), `error` 500, `hang` never, `garbage` 200 with bytes that are no audio.
 */
export type FakeSpeechMode = 'ok' | 'absent' | 'error' | 'hang' | 'garbage';

export interface RecordedSpeechRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeSpeechServer {
  /** The OpenAI-style base URL, e.g. http://127.0.0.1:PORT/v1 (the speech route is `${baseUrl}/audio/speech`). */
  baseUrl: string;
  mode: FakeSpeechMode;
  /** Audio `ok` answers with. */
  format: 'mp3' | 'wav';
  requests: RecordedSpeechRequest[];
  close(): Promise<void>;
}

const run = promisify(execFile);

/** One second of a 440 Hz tone, encoded by ffmpeg. */
export async function toneBytes(format: 'mp3' | 'wav', seconds = 1): Promise<Buffer> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-f', format, '-'], {
    encoding: 'buffer',
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** A local OpenAI-compatible speech server on 127.0.0.1 (any free port) that records every request. */
export async function startFakeSpeechServer(mode: FakeSpeechMode = 'ok'): Promise<FakeSpeechServer> {
  const audio = { mp3: await toneBytes('mp3'), wav: await toneBytes('wav') };
  const sockets = new Set<Socket>();
  const requests: RecordedSpeechRequest[] = [];
  let fake: FakeSpeechServer;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        // Recorded as empty: the test then sees what was (not) sent.
      }
      const path = new URL(request.url ?? '/', 'http://fake.invalid').pathname;
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      const isSpeech = request.method === 'POST' && path.endsWith('/audio/speech');
      if (!isSpeech || fake.mode === 'absent') {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not Found"}');
        return;
      }
      switch (fake.mode) {
        case 'error':
          response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"The server had an error while processing your request."}}');
          return;
        case 'hang':
          return; // never answered; close() ends the connection
        case 'garbage':
          response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from('this is not audio at all, just text pretending to be mp3'));
          return;
        case 'ok':
          response.writeHead(200, { 'content-type': fake.format === 'mp3' ? 'audio/mpeg' : 'audio/wav' }).end(audio[fake.format]);
          return;
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  fake = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    mode,
    format: 'mp3',
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
