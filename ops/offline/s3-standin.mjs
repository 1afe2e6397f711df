// The S3 stand-in of the offline compose stack (docker-compose.offline.yml): s3rver on 0.0.0.0:PORT
// (9000) storing objects under S3_STANDIN_DIR (/data). It accepts the access key named by
// MINIO_ROOT_USER (s3rver knows only its own S3RVER key otherwise); it does not check request
// signatures (AWS signature v4 is unimplemented in s3rver), so the secret key is not verified.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const S3rver = require('s3rver');
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');

const accessKey = process.env.MINIO_ROOT_USER || 'S3RVER';
const secretKey = process.env.MINIO_ROOT_PASSWORD || 'S3RVER';
DUMMY_ACCOUNT.createKeyPair(accessKey, secretKey);

const server = new S3rver({
  address: '0.0.0.0',
  port: Number(process.env.PORT || 9000),
  directory: process.env.S3_STANDIN_DIR || '/data',
  silent: process.env.S3_STANDIN_LOG !== 'true',
  resetOnClose: false,
  vhostBuckets: false,
});
const { address, port } = await server.run();
console.log(JSON.stringify({ level: 'info', msg: `s3rver listening on ${address}:${port}`, accessKey }));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
