import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Short media made with the real ffmpeg, and ffprobe/ebur128 readings of files, for the tests. */
export class MediaFiles {
  readonly dir: string;

  private constructor(dir: string) {
    this.dir = dir;
  }

  static async create(): Promise<MediaFiles> {
    return new MediaFiles(await mkdtemp(path.join(tmpdir(), 'sitespark-media-test-')));
  }

  private async ffmpeg(name: string, args: string[]): Promise<Buffer> {
    const file = path.join(this.dir, name);
    await run('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args, file], { timeout: 60_000 });
    return readFile(file);
  }

  /** A 2 s, 440 Hz MP3 with an ID3 tag. */
  mp3(): Promise<Buffer> {
    return this.ffmpeg('tone.mp3', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:a', 'libmp3lame', '-b:a', '96k', '-metadata', 'title=Test tone']);
  }

  /** A tone as MP3, made by libmp3lame with the given encoder and muxer options (bitrate, sample rate, tags). */
  mp3With(name: string, options: string[], frequency = 440, seconds = 2): Promise<Buffer> {
    return this.ffmpeg(`${name}.mp3`, ['-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`, '-c:a', 'libmp3lame', ...options]);
  }

  /** A 2 s 64x64 H.264 MP4 with or without an AAC sound track. */
  mp4(withAudio: boolean): Promise<Buffer> {
    const audio = withAudio ? ['-f', 'lavfi', '-i', 'sine=frequency=660:duration=2', '-c:a', 'aac', '-shortest'] : [];
    return this.ffmpeg(withAudio ? 'with-audio.mp4' : 'silent.mp4', [
      '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10:duration=2', ...audio,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    ]);
  }

  png(): Promise<Buffer> {
    return this.ffmpeg('pixel.png', ['-f', 'lavfi', '-i', 'color=c=red:size=8x8', '-frames:v', '1']);
  }

  async probe(data: Buffer, format: string): Promise<{ format: { format_name?: string; duration?: string }; streams: Array<{ codec_type?: string; codec_name?: string }> }> {
    const file = path.join(this.dir, `probe-${Date.now()}-${Math.random().toString(36).slice(2)}`);
    await writeFile(file, data);
    try {
      const { stdout } = await run('ffprobe', ['-hide_banner', '-loglevel', 'error', '-f', format, '-show_format', '-show_streams', '-of', 'json', '-i', file]);
      return JSON.parse(stdout);
    } finally {
      await rm(file, { force: true });
    }
  }

  /** Integrated loudness (LUFS) as ffmpeg's EBU R128 meter reads it. */
  async loudness(data: Buffer): Promise<number> {
    const file = path.join(this.dir, `loudness-${Date.now()}.mp3`);
    await writeFile(file, data);
    try {
      const { stderr } = await run('ffmpeg', ['-hide_banner', '-nostdin', '-i', file, '-af', 'ebur128', '-f', 'null', '-'], { maxBuffer: 64 * 1024 * 1024 });
      const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
      return Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
    } finally {
      await rm(file, { force: true });
    }
  }

  /** Mono float samples of an audio file at `rate` Hz. */
  async samples(data: Buffer, format: string, rate: number): Promise<Float32Array> {
    const file = path.join(this.dir, `pcm-${Date.now()}`);
    await writeFile(file, data);
    try {
      const { stdout } = await run('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-f', format, '-i', file, '-ac', '1', '-ar', String(rate), '-f', 'f32le', '-'], {
        encoding: 'buffer',
        maxBuffer: 256 * 1024 * 1024,
      });
      const samples = new Float32Array(Math.floor(stdout.byteLength / 4));
      for (let i = 0; i < samples.length; i++) samples[i] = stdout.readFloatLE(i * 4);
      return samples;
    } finally {
      await rm(file, { force: true });
    }
  }

  cleanup(): Promise<void> {
    return rm(this.dir, { recursive: true, force: true });
  }
}
