import { IsNull, type DataSource } from 'typeorm';
import { SessionRecord } from '../persistence/entities.ts';
import { hashSessionToken } from './session-policy.ts';

export async function logOut(dataSource: DataSource, token: string): Promise<void> {
  await dataSource.getRepository(SessionRecord).update({ tokenHash: hashSessionToken(token), revokedAt: IsNull() }, { revokedAt: new Date() });
}
