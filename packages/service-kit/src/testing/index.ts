export * from './test-infra.ts';
export * from './service-harness.ts';
