import type { Cost } from './cpu.ts';
import { flatShare, flatShareLimit, probeVideo, sampleFrames, type SampledFrames } from './frames.ts';
import { onScreenAt, type RenderPlan } from './plan.ts';
import { isAddressName, stockLinesIn } from './stock-lines.ts';

export interface VideoMeasure {
  site: string;
  studio: string;
  label: string;
  width: number;
  height: number;
  durationSec: number;
  sampled: number;
  flatFrames: number;
  /** Null when the plan of this video was not recorded, so text on screen is unknown. */
  stackedFrames: number | null;
  stockFrames: number | null;
  stockLines: string[];
  voiceoverSec: number | null;
  /** Mean absolute pixel difference to the same site's auto video at the sampled frames; null when not comparable. */
  differenceToAuto: number | null;
  render: Cost | null;
  sheet: string;
  samples: SampledFrames;
}

/** The plan whose output matches the stored video (size and length), taken out of `plans`. */
export function takePlan(plans: RenderPlan[], width: number, height: number, durationSec: number): RenderPlan | null {
  const index = plans.findIndex((plan) => plan.width === width && plan.height === height && Math.abs(plan.durationSec - durationSec) < 0.25);
  return index < 0 ? null : plans.splice(index, 1)[0]!;
}

export interface MeasureInput {
  site: string;
  studio: string;
  label: string;
  file: string;
  sheet: string;
  plans: RenderPlan[];
  hostPort: string;
  /** The name the render used, when the route says it (the professional end card shows it). */
  name?: string;
}

export async function measureVideo(input: MeasureInput): Promise<VideoMeasure> {
  const probe = await probeVideo(input.file);
  const samples = await sampleFrames(input.file, probe, input.sheet);
  const plan = takePlan(input.plans, probe.width, probe.height, probe.durationSec);
  const flatFrames = samples.pixels.filter((frame) => flatShare(frame) > flatShareLimit).length;
  let stackedFrames: number | null = null;
  let stockFrames: number | null = null;
  const stockLines = new Set<string>();
  if (plan) {
    stackedFrames = 0;
    stockFrames = 0;
    const endCardNamed = input.name !== undefined && isAddressName(input.name, input.hostPort);
    const lastSlide = plan.slides.length - 1;
    for (const n of samples.frameNumbers) {
      const shown = onScreenAt(plan, n);
      if (shown.overlays.length > 0 && shown.captions.length > 0) stackedFrames += 1;
      const lines = [...shown.overlays, ...shown.captions].flatMap((text) => stockLinesIn(text, input.hostPort));
      // The professional cut's last slide is its end card, titled with the name the render used.
      if (endCardNamed && input.name !== undefined && shown.slides.includes(lastSlide) && shown.overlays.length === 0) lines.push(`end card named "${input.name}"`);
      if (lines.length > 0) stockFrames += 1;
    }
    for (const text of [...plan.slides.map((slide) => slide.overlayText ?? ''), ...plan.captions.map((caption) => caption.text)]) for (const line of stockLinesIn(text, input.hostPort)) stockLines.add(line);
    if (endCardNamed && input.name !== undefined) stockLines.add(`end card named "${input.name}"`);
  }
  return {
    site: input.site,
    studio: input.studio,
    label: input.label,
    width: probe.width,
    height: probe.height,
    durationSec: probe.durationSec,
    sampled: samples.pixels.length,
    flatFrames,
    stackedFrames,
    stockFrames,
    stockLines: [...stockLines],
    voiceoverSec: plan ? plan.voiceoverSec : null,
    differenceToAuto: null,
    render: plan?.cost ?? null,
    sheet: input.sheet,
    samples,
  };
}
