import { startCanaryServer, type CanaryServer } from './hostile-files.ts';
import { usePrivateTmpdir, type PrivateTmpdir } from './private-tmpdir.ts';
import { createTestInfra, type TestInfra } from './test-infra.ts';

export interface UploadBattery {
  /** TMPDIR of the test file's own: the service's object store and temporary files land in it. */
  tmp: PrivateTmpdir;
  infra: TestInfra;
  /** Counts every connection: a hostile file that makes the service reach out shows up here. */
  canary: CanaryServer;
  /** Every file under `tmp` (see PrivateTmpdir.files): compare before and after to find strays. */
  files(): Promise<string[]>;
  /** Stops the canary, drops the suite's schemas and streams, and restores TMPDIR. Close the service first. */
  close(): Promise<void>;
}

/**
 * What an upload battery runs in: a private TMPDIR (set before the service under test is built,
 * so its filesystem store and temp files can be listed), the suite's infra and a canary server.
 */
export async function startUploadBattery(service: string): Promise<UploadBattery> {
  const tmp = await usePrivateTmpdir(`sitespark-${service}-battery-`);
  let infra: TestInfra | undefined;
  try {
    infra = await createTestInfra(`${service} upload battery`);
    const canary = await startCanaryServer();
    const ready = infra;
    return {
      tmp,
      infra: ready,
      canary,
      files: () => tmp.files(),
      async close() {
        await canary.close();
        await ready.cleanup();
        await tmp.restore();
      },
    };
  } catch (error) {
    await infra?.cleanup();
    await tmp.restore();
    throw error;
  }
}
