import type { Result } from 'autocannon';

/** Who a connection speaks for: the session cookie (through the gateway) or signed identity headers (direct). */
export type Credentials = { kind: 'cookie'; cookies: string[] } | { kind: 'identity'; userIds: string[]; internalSecret: string };

export interface RouteLoad {
  name: string;
  /** Origin of the server this route is sent to: the gateway or the owning service. */
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  connections: number;
  /** JSON bodies, one per user (index as in the credentials); a connection sends its user's body. */
  bodies?: string[];
  /** First user of this route's connections; connection i uses user (firstUser + i) mod users. */
  firstUser: number;
}

export interface DriverPlan {
  target: string;
  durationSeconds: number;
  warmupSeconds: number;
  timeoutSeconds: number;
  credentials: Credentials;
  routes: RouteLoad[];
}

export interface RouteResult {
  name: string;
  result: Result;
}

export interface DriverReport {
  target: string;
  routes: RouteResult[];
}
