import { describe, expect, it } from 'vitest';
import { routes, serviceNames } from '@sitespark/contracts';
import { gatewayConfig, upstreamsOf } from '@sitespark/gateway';
import { serviceDefinitions } from '../src/services.ts';

const sorted = (names: Iterable<string>) => [...names].sort();

describe('the service list', () => {
  const owners = sorted(new Set(routes.map((route) => route.owner)));

  it('is the same set for the contract owners, npm start and the gateway upstreams', () => {
    const upstreams = upstreamsOf(gatewayConfig.parse({ INTERNAL_SECRET: 'x'.repeat(32) }));
    expect(sorted(serviceNames)).toEqual(owners);
    expect(sorted(Object.keys(serviceDefinitions))).toEqual(owners);
    expect(sorted(Object.keys(upstreams))).toEqual(owners);
  });

  it('starts each service under its own name', () => {
    for (const [name, definition] of Object.entries(serviceDefinitions)) expect(definition.name).toBe(name);
  });

  it('keeps the gateway upstream settings and their defaults', () => {
    const config = gatewayConfig.parse({ INTERNAL_SECRET: 'x'.repeat(32), MEDIA_URL: 'http://media:3004' });
    expect(upstreamsOf(config)).toEqual({
      auth: 'http://127.0.0.1:3001',
      billing: 'http://127.0.0.1:3002',
      content: 'http://127.0.0.1:3003',
      media: 'http://media:3004',
      render: 'http://127.0.0.1:3005',
    });
  });
});
