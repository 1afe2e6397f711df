import { describe, expect, it } from 'vitest';
import { chooseTestInfra } from '../src/testing/test-infra.ts';
import { containerImages } from '../src/testing/test-containers.ts';

const urls = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', NATS_URL: 'nats://127.0.0.1:4222' };

describe('chooseTestInfra (TEST_INFRA)', () => {
  it('auto: the given URLs first, then containers when Docker answers, else embedded', () => {
    expect(chooseTestInfra({ ...urls }, true)).toBe('urls');
    expect(chooseTestInfra({}, true)).toBe('containers');
    expect(chooseTestInfra({ NATS_URL: urls.NATS_URL }, true)).toBe('containers');
    expect(chooseTestInfra({}, false)).toBe('embedded');
    expect(chooseTestInfra({ TEST_INFRA: '' }, false)).toBe('embedded');
  });

  it('an explicit choice wins over URLs and over a Docker engine', () => {
    expect(chooseTestInfra({ ...urls, TEST_INFRA: 'embedded' }, true)).toBe('embedded');
    expect(chooseTestInfra({ ...urls, TEST_INFRA: 'containers' }, true)).toBe('containers');
    expect(chooseTestInfra({ ...urls, TEST_INFRA: 'urls' }, true)).toBe('urls');
  });

  it('refuses a choice it cannot keep, with a message that says why', () => {
    expect(() => chooseTestInfra({ TEST_INFRA: 'containers', DOCKER_HOST: 'unix:///nowhere.sock' }, false)).toThrow(
      'TEST_INFRA=containers but no Docker engine answers on unix:///nowhere.sock',
    );
    expect(() => chooseTestInfra({ TEST_INFRA: 'urls' }, true)).toThrow('TEST_INFRA=urls needs DATABASE_URL');
    expect(() => chooseTestInfra({ TEST_INFRA: 'docker' }, true)).toThrow('TEST_INFRA must be one of auto, embedded, containers, urls (got "docker")');
  });
});

describe('containerImages', () => {
  it('defaults to the official images and takes the ones named by TEST_POSTGRES_IMAGE / TEST_NATS_IMAGE', () => {
    expect(containerImages({})).toEqual({ postgres: 'postgres:15', nats: 'nats:2' });
    expect(containerImages({ TEST_POSTGRES_IMAGE: 'sitespark-offline/postgres:15', TEST_NATS_IMAGE: 'sitespark-offline/nats:bookworm' })).toEqual({
      postgres: 'sitespark-offline/postgres:15',
      nats: 'sitespark-offline/nats:bookworm',
    });
  });
});
