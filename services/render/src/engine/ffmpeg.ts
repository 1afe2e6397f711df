import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';

/**
 * A thin wrapper around the ffmpeg and ffprobe binaries: an argument array (never a shell), its own
 * process group so a time limit or an abort kills everything it started, the tail of stderr kept for
 * error messages and `-progress` parsed into seconds of output written.
 *
 * fluent-ffmpeg was not used: it cannot start ffmpeg in its own process group, and the render builds
 * its whole filter graph itself, so the library would only have added a layer to see through.
 */

const ffmpegPath = 'ffmpeg';
const ffprobePath = 'ffprobe';

/** Local files and ffmpeg's own pipes only: no http, no concat/subfile tricks reaching elsewhere. */
export const protocolWhitelist = 'file,pipe';

/**
 * Demuxers allowed to open an input. Naming the demuxer keeps a crafted file (an HLS playlist
 * renamed .mp3, say) from being opened by a format that reads other files.
 */
export const mediaDemuxers = ['mov', 'matroska', 'mp3', 'wav', 'ogg', 'flac', 'aac'] as const;
export const imageDemuxers = ['png_pipe', 'jpeg_pipe', 'webp_pipe'] as const;

/** Larger images are refused by the decoder rather than allocated (a small PNG can claim huge sizes). */
export const maxImagePixels = 40_000_000;

const stderrTailBytes = 4096;

export type MediaToolErrorCode = 'failed' | 'timeout' | 'aborted';

/** ffmpeg, ffprobe or a speech tool failed, ran out of time or was aborted. */
export class MediaToolError extends Error {
  readonly code: MediaToolErrorCode;
  readonly exitCode: number | null;
  readonly stderrTail: string;

  constructor(code: MediaToolErrorCode, message: string, details: { exitCode?: number | null; stderrTail?: string } = {}) {
    super(message);
    this.name = 'MediaToolError';
    this.code = code;
    this.exitCode = details.exitCode ?? null;
    this.stderrTail = details.stderrTail ?? '';
  }
}

export interface RunOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Seconds of output written so far, from `-progress pipe:1` (the caller must pass that flag). */
  onProgress?: (outTimeSec: number) => void;
  /**
   * Data the tool reads from its pipes: the first on `pipe:3`, the next on `pipe:4` and so on, each
   * chunk made when the pipe can take it. A chunk that cannot be made fails the run with its error.
   */
  feeds?: Iterable<Uint8Array>[];
}

export interface RunResult {
  stdout: string;
  stderrTail: string;
}

/** Runs ffmpeg with `-nostdin -hide_banner` prepended. */
export function runFfmpeg(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return runProcess(ffmpegPath, ['-nostdin', '-hide_banner', ...args], options);
}

export function runFfprobe(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return runProcess(ffprobePath, ['-hide_banner', ...args], options);
}

/**
 * Options that restrict one input: only local files, only the named demuxers. They must precede
 * each `-i`, since ffmpeg applies them per input.
 */
export function restrictedInput(demuxers: readonly string[]): string[] {
  return ['-protocol_whitelist', protocolWhitelist, '-format_whitelist', demuxers.join(',')];
}

/** `file:` keeps a path from being read as a protocol URL or (with a leading dash) an option. */
export function fileUrl(absolutePath: string): string {
  if (!absolutePath.startsWith('/')) throw new Error(`Expected an absolute path, got "${absolutePath}"`);
  return `file:${absolutePath}`;
}

/** Runs any tool the same way: argument array, own process group, time limit, stderr tail. */
export function runProcess(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  const { signal, timeoutMs, onProgress, feeds = [] } = options;
  const tool = command.split('/').pop() ?? command;
  return new Promise<RunResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new MediaToolError('aborted', `${tool} was aborted before it started`));
      return;
    }
    const child = spawn(command, [...args], {
      stdio: ['pipe', 'pipe', 'pipe', ...feeds.map(() => 'pipe' as const)],
      detached: true,
      env: { ...process.env, AV_LOG_FORCE_NOCOLOR: '1' },
    });

    let stdout = '';
    let stderr = '';
    let progressBuffer = '';
    let stopReason: 'timeout' | 'aborted' | 'feed' | null = null;
    let feedError: unknown = null;

    const killGroup = (reason: 'timeout' | 'aborted' | 'feed'): void => {
      stopReason ??= reason;
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    };
    const onAbort = (): void => killGroup('aborted');
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => killGroup('timeout'), timeoutMs);

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (!onProgress) {
        stdout += chunk;
        return;
      }
      progressBuffer += chunk;
      const lines = progressBuffer.split('\n');
      progressBuffer = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match) onProgress(Number(match[1]) / 1_000_000);
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-stderrTailBytes);
    });
    // Nothing is ever fed in on stdin: an ended stdin keeps a tool from waiting on a terminal.
    child.stdin.end();
    for (const [index, feed] of feeds.entries()) {
      writeFeed(child.stdio[3 + index] as Writable, feed).catch((error: unknown) => {
        feedError ??= error;
        killGroup('feed');
      });
    }

    const finish = (): void => {
      signal?.removeEventListener('abort', onAbort);
      if (timer) clearTimeout(timer);
    };
    child.on('error', (error) => {
      finish();
      reject(new MediaToolError('failed', `${tool} could not be started: ${error.message}`));
    });
    child.on('close', (exitCode, exitSignal) => {
      finish();
      const stderrTail = stderr.trim();
      if (stopReason === 'feed') {
        reject(feedError);
      } else if (stopReason === 'timeout') {
        reject(new MediaToolError(stopReason, `${tool} exceeded its time limit of ${timeoutMs} ms`, { exitCode, stderrTail }));
      } else if (stopReason === 'aborted') {
        reject(new MediaToolError(stopReason, `${tool} was aborted`, { exitCode, stderrTail }));
      } else if (exitCode !== 0) {
        const status = exitCode === null ? `signal ${exitSignal}` : `code ${exitCode}`;
        reject(new MediaToolError('failed', `${tool} exited with ${status}: ${lastLines(stderrTail)}`, { exitCode, stderrTail }));
      } else {
        resolve({ stdout, stderrTail });
      }
    });
  });
}

/**
 * Writes each chunk once the pipe has room for it, then closes it. A tool that exits before it has
 * read everything (it had all the frames it wanted, or it failed) closes the pipe: that is not the
 * feed's error, the tool's exit status tells.
 */
async function writeFeed(pipe: Writable, feed: Iterable<Uint8Array>): Promise<void> {
  let closed = false;
  pipe.on('error', () => {
    closed = true;
  });
  pipe.once('close', () => {
    closed = true;
  });
  const room = (): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        pipe.off('drain', done);
        pipe.off('close', done);
        resolve();
      };
      pipe.on('drain', done);
      pipe.on('close', done);
    });
  for (const chunk of feed) {
    if (closed) return;
    if (!pipe.write(chunk)) await room();
  }
  if (!closed) pipe.end();
}

function lastLines(text: string): string {
  return text.split('\n').slice(-5).join('\n') || '(no output)';
}
