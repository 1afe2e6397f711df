import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createKitCompute } from '../src/adapters/compute/create-kit-compute.ts';
import type { FlyerContent } from '../src/domain/create-flyers.ts';

const flyer: FlyerContent = {
  name: 'Harbour Bakery',
  headline: 'Bread worth waking up for',
  copy: 'Sourdough baked at five every morning, on the quay since 1998.',
  cta: 'Order for Saturday',
  domain: 'harbour-bakery.example',
  features: ['Sourdough', 'Pastries', 'Celebration cakes'],
  colors: { primary: '#1f4e79', secondary: '#f2c14e', accent: '#d1495b', neutral: '#2e2e2e' },
  language: 'en',
};

/** The nice value of each of this process's threads, by thread id (Linux /proc). */
function threadNiceValues(): Map<string, number> {
  const values = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // Fields after the command name's closing parenthesis; nice is the 19th field of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    values.set(tid, Number(fields[16]));
  }
  return values;
}

describe('the kit compute pool', { timeout: 30_000 }, () => {
  const pooled = createKitCompute({ threads: 1, niceIncrement: 10 });
  const onCallingThread = createKitCompute({ threads: 0 });
  afterAll(async () => {
    await pooled.close();
    await onCallingThread.close();
  });

  it('lays out the same flyers in its threads as on the calling thread', async () => {
    const [inPool, inline] = await Promise.all([pooled.renderFlyerSvgs(flyer), onCallingThread.renderFlyerSvgs(flyer)]);
    expect(inPool.length).toBeGreaterThan(0);
    expect(inPool).toEqual(inline);
    expect(inPool.join('')).toContain('Bread worth waking up for');
  });

  it.runIf(process.platform === 'linux')('runs its threads at a lower priority than the event loop, so page views are served first', async () => {
    const before = threadNiceValues();
    await pooled.renderFlyerSvgs(flyer);
    const mainThreadNice = before.get(String(process.pid)) ?? 0;
    const niced = [...threadNiceValues()].filter(([, nice]) => nice >= mainThreadNice + 10);
    expect(niced.length).toBeGreaterThan(0);
    expect(threadNiceValues().get(String(process.pid))).toBe(mainThreadNice);
  });
});
