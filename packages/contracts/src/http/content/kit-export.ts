import { z } from 'zod';

/**
 * GET /api/kits/:id/export?format=zip|md|json: zip holds the copy as Markdown, each flyer as SVG
 * and PNG, the kit's videos, the brand kit as W3C design tokens, the site's logo when one was
 * found and the grounding sources; md and json answer that single file.
 */
export const kitExportFormats = ['zip', 'md', 'json'] as const;
export const KitExportQuery = z.object({ format: z.enum(kitExportFormats, 'Choose zip, md or json').default('zip') });
export type KitExportQuery = z.infer<typeof KitExportQuery>;
