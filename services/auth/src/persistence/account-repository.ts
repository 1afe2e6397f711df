import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { authUserRegisteredV1, type SubscriptionStatus, type TourName } from '@sitespark/contracts';
import { enqueueOutbox } from '@sitespark/service-kit';
import { SessionRecord, UserRecord } from './entities.ts';

export type NewUser = Omit<UserRecord, 'id' | 'createdAt' | 'updatedAt'>;
export type NewSession = Pick<SessionRecord, 'tokenHash' | 'userId' | 'lastSeenAt' | 'expiresAt'>;

/** What a use case may do inside one transaction: everything commits together or not at all. */
export interface AccountTransaction {
  /** Emails are compared without case. */
  findUserByEmail(email: string): Promise<UserRecord | null>;
  findUserByExternalSubject(subject: string): Promise<UserRecord | null>;
  addUser(user: NewUser): Promise<UserRecord>;
  saveUser(user: UserRecord): Promise<UserRecord>;
  addSession(session: NewSession): Promise<void>;
  /** Records auth.user.registered.v1 in the outbox, published once the transaction commits. */
  recordUserRegistered(user: UserRecord, at: Date): Promise<void>;
}

/** Users and their sessions. */
export interface AccountRepository {
  transaction<T>(work: (tx: AccountTransaction) => Promise<T>): Promise<T>;
  findUserById(id: string): Promise<UserRecord | null>;
  findUserByEmail(email: string): Promise<UserRecord | null>;
  findSessionByTokenHash(tokenHash: string): Promise<SessionRecord | null>;
  touchSession(id: string, at: Date): Promise<void>;
  /** Revokes the session with this token hash unless it is revoked already. */
  revokeSession(tokenHash: string, at: Date): Promise<void>;
  /** Sets the user's subscription status when `version` is newer than the one applied; false when it is not. */
  projectSubscription(userId: string, status: SubscriptionStatus, version: number): Promise<boolean>;
  /** Adds the tour to the user's seen tours unless it is there already (one statement, so two browsers at once add it once). */
  addTourSeen(userId: string, tour: TourName): Promise<void>;
}

function byEmail(manager: EntityManager, email: string): Promise<UserRecord | null> {
  return manager.createQueryBuilder(UserRecord, 'user').where('lower(user.email) = lower(:email)', { email }).getOne();
}

function transactionOn(manager: EntityManager): AccountTransaction {
  return {
    findUserByEmail: (email) => byEmail(manager, email),
    findUserByExternalSubject: (subject) => manager.findOneBy(UserRecord, { oidcSubject: subject }),
    addUser: (user) => manager.save(UserRecord, manager.create(UserRecord, user)),
    saveUser: (user) => manager.save(UserRecord, user),
    async addSession(session) {
      await manager.insert(SessionRecord, session);
    },
    async recordUserRegistered(user, at) {
      await enqueueOutbox(manager, authUserRegisteredV1.subject, { userId: user.id, email: user.email, firstName: user.firstName, occurredAt: at.toISOString() });
    },
  };
}

export function createAccountRepository(dataSource: DataSource): AccountRepository {
  const users = dataSource.getRepository(UserRecord);
  const sessions = dataSource.getRepository(SessionRecord);
  return {
    transaction: (work) => dataSource.transaction((manager) => work(transactionOn(manager))),
    findUserById: (id) => users.findOneBy({ id }),
    findUserByEmail: (email) => byEmail(dataSource.manager, email),
    findSessionByTokenHash: (tokenHash) => sessions.findOneBy({ tokenHash }),
    async touchSession(id, at) {
      await sessions.update({ id }, { lastSeenAt: at });
    },
    async revokeSession(tokenHash, at) {
      await sessions.update({ tokenHash, revokedAt: IsNull() }, { revokedAt: at });
    },
    async projectSubscription(userId, status, version) {
      const result = await dataSource
        .createQueryBuilder()
        .update(UserRecord)
        .set({ subscriptionStatus: status, subscriptionVersion: version })
        .where('id = :id AND subscription_version < :version', { id: userId, version })
        .execute();
      return (result.affected ?? 0) > 0;
    },
    async addTourSeen(userId, tour) {
      await dataSource
        .createQueryBuilder()
        .update(UserRecord)
        .set({ toursSeen: () => 'tours_seen || jsonb_build_array(CAST(:tour AS text))' })
        .where('id = :id AND NOT (tours_seen @> jsonb_build_array(CAST(:tour AS text)))', { id: userId, tour })
        .execute();
    },
  };
}
