import { createReadStream } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderJobKind } from '@sitespark/contracts';
import { newObjectKey, type Logger, type ObjectStore } from '@sitespark/service-kit';
import type { CaptureAspect, Chromium, WebsiteCapture } from '../adapters/chromium.ts';
import type { RenderedVideo, RenderSlideshowOptions, SpeechSynthesizer } from '../engine/index.ts';
import type { RenderMetrics } from '../metrics.ts';
import { captureForJob, captureKeysOf } from './job-captures.ts';
import { storeAreas } from './media-keys.ts';

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

/** Everything one attempt at a job may use; objects it stores are removed if the attempt fails. */
export interface RenderContext {
  job: { id: string; userId: string; kind: RenderJobKind; input: Record<string, unknown> };
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
  /** Overall progress 0-100 and what is happening, for the progress bar. */
  progress(percent: number, stage: string): void;
  /** Stores bytes under `<area>/<userId>/<uuid>.<ext>` and returns the key. */
  saveBuffer(area: string, extension: string, body: Buffer, contentType: string): Promise<string>;
  saveFile(area: string, extension: string, file: string, contentType: string): Promise<string>;
  /** Copies a stored object into the work directory, for ffmpeg to read. */
  fetchToFile(key: string, name: string): Promise<string>;
  /** The website at an aspect, captured once per job: a retried attempt reuses the earlier attempt's capture. */
  captureWebsite(url: string, options: { aspect: CaptureAspect; maxShots: number }): Promise<WebsiteCapture>;
}

export interface RenderOutcome {
  result: Record<string, unknown>;
  /** Becomes the user's latest screenshots (GET /api/screenshots/:index). */
  screenshotKeys?: string[];
}

export type JobRenderer = (context: RenderContext) => Promise<RenderOutcome>;

export interface CreateRenderContextOptions extends Omit<RenderContext, 'saveBuffer' | 'saveFile' | 'fetchToFile' | 'captureWebsite'> {
  /** Receives every key the attempt stores. */
  onStored(key: string): void;
}

export function createRenderContext(options: CreateRenderContextOptions): RenderContext {
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

/** Keys of a job's input files (under render-inputs/), to delete once the job is over. */
export function inputKeysOf(input: Record<string, unknown>): string[] {
  const keys = input.inputKeys;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string' && key.startsWith(`${storeAreas.inputs}/`)) : [];
}

/** Everything a job keeps while it runs, to delete once it is over: its input files and the website captures its attempts share. */
export function jobObjectKeysOf(job: { id: string; userId: string; input: Record<string, unknown> }): string[] {
  return [...inputKeysOf(job.input), ...captureKeysOf(job)];
}
