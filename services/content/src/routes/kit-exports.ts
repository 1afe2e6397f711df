import { contentRoutes } from '@sitespark/contracts';
import { bindRoute, type ServiceApp } from '@sitespark/service-kit';
import { exportKit, type ExportKitDeps } from '../domain/export-kit.ts';
import { getKitLogo } from '../domain/get-kit-logo.ts';
import { sendFile } from './send-file.ts';

export function registerKitExportRoutes(app: ServiceApp, deps: ExportKitDeps): void {
  bindRoute(app, contentRoutes.exportKit, async ({ params, query, identity, reply }) =>
    sendFile(reply, await exportKit(deps, { userId: identity.userId, kitId: params.id, query })),
  );
  bindRoute(app, contentRoutes.getKitLogo, async ({ params, identity, reply }) => sendFile(reply, await getKitLogo(deps, { userId: identity.userId, kitId: params.id })));
}
