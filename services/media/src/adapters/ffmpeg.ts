import { spawn } from 'node:child_process';

export interface FfmpegRunOptions {
  /** The process is killed (SIGKILL) when it runs longer than this. */
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface ProbeOptions extends FfmpegRunOptions {
  /** Private options of the demuxer, e.g. ['-enable_drefs', '0'] for mov. */
  demuxerOptions?: readonly string[];
}

export interface FfmpegResult {
  stdout: string;
  stderr: string;
}

/** Why a tool run failed: it exited non-zero, ran out of time, or was aborted. */
export class FfmpegError extends Error {
  readonly reason: 'exit' | 'timeout' | 'aborted' | 'spawn';
  readonly stderrTail: string;

  constructor(message: string, reason: FfmpegError['reason'], stderrTail: string) {
    super(message);
    this.reason = reason;
    this.stderrTail = stderrTail;
    this.name = 'FfmpegError';
  }
}

export interface MediaStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  sample_rate?: string;
  channels?: number;
  width?: number;
  height?: number;
  duration?: string;
}

export interface MediaProbe {
  format: { format_name?: string; duration?: string; size?: string; bit_rate?: string };
  streams: MediaStream[];
}

/** The two programs media runs, each an args array (never a shell). */
export interface Ffmpeg {
  run(args: readonly string[], options: FfmpegRunOptions): Promise<FfmpegResult>;
  /** ffprobe of one local file read as `format` (the demuxer is never guessed). */
  probe(file: string, format: string, options: ProbeOptions): Promise<MediaProbe>;
}

const maxCapturedBytes = 1024 * 1024;

export function createFfmpeg(paths: { ffmpeg: string; ffprobe: string }): Ffmpeg {
  return {
    run: (args, options) => runTool(paths.ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'info', ...args], options),
    async probe(file, format, options) {
      const { stdout } = await runTool(
        paths.ffprobe,
        [
          '-hide_banner', '-loglevel', 'error', '-protocol_whitelist', 'file,pipe', '-f', format, ...(options.demuxerOptions ?? []),
          '-show_format', '-show_streams', '-of', 'json', '-i', file,
        ],
        options,
      );
      const parsed = JSON.parse(stdout) as Partial<MediaProbe>;
      return { format: parsed.format ?? {}, streams: parsed.streams ?? [] };
    },
  };
}

function runTool(command: string, args: readonly string[], options: FfmpegRunOptions): Promise<FfmpegResult> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new FfmpegError(`${command} was not started: aborted`, 'aborted', ''));
      return;
    }
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    let stdout = '';
    let stderr = '';
    let ending: 'timeout' | 'aborted' | undefined;
    const capture = (current: string, chunk: Buffer) => {
      const next = current + chunk.toString('utf8');
      return next.length > maxCapturedBytes ? next.slice(-maxCapturedBytes) : next;
    };
    child.stdout.on('data', (chunk: Buffer) => (stdout = capture(stdout, chunk)));
    child.stderr.on('data', (chunk: Buffer) => (stderr = capture(stderr, chunk)));
    const kill = (why: 'timeout' | 'aborted') => {
      ending ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill('timeout'), options.timeoutMs);
    const onAbort = () => kill('aborted');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const finish = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error) => {
      finish();
      reject(new FfmpegError(`${command} could not be started: ${error.message}`, 'spawn', ''));
    });
    child.on('close', (code) => {
      finish();
      const tail = stderr.slice(-2000);
      if (ending === 'timeout') reject(new FfmpegError(`${command} ran longer than ${options.timeoutMs} ms`, 'timeout', tail));
      else if (ending === 'aborted') reject(new FfmpegError(`${command} was aborted`, 'aborted', tail));
      else if (code !== 0) reject(new FfmpegError(`${command} exited with code ${code}`, 'exit', tail));
      else resolve({ stdout, stderr });
    });
  });
}
