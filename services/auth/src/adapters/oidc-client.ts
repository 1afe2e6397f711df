import * as client from 'openid-client';
import { ExternalProfile } from '../domain/external-profile.ts';

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `${PUBLIC_ORIGIN}/api/login/callback`, registered with the provider. */
  redirectUri: string;
  /** Test and local development only: permits an http:// issuer. */
  allowInsecureHttp: boolean;
}

/** What the browser must bring back to the callback; kept sealed in a short-lived cookie meanwhile. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClient {
  /** The provider's authorization URL and the secrets that must come back with its answer. */
  startLogin(): Promise<{ authorizationUrl: URL; pending: PendingLogin }>;
  /** Checks the provider's answer (state, PKCE, ID token issuer, audience, nonce, signature) and reads the profile. */
  completeLogin(callbackUrl: URL, pending: PendingLogin): Promise<ExternalProfile>;
}

export class OidcDiscoveryError extends Error {
  override name = 'OidcDiscoveryError';
}

const requestTimeoutSeconds = 10;

/** Picks the client authentication the provider supports, preferring the spec's default (Basic). */
function clientAuthFor(metadata: client.ServerMetadata, secret: string): client.ClientAuth {
  const methods = metadata.token_endpoint_auth_methods_supported;
  return !methods || methods.includes('client_secret_basic') ? client.ClientSecretBasic(secret) : client.ClientSecretPost(secret);
}

export function createOidcClient(options: OidcClientOptions): OidcClient {
  const execute = options.allowInsecureHttp ? [client.allowInsecureRequests] : [];
  let discovered: Promise<client.Configuration> | undefined;

  // Cached once it succeeds; a failure is forgotten so the next sign-in tries the provider again.
  function configuration(): Promise<client.Configuration> {
    discovered ??= (async () => {
      const found = await client.discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, {
        execute,
        timeout: requestTimeoutSeconds,
      });
      const metadata = found.serverMetadata();
      const config = new client.Configuration(metadata, options.clientId, options.clientSecret, clientAuthFor(metadata, options.clientSecret));
      for (const apply of execute) apply(config);
      config.timeout = requestTimeoutSeconds;
      return config;
    })().catch((error: unknown) => {
      discovered = undefined;
      throw new OidcDiscoveryError(`OpenID discovery failed for ${options.issuer}`, { cause: error });
    });
    return discovered;
  }

  return {
    async startLogin() {
      const config = await configuration();
      const pending: PendingLogin = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const authorizationUrl = client.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { authorizationUrl, pending };
    },

    async completeLogin(callbackUrl, pending) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('the provider returned no ID token');
      // Providers that follow the spec's default put profile claims only in UserInfo.
      const userInfo =
        idClaims.email === undefined && config.serverMetadata().userinfo_endpoint
          ? await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)
          : {};
      return ExternalProfile.parse({ ...userInfo, ...idClaims });
    },
  };
}
