// The website the compose smoke test (ops/compose-smoke) generates a kit and renders videos from:
// the e2e video journeys' page, served on the compose network as http://site:8080/.
import { servePage } from '../../e2e/fixtures/page-server.ts';
import { videoSiteHtml } from '../../e2e/fixtures/video-site.ts';

const site = await servePage(videoSiteHtml(), '0.0.0.0', 8080);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void site.close().then(() => process.exit(0));
  });
}
