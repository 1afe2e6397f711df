import { mkdtemp, rm, symlink, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createMediaTools,
  describeMissingMediaTools,
  findExecutable,
  mediaToolsDetail,
  mediaToolsInstallCommands,
  mediaToolsUnavailableMessage,
} from '../src/media/media-tools.ts';

let emptyDir: string;

beforeEach(async () => {
  emptyDir = await mkdtemp(path.join(tmpdir(), 'sitespark-media-tools-'));
});
afterEach(async () => {
  await rm(emptyDir, { recursive: true, force: true });
});

describe('media tools', () => {
  it('finds nothing on a PATH without the tools', () => {
    const tools = createMediaTools({ searchPath: emptyDir, fontDirs: [emptyDir] });
    expect(tools.missing()).toEqual(['ffmpeg', 'ffprobe', 'chromium', 'espeak-ng', 'fonts']);
    expect(tools.has('ffmpeg')).toBe(false);
  });

  it('describes each missing tool, what it powers and the install commands', () => {
    const missing = createMediaTools({ searchPath: emptyDir, fontDirs: [emptyDir] }).missing();
    const text = describeMissingMediaTools(missing);
    expect(text).toContain('ffmpeg: videos, audio extraction, the built-in music library');
    expect(text).toContain('Chromium: site captures for videos and screenshots');
    expect(text).toContain('espeak-ng: offline voiceovers');
    expect(text).toContain('fonts (DejaVu or Liberation)');
    expect(text).toContain(`Debian/Ubuntu: ${mediaToolsInstallCommands.debian}`);
    expect(text).toContain(`macOS:         ${mediaToolsInstallCommands.macos}`);
    expect(describeMissingMediaTools([])).toBe('');
    expect(mediaToolsDetail(missing, 'linux')).toContain('missing: ffmpeg (videos');
  });

  it('gives one sentence for a user, naming ffmpeg once for ffmpeg and ffprobe', () => {
    expect(mediaToolsUnavailableMessage('Video rendering', ['ffmpeg', 'ffprobe', 'chromium'], 'linux')).toBe(
      'Video rendering is unavailable on this server: ffmpeg and Chromium are not installed. An administrator can install them with: sudo apt-get install -y ffmpeg chromium espeak-ng fonts-dejavu-core fonts-liberation',
    );
    expect(mediaToolsUnavailableMessage('The built-in music library', ['ffmpeg'], 'darwin')).toBe(
      'The built-in music library is unavailable on this server: ffmpeg is not installed. An administrator can install it with: brew install ffmpeg espeak-ng && brew install --cask chromium',
    );
  });

  it('notices a tool installed later, without a new finder', async () => {
    let now = 0;
    const tools = createMediaTools({ ffmpegPath: path.join(emptyDir, 'ffmpeg'), searchPath: emptyDir, recheckMs: 5_000, now: () => now });
    expect(tools.has('ffmpeg')).toBe(false);
    await writeFile(path.join(emptyDir, 'ffmpeg'), '#!/bin/sh\n');
    await chmod(path.join(emptyDir, 'ffmpeg'), 0o755);
    expect(tools.has('ffmpeg')).toBe(false);
    now = 5_000;
    expect(tools.has('ffmpeg')).toBe(true);
    await symlink(path.join(emptyDir, 'ffmpeg'), path.join(emptyDir, 'ffprobe'));
    expect(findExecutable('ffprobe', emptyDir)).toBe(path.join(emptyDir, 'ffprobe'));
    expect(findExecutable('ffprobe', '')).toBeNull();
  });
});
