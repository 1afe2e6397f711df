import { kitEntities, kitMigrations } from '@sitespark/service-kit';

export const mediaEntities = [...kitEntities];
export const mediaMigrations = [...kitMigrations];
