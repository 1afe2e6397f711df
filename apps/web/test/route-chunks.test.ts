import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const source = readFileSync(path.join(import.meta.dirname, '../src/routes/AppRoutes.tsx'), 'utf8');

describe('the route table loads each screen on demand (issue 29, item 14)', () => {
  it('imports statically only what a signed-out visitor sees; every other screen is a lazy chunk', () => {
    const staticScreens = [...source.matchAll(/^import \{ (\w+) \} from '[^']+\.tsx';$/gm)].map((match) => match[1]);
    expect(staticScreens.sort()).toEqual(['LandingPage', 'LoadingScreen', 'NotFoundPage', 'SignInRequiredPage']);
    const lazyScreens = [...source.matchAll(/^const (\w+) = lazy\(\(\) => import\('[^']+'\)/gm)].map((match) => match[1]);
    for (const screen of ['DashboardPage', 'GeneratorPage', 'KitPage', 'PlanPage', 'SubscribePage', 'MusicManagerPage', 'VideosPage', 'SharedKitPage', 'TourHost']) {
      expect(lazyScreens).toContain(screen);
    }
    const routed = new Set([...source.matchAll(/component=\{(\w+)\}/g)].map((match) => match[1]));
    for (const screen of routed) expect([...staticScreens, ...lazyScreens]).toContain(screen);
    expect(source).toContain('<Suspense fallback={<LoadingScreen />}>');
  });
});
