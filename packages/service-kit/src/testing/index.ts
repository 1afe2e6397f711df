export * from './test-infra.ts';
export * from './service-harness.ts';
export * from './hostile-files.ts';
