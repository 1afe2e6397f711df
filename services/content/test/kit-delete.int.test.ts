import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kit } from '@sitespark/contracts';
import { createS3ObjectStore, type ObjectStore } from '@sitespark/service-kit';
import { buildTestService, createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import { startS3rver, type RunningS3rver } from '../../../packages/service-kit/test/support/s3rver-server.ts';
import type { ContentConfig } from '../src/config.ts';
import { contentService } from '../src/index.ts';
import { GenerationRecord, KitRevisionRecord, KitShareRecord } from '../src/persistence/entities.ts';
import { buildService } from '../src/service.ts';
import { dataUrl, fixtureHtml, multipartBody, solidPng, startFixtureServer, type FixtureServer } from './support/fixture-site.ts';

for (const storeKind of ['filesystem', 's3'] as const) {
  describe(`deleting a kit (${storeKind} store)`, () => {
    let infra: TestInfra;
    let s3: RunningS3rver | undefined;
    let store: ObjectStore;
    let content: TestService<ContentConfig>;
    let site: FixtureServer;

    beforeAll(async () => {
      infra = await createTestInfra(`content kit delete ${storeKind}`);
      site = await startFixtureServer((_request, response) => {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(fixtureHtml());
      });
      if (storeKind === 's3') {
        s3 = await startS3rver();
        store = createS3ObjectStore({ endPoint: s3.endPoint, port: s3.port, useSSL: false, accessKey: s3.accessKey, secretKey: s3.secretKey, bucket: `kits-${randomUUID()}` });
      }
      content = await buildTestService(
        { ...contentService, build: (deps) => buildService(s3 ? { ...deps, store } : deps) },
        infra,
        { FETCH_ALLOW_PRIVATE_HOSTS: site.hostPort, CONTENT_COMPUTE_THREADS: '0' },
      );
      if (!s3) store = content.store;
    }, 60_000);

    afterAll(async () => {
      await content?.close();
      await site?.close();
      await s3?.stop();
      await infra?.cleanup();
    });

    const exists = async (key: string) => (await store.stat(key)) !== null;
    const keyOf = (address: string) => address.slice('/api/media/'.length).split('?')[0]!;

    it('removes the flyers and uploaded snippet it wrote, keeps a saved snippet it only used, and leaves no rows', async () => {
      const userId = randomUUID();
      const png = await solidPng('#0e7c66');
      const { payload, headers } = multipartBody([
        { name: 'description', value: 'Saved hero' },
        { name: 'image', filename: 'hero.png', contentType: 'image/png', data: png },
      ]);
      const saved = await content.app.inject({ method: 'POST', url: '/api/saved-snippets', headers: { ...content.as(userId), ...headers }, payload });
      expect(saved.statusCode).toBe(201);
      const savedUrl = (saved.json() as { imageUrl: string }).imageUrl;

      const generated = await content.app.inject({
        method: 'POST',
        url: '/api/marketing/generate',
        headers: content.as(userId),
        payload: { url: `${site.url}/`, siteSnips: [{ image: savedUrl, description: 'Saved hero' }, { image: dataUrl(png), description: 'Uploaded for this kit' }] },
      });
      expect(generated.statusCode).toBe(200);
      const kitId = (generated.json() as { kitId: string }).kitId;
      const kit = Kit.parse((await content.app.inject({ method: 'GET', url: `/api/kits/${kitId}`, headers: content.as(userId) })).json());
      const flyerKeys = kit.flyers!.flyers.map((flyer) => keyOf(flyer.downloadUrl));
      const [savedKey, uploadedKey] = kit.kit.request.siteSnips.map((snip) => keyOf(snip.imageUrl));
      expect(savedKey).toBe(keyOf(savedUrl));
      for (const key of [...flyerKeys, savedKey!, uploadedKey!]) expect(await exists(key), key).toBe(true);

      await content.app.inject({ method: 'PATCH', url: `/api/kits/${kitId}`, headers: content.as(userId), payload: { name: 'Going away' } });
      await content.app.inject({ method: 'POST', url: `/api/kits/${kitId}/share`, headers: content.as(userId) });
      expect(await content.dataSource.getRepository(KitRevisionRecord).countBy({ kitId })).toBe(1);
      expect(await content.dataSource.getRepository(KitShareRecord).countBy({ kitId })).toBe(1);

      const deleted = await content.app.inject({ method: 'DELETE', url: `/api/kits/${kitId}`, headers: content.as(userId) });
      expect(deleted.statusCode).toBe(204);
      for (const key of [...flyerKeys, uploadedKey!]) expect(await exists(key), key).toBe(false);
      // The saved snippet belongs to "Recently Used Snippets", not to the kit.
      expect(await exists(savedKey!)).toBe(true);
      expect(await content.dataSource.getRepository(GenerationRecord).countBy({ id: kitId })).toBe(0);
      expect(await content.dataSource.getRepository(KitRevisionRecord).countBy({ kitId })).toBe(0);
      expect(await content.dataSource.getRepository(KitShareRecord).countBy({ kitId })).toBe(0);
    }, 60_000);
  });
}
