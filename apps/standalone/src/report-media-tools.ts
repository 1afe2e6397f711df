import { createMediaTools, describeMissingMediaTools, type Logger, type MediaTool, type MediaTools } from '@sitespark/service-kit';

/**
 * At start: logs, and prints once in plain lines, which media tools are missing, what each powers
 * and the command that installs them. Nothing when all are there. Answers the missing tools.
 */
export function reportMediaTools(
  environment: NodeJS.ProcessEnv,
  logger: Logger,
  options: { tools?: MediaTools; print?: (text: string) => void } = {},
): MediaTool[] {
  const tools =
    options.tools ??
    createMediaTools({
      ffmpegPath: environment.FFMPEG_PATH || undefined,
      ffprobePath: environment.FFPROBE_PATH || undefined,
      // Render's default (services/render/src/config.ts).
      chromiumPath: environment.CHROMIUM_PATH || '/usr/bin/chromium',
      // The services run tools on the process's PATH; a test's environment may carry none.
      searchPath: environment.PATH ?? process.env.PATH ?? '',
    });
  const missing = tools.missing();
  if (missing.length === 0) return missing;
  const text = describeMissingMediaTools(missing);
  logger.warn({ missingMediaTools: missing }, text);
  (options.print ?? ((line: string) => process.stdout.write(line)))(`\n${text}\n\n`);
  return missing;
}
