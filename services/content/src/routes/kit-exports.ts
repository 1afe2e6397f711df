import { contentRoutes } from '@sitespark/contracts';
import { bindRoute, type ServiceApp } from '@sitespark/service-kit';
import { checkUserRate, type UserRateLimiters } from '../domain/check-user-rate.ts';
import { exportKit, type ExportKitDeps } from '../domain/export-kit.ts';
import { getKitLogo } from '../domain/get-kit-logo.ts';
import { sendFile } from './send-file.ts';

export function registerKitExportRoutes(app: ServiceApp, deps: ExportKitDeps & { userLimiters: Pick<UserRateLimiters, 'exportZip'> }): void {
  bindRoute(app, contentRoutes.exportKit, async ({ params, query, identity, reply }) => {
    // Only the zip costs: it renders every flyer to PNG and reads every stored file.
    if (query.format === 'zip') await checkUserRate(deps.userLimiters.exportZip, { userId: identity.userId });
    return sendFile(reply, await exportKit(deps, { userId: identity.userId, kitId: params.id, query }));
  });
  bindRoute(app, contentRoutes.getKitLogo, async ({ params, identity, reply }) => sendFile(reply, await getKitLogo(deps, { userId: identity.userId, kitId: params.id })));
}
