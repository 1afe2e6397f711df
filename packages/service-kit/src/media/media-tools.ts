import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** The programs (and fonts) that videos, audio and voiceovers need from the machine. */
export type MediaTool = 'ffmpeg' | 'ffprobe' | 'chromium' | 'espeak-ng' | 'fonts';

export const mediaToolNames: Record<MediaTool, string> = {
  ffmpeg: 'ffmpeg',
  ffprobe: 'ffprobe',
  chromium: 'Chromium',
  'espeak-ng': 'espeak-ng',
  fonts: 'fonts (DejaVu or Liberation)',
};

/** What each tool powers, as an operator reads it. */
export const mediaToolPowers: Record<MediaTool, string> = {
  ffmpeg: 'videos, audio extraction, the built-in music library',
  ffprobe: 'videos, audio extraction, the built-in music library',
  chromium: 'site captures for videos and screenshots',
  'espeak-ng': 'offline voiceovers',
  fonts: 'text in videos and captures',
};

/** One command per platform that installs all of them. */
export const mediaToolsInstallCommands = {
  debian: 'sudo apt-get install -y ffmpeg chromium espeak-ng fonts-dejavu-core fonts-liberation',
  macos: 'brew install ffmpeg espeak-ng && brew install --cask chromium',
} as const;

/** The install command for the machine's platform (macOS: brew; everything else: Debian/Ubuntu). */
export function mediaToolsInstallCommand(platform: NodeJS.Platform = process.platform): string {
  return platform === 'darwin' ? mediaToolsInstallCommands.macos : mediaToolsInstallCommands.debian;
}

const allTools: readonly MediaTool[] = ['ffmpeg', 'ffprobe', 'chromium', 'espeak-ng', 'fonts'];

export interface MediaToolsOptions {
  /** A path, or a name looked up on PATH. Default `ffmpeg`. */
  ffmpegPath?: string;
  /** Default `ffprobe`. */
  ffprobePath?: string;
  /** Default: `chromium`, `chromium-browser`, `google-chrome` on PATH (and macOS's Chromium.app). */
  chromiumPath?: string;
  /** Default `espeak-ng`. */
  espeakPath?: string;
  /** The PATH to search; default process.env.PATH. */
  searchPath?: string;
  /** Directories holding fonts; default the usual Linux and macOS ones. */
  fontDirs?: readonly string[];
  /** How long a look-up is trusted before the disk is asked again. Default 5 s. */
  recheckMs?: number;
  now?: () => number;
}

export interface MediaTools {
  /** The tools not found now (looked up again at most every `recheckMs`). */
  missing(): MediaTool[];
  has(...tools: MediaTool[]): boolean;
}

const defaultFontDirs = ['/usr/share/fonts', '/usr/local/share/fonts', path.join(homedir(), '.fonts'), path.join(homedir(), '.local/share/fonts'), '/Library/Fonts', '/System/Library/Fonts'];
const chromiumNames = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', '/Applications/Chromium.app/Contents/MacOS/Chromium'];

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The executable a configured path or a bare name (looked up on `searchPath`) stands for, or null. */
export function findExecutable(nameOrPath: string, searchPath: string = process.env.PATH ?? ''): string | null {
  if (nameOrPath.includes('/') || nameOrPath.includes(path.sep)) return isExecutableFile(nameOrPath) ? nameOrPath : null;
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, nameOrPath);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}

function hasFontFiles(dir: string, depth = 0): boolean {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  for (const entry of entries) {
    if (entry.isFile() && /\.(ttf|otf|ttc)$/i.test(entry.name)) return true;
    if (entry.isDirectory() && depth < 3 && hasFontFiles(path.join(dir, entry.name), depth + 1)) return true;
  }
  return false;
}

/** Finds the media tools, looking again at most every few seconds so an installation is noticed without a restart. */
export function createMediaTools(options: MediaToolsOptions = {}): MediaTools {
  const recheckMs = options.recheckMs ?? 5_000;
  const now = options.now ?? Date.now;
  let checkedAt = -Infinity;
  let missing: MediaTool[] = [];

  const lookUp = (): MediaTool[] => {
    const searchPath = options.searchPath ?? process.env.PATH ?? '';
    const found = (name: string) => findExecutable(name, searchPath) !== null;
    const present: Record<MediaTool, () => boolean> = {
      ffmpeg: () => found(options.ffmpegPath ?? 'ffmpeg'),
      ffprobe: () => found(options.ffprobePath ?? 'ffprobe'),
      chromium: () => (options.chromiumPath ? found(options.chromiumPath) : chromiumNames.some(found)),
      'espeak-ng': () => found(options.espeakPath ?? 'espeak-ng'),
      fonts: () => (options.fontDirs ?? defaultFontDirs).some((dir) => hasFontFiles(dir)),
    };
    return allTools.filter((tool) => !present[tool]());
  };

  const current = () => {
    if (now() - checkedAt >= recheckMs) {
      missing = lookUp();
      checkedAt = now();
    }
    return missing;
  };
  return {
    missing: () => [...current()],
    has: (...tools) => tools.every((tool) => !current().includes(tool)),
  };
}

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** ffmpeg and ffprobe come together, so both missing read as "ffmpeg". */
function namesOf(missing: readonly MediaTool[]): string[] {
  const tools = missing.includes('ffmpeg') ? missing.filter((tool) => tool !== 'ffprobe') : [...missing];
  return tools.map((tool) => mediaToolNames[tool]);
}

/**
 * One sentence for a user, e.g. "Video rendering is unavailable on this server: ffmpeg and Chromium
 * are not installed. An administrator can install them with: sudo apt-get install -y …".
 */
export function mediaToolsUnavailableMessage(feature: string, missing: readonly MediaTool[], platform: NodeJS.Platform = process.platform): string {
  const names = namesOf(missing);
  const verb = names.length === 1 ? 'is' : 'are';
  const pronoun = names.length === 1 ? 'it' : 'them';
  return `${feature} is unavailable on this server: ${listNames(names)} ${verb} not installed. An administrator can install ${pronoun} with: ${mediaToolsInstallCommand(platform)}`;
}

/** Several lines for the start-up output: each missing tool, what it powers, the install commands. Empty when nothing is missing. */
export function describeMissingMediaTools(missing: readonly MediaTool[]): string {
  if (missing.length === 0) return '';
  const lines = missing.map((tool) => `  - ${mediaToolNames[tool]}: ${mediaToolPowers[tool]}`);
  return [
    'Some media tools are missing on this machine; what they power is unavailable until they are installed:',
    ...lines,
    'Install them with one command:',
    `  Debian/Ubuntu: ${mediaToolsInstallCommands.debian}`,
    `  macOS:         ${mediaToolsInstallCommands.macos}`,
    'They are noticed without a restart.',
  ].join('\n');
}

/** A sentence for /readyz details. */
export function mediaToolsDetail(missing: readonly MediaTool[], platform: NodeJS.Platform = process.platform): string {
  if (missing.length === 0) return 'ffmpeg, ffprobe, Chromium, espeak-ng and fonts are installed';
  const parts = missing.map((tool) => `${mediaToolNames[tool]} (${mediaToolPowers[tool]})`);
  return `missing: ${parts.join('; ')}. Install with: ${mediaToolsInstallCommand(platform)}`;
}
