export * from './test-infra.ts';
export * from './service-harness.ts';
export * from './hostile-files.ts';
export * from './nats-server.ts';
export * from './loopback-http.ts';
export * from './private-tmpdir.ts';
export * from './local-checkout.ts';
export * from './upload-battery.ts';
