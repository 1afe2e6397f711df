import type { DataSource } from 'typeorm';
import { quoteIdent, schemaOf } from '@sitespark/service-kit';

/** An MP4 rendered from a kit, as render announced it. */
export interface KitVideoLink {
  jobId: string;
  kitId: string;
  userId: string;
  videoKey: string;
  thumbnailKey: string | null;
  /** Seconds. */
  duration: number;
  bytes: number;
  createdAt: Date;
}

/** The links between kits and the videos rendered from them (the videos themselves are render's). */
export interface KitVideoRepository {
  /**
   * Links the video to the kit when the kit is the user's; false when it is not (a forged or deleted
   * kit id) or the job was linked already, so a repeated announcement links nothing twice.
   */
  link(video: Omit<KitVideoLink, 'createdAt'>): Promise<boolean>;
  /** Drops the link of the user's deleted video; false when there was none. */
  unlink(userId: string, jobId: string): Promise<boolean>;
  /** The kit's videos, newest first. */
  listByKit(userId: string, kitId: string): Promise<KitVideoLink[]>;
}

interface KitVideoRow {
  job_id: string;
  kit_id: string;
  user_id: string;
  video_key: string;
  thumbnail_key: string | null;
  duration: number;
  bytes: string | number;
  created_at: Date;
}

const toLink = (row: KitVideoRow): KitVideoLink => ({
  jobId: row.job_id,
  kitId: row.kit_id,
  userId: row.user_id,
  videoKey: row.video_key,
  thumbnailKey: row.thumbnail_key,
  duration: Number(row.duration),
  bytes: Number(row.bytes),
  createdAt: new Date(row.created_at),
});

export function createKitVideoRepository(dataSource: DataSource): KitVideoRepository {
  const table = (name: string) => `${quoteIdent(schemaOf(dataSource))}.${quoteIdent(name)}`;
  return {
    async link(video) {
      // The kit's owner is checked in the same statement that links, so a kit deleted meanwhile links nothing.
      const rows: unknown[] = await dataSource.query(
        `INSERT INTO ${table('kit_videos')} (job_id, kit_id, user_id, video_key, thumbnail_key, duration, bytes)
         SELECT $1, kit.id, kit.user_id, $4, $5, $6, $7 FROM ${table('generations')} kit WHERE kit.id = $2 AND kit.user_id = $3
         ON CONFLICT (job_id) DO NOTHING
         RETURNING job_id`,
        [video.jobId, video.kitId, video.userId, video.videoKey, video.thumbnailKey, video.duration, video.bytes],
      );
      return rows.length > 0;
    },
    async unlink(userId, jobId) {
      const rows: unknown[] = await dataSource.query(`DELETE FROM ${table('kit_videos')} WHERE job_id = $1 AND user_id = $2 RETURNING job_id`, [jobId, userId]);
      return rows.length > 0;
    },
    async listByKit(userId, kitId) {
      const rows: KitVideoRow[] = await dataSource.query(
        `SELECT job_id, kit_id, user_id, video_key, thumbnail_key, duration, bytes, created_at FROM ${table('kit_videos')}
         WHERE kit_id = $1 AND user_id = $2 ORDER BY created_at DESC, job_id`,
        [kitId, userId],
      );
      return rows.map(toLink);
    },
  };
}
