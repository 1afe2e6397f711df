export * from './site-model.ts';
