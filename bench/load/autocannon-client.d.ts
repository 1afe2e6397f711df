// Adds to bench/gateway-overhead/autocannon.d.ts the per-connection API the load benchmark uses.
declare module 'autocannon' {
  export interface RequestOptions {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each request is sent; returns the request to send. */
    setupRequest?: (request: RequestOptions, context: Record<string, unknown>) => RequestOptions | null;
  }

  /** One connection of an autocannon run. */
  export interface Client {
    setRequests(requests: RequestOptions[]): void;
  }

  export interface Options {
    /** Called once per connection when it is created. */
    setupClient?: (client: Client) => void;
  }
}
