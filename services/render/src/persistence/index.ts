import { kitEntities, kitMigrations } from '@sitespark/service-kit';

export const renderEntities = [...kitEntities];
export const renderMigrations = [...kitMigrations];
