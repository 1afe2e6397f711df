/** The customer's website for bench/load in a process of its own (see `startSiteProcess`): it tells its parent where it listens. */
import { startSite } from './site.ts';

const site = await startSite();
process.send?.({ url: site.url, hostPort: site.hostPort });
process.on('disconnect', () => void site.close().then(() => process.exit(0)));
