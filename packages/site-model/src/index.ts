export * from './site-model.ts';
export * from './read-page.ts';
export * from './classify-site.ts';
