import { createReadStream } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderJobInput, RenderJobKind, RenderJobResult } from '@sitespark/contracts';
import { keyAreas, newObjectKey, type KeyArea, type Logger, type ObjectStore } from '@sitespark/service-kit';
import type { CaptureOptions, Chromium, WebsiteCapture } from '../adapters/chromium.ts';
import type { SpeechSynthesizer } from '../adapters/speech/speech-synthesizer.ts';
import type { RenderedVideo, RenderSlideshowOptions } from '../engine/index.ts';
import type { RenderMetrics } from '../metrics.ts';
import type { SiteCampaignCopyRepository } from '../persistence/site-campaign-repository.ts';
import type { SiteCorrectionCopyRepository } from '../persistence/site-correction-repository.ts';
import { captureForJob, captureKeysOf } from './job-captures.ts';

/** The engine calls a job makes; a seam so tests can make a render fail on purpose. */
export interface RenderEngine {
  renderSlideshow(options: RenderSlideshowOptions): Promise<RenderedVideo>;
  extractFrame(file: string, atSec: number, outputFile: string, options?: { signal?: AbortSignal }): Promise<void>;
  speech: SpeechSynthesizer;
}

export interface RenderSettings {
  fps: number;
  ffmpegTimeoutMs: number;
  allowPrivateHosts: readonly string[];
}

/** Everything one attempt at a job of kind K may use; objects it stores are removed if the attempt fails. */
export interface RenderContext<K extends RenderJobKind = RenderJobKind> {
  job: { id: string; userId: string; kind: K; input: RenderJobInput<K> };
  attempt: number;
  /** A private directory, removed when the attempt ends. */
  workDir: string;
  signal: AbortSignal;
  store: ObjectStore;
  chromium: Chromium;
  engine: RenderEngine;
  settings: RenderSettings;
  logger: Logger;
  /** Where a job's voiceovers are counted, when metrics are kept. */
  metrics?: RenderMetrics;
  /** The owners' corrections of their sites (render's copy): a studio video tells the site as its owner corrected it. */
  siteCorrections?: Pick<SiteCorrectionCopyRepository, 'listBySite'>;
  /** The campaigns of the users' latest kits of their sites (render's copy): a studio video says it. */
  siteCampaigns?: Pick<SiteCampaignCopyRepository, 'findBySite'>;
  /** Overall progress 0-100 and what is happening, for the progress bar. */
  progress(percent: number, stage: string): void;
  /** Stores bytes under `<area>/<userId>/<uuid>.<ext>` and returns the key. */
  saveBuffer(area: KeyArea, extension: string, body: Buffer, contentType: string): Promise<string>;
  saveFile(area: KeyArea, extension: string, file: string, contentType: string): Promise<string>;
  /** Copies a stored object into the work directory, for ffmpeg to read. */
  fetchToFile(key: string, name: string): Promise<string>;
  /** The website at an aspect, captured once per job: a retried attempt reuses the earlier attempt's capture. */
  captureWebsite(url: string, options: Omit<CaptureOptions, 'signal'>): Promise<WebsiteCapture>;
}

export interface RenderOutcome<K extends RenderJobKind = RenderJobKind> {
  result: RenderJobResult<K>;
  /** Becomes the user's latest screenshots (GET /api/screenshots/:index). */
  screenshotKeys?: string[];
}

export type JobRenderer<K extends RenderJobKind = RenderJobKind> = (context: RenderContext<K>) => Promise<RenderOutcome<K>>;

/** How each kind of job is rendered. */
export type JobRenderers = { [K in RenderJobKind]: JobRenderer<K> };

export interface CreateRenderContextOptions<K extends RenderJobKind> extends Omit<RenderContext<K>, 'saveBuffer' | 'saveFile' | 'fetchToFile' | 'captureWebsite'> {
  /** Receives every key the attempt stores. */
  onStored(key: string): void;
}

export function createRenderContext<K extends RenderJobKind>(options: CreateRenderContextOptions<K>): RenderContext<K> {
  const { onStored, ...context } = options;
  const { store, job, workDir } = context;
  return {
    ...context,
    async saveBuffer(area, extension, body, contentType) {
      const key = newObjectKey(area, job.userId, extension);
      onStored(key);
      await store.put(key, body, { contentType });
      return key;
    },
    async saveFile(area, extension, file, contentType) {
      const key = newObjectKey(area, job.userId, extension);
      onStored(key);
      await stat(file);
      await store.put(key, createReadStream(file), { contentType });
      return key;
    },
    async fetchToFile(key, name) {
      const target = path.join(workDir, name);
      await writeFile(target, await store.get(key));
      return target;
    },
    captureWebsite(url, captureOptions) {
      return captureForJob({ job, store, chromium: context.chromium, logger: context.logger, signal: context.signal }, url, captureOptions);
    },
  };
}

/** Keys of a job's input files (under render-inputs/, never anything else), to delete once the job is over. */
export function inputKeysOf(input: RenderJobInput): string[] {
  const keys = 'inputKeys' in input ? input.inputKeys : [];
  return keys.filter((key) => key.startsWith(`${keyAreas.renderInputs}/`));
}

/** Everything a job keeps while it runs, to delete once it is over: its input files and the website captures its attempts share. */
export function jobObjectKeysOf(job: { id: string; userId: string; input: RenderJobInput }): string[] {
  return [...inputKeysOf(job.input), ...captureKeysOf(job)];
}
