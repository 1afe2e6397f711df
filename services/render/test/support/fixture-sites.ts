import { listenHttp, type RequestHandler } from '@sitespark/service-kit/testing';

export interface FixtureServer {
  origin: string;
  host: string;
  /** Requests received, by path. */
  hits: string[];
  close(): Promise<void>;
}

export async function startFixtureServer(handler: RequestHandler): Promise<FixtureServer> {
  const listener = await listenHttp('127.0.0.1', 0, handler);
  return { origin: listener.origin, host: `127.0.0.1:${listener.port}`, hits: listener.hits, close: listener.close };
}

const section = (color: string, heading: string, text: string) =>
  `<section style="height:1080px;background:${color};display:flex;flex-direction:column;justify-content:center;align-items:center;font-family:sans-serif;color:#fff"><h2 style="font-size:72px;margin:0">${heading}</h2><p style="font-size:32px">${text}</p></section>`;

/** A small marketing site: two viewports tall, so a desktop capture takes two screenshots. */
export const landingPage = `<!DOCTYPE html><html><head><title>Acme Rockets | Launch faster</title>
<meta name="description" content="Acme Rockets builds reusable launch software for small satellite teams.">
<style>body{margin:0}</style></head><body>
${section('#1e3a8a', 'Acme Rockets', 'Launch faster with our software platform')}
${section('#065f46', 'Mission Planner', 'Plan every launch window in minutes')}
</body></html>`;

/** A page whose script and markup reach for another (private) server in every way a page can. */
export function sneakyPage(target: string): string {
  return `<!DOCTYPE html><html><head><title>Sneaky Co</title></head><body style="margin:0">
${section('#7c2d12', 'Sneaky Co', 'Nothing to see here')}
<img src="${target}/from-img.png">
<iframe src="${target}/from-iframe"></iframe>
<script>
fetch('${target}/from-fetch').catch(() => {});
navigator.sendBeacon && navigator.sendBeacon('${target}/from-beacon', 'x');
setTimeout(() => { location.href = '${target}/from-navigation'; }, 50);
</script></body></html>`;
}
