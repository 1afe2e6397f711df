import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusicLibrary } from '@sitespark/contracts';
import { findExecutable } from '@sitespark/service-kit';
import { buildTestService, createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { MediaConfig } from '../src/config.ts';
import { libraryCompositions } from '../src/domain/library/compositions.ts';
import { mediaService } from '../src/index.ts';

let infra: TestInfra;
let media: TestService<MediaConfig>;
let toolsDir: string;

async function listAs(userId: string): Promise<MusicLibrary> {
  const response = await media.app.inject({ method: 'GET', url: '/api/music', headers: media.as(userId) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  infra = await createTestInfra('media missing ffmpeg');
  // ffmpeg and ffprobe are configured where nothing is yet.
  toolsDir = await mkdtemp(path.join(tmpdir(), 'sitespark-no-ffmpeg-'));
  media = await buildTestService(mediaService, infra, {
    FFMPEG_PATH: path.join(toolsDir, 'ffmpeg'),
    FFPROBE_PATH: path.join(toolsDir, 'ffprobe'),
    MUSIC_LIBRARY_CHECK_INTERVAL_MS: '1000',
  });
});

afterAll(async () => {
  await media?.close();
  await infra?.cleanup();
  if (toolsDir) await rm(toolsDir, { recursive: true, force: true });
});

describe('a server without ffmpeg', () => {
  it('says why the music library is empty, and readiness shows it', async () => {
    const library = await listAs(randomUUID());
    expect(library.tracks).toEqual([]);
    expect(library.notice).toMatch(/^The built-in music library is unavailable on this server: ffmpeg is not installed\. An administrator can install it with: /);
    const ready = await media.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().details['media-tools']).toContain('ffmpeg (videos, audio extraction, the built-in music library)');
  });

  it('fills the library once ffmpeg is installed, without a restart', async () => {
    const ffmpeg = findExecutable('ffmpeg');
    const ffprobe = findExecutable('ffprobe');
    expect(ffmpeg && ffprobe, 'this test needs ffmpeg and ffprobe on PATH').toBeTruthy();
    await symlink(ffmpeg!, path.join(toolsDir, 'ffmpeg'));
    await symlink(ffprobe!, path.join(toolsDir, 'ffprobe'));

    const user = randomUUID();
    await expect
      .poll(async () => (await listAs(user)).tracks.length, { timeout: 300_000, interval: 1_000 })
      .toBe(libraryCompositions.length);
    expect((await listAs(user)).notice).toBeUndefined();
  }, 320_000);
});
