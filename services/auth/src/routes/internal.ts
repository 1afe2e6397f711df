import { resolveSessionRoute } from '@sitespark/contracts';
import { AppError, internalSignatureHeader, verifyInternalCall, type ServiceApp } from '@sitespark/service-kit';
import { resolveSession } from '../domain/resolve-session.ts';
import { toAuthUser } from '../domain/to-auth-user.ts';
import type { AccountRepository } from '../persistence/account-repository.ts';

/** The gateway's session lookup; only callers holding INTERNAL_SECRET get an answer. */
export function registerInternalRoutes(app: ServiceApp, deps: { accounts: AccountRepository; internalSecret: string }): void {
  const { internalSecret } = deps;
  app.route({
    method: resolveSessionRoute.method,
    url: resolveSessionRoute.path,
    logLevel: 'warn',
    schema: { body: resolveSessionRoute.request.body, response: { 200: resolveSessionRoute.response } },
    handler: async (request) => {
      if (!verifyInternalCall(JSON.stringify(request.body), request.headers[internalSignatureHeader], internalSecret)) {
        throw new AppError('UNAUTHENTICATED', 'Unauthorized internal call');
      }
      const user = await resolveSession(deps, { token: request.body.token });
      return { user: user ? toAuthUser(user) : null };
    },
  });
}
