import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createLogger, createMediaTools, mediaToolsInstallCommands } from '@sitespark/service-kit';
import { reportMediaTools } from '../src/report-media-tools.ts';

describe('the start-up report of media tools', () => {
  it('prints, once and in lines, what is missing, what it powers and how to install it', async () => {
    const emptyDir = await mkdtemp(path.join(tmpdir(), 'sitespark-no-tools-'));
    try {
      const logger = createLogger('standalone', { level: 'silent' });
      const warn = vi.spyOn(logger, 'warn');
      const printed: string[] = [];
      const missing = reportMediaTools({ PATH: emptyDir }, logger, {
        tools: createMediaTools({ searchPath: emptyDir, chromiumPath: path.join(emptyDir, 'chromium'), fontDirs: [emptyDir] }),
        print: (text) => printed.push(text),
      });
      expect(missing).toEqual(['ffmpeg', 'ffprobe', 'chromium', 'espeak-ng', 'fonts']);
      expect(printed).toHaveLength(1);
      const lines = printed[0]!.split('\n');
      expect(lines).toContain('  - ffmpeg: videos, audio extraction, the built-in music library');
      expect(lines).toContain('  - Chromium: site captures for videos and screenshots');
      expect(lines).toContain('  - espeak-ng: offline voiceovers');
      expect(lines).toContain(`  Debian/Ubuntu: ${mediaToolsInstallCommands.debian}`);
      expect(lines).toContain(`  macOS:         ${mediaToolsInstallCommands.macos}`);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      await rm(emptyDir, { recursive: true, force: true });
    }
  });

  it('says nothing when every tool is there', () => {
    const printed: string[] = [];
    const missing = reportMediaTools({}, createLogger('standalone', { level: 'silent' }), {
      tools: { missing: () => [], has: () => true },
      print: (text) => printed.push(text),
    });
    expect(missing).toEqual([]);
    expect(printed).toEqual([]);
  });
});
