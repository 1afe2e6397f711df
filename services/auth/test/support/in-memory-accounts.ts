import { randomUUID } from 'node:crypto';
import type { AccountRepository, AccountTransaction } from '../../src/persistence/account-repository.ts';
import type { SessionRecord, UserRecord } from '../../src/persistence/entities.ts';

/** The account repository over arrays, for unit tests; a transaction that throws leaves nothing behind. */
export function inMemoryAccounts(): AccountRepository & { users: UserRecord[]; sessions: SessionRecord[]; registered: string[] } {
  let users: UserRecord[] = [];
  let sessions: SessionRecord[] = [];
  let registered: string[] = [];
  const byEmail = (list: UserRecord[], email: string) => list.find((u) => u.email.toLowerCase() === email.toLowerCase()) ?? null;
  const repository = {
    get users() {
      return users;
    },
    get sessions() {
      return sessions;
    },
    get registered() {
      return registered;
    },
    async transaction<T>(work: (tx: AccountTransaction) => Promise<T>): Promise<T> {
      const draft = { users: users.map((u) => ({ ...u })), sessions: [...sessions], registered: [...registered] };
      const tx: AccountTransaction = {
        findUserByEmail: async (email) => byEmail(draft.users, email),
        findUserByExternalSubject: async (subject) => draft.users.find((u) => u.oidcSubject === subject) ?? null,
        async addUser(user) {
          const row = { ...user, id: randomUUID(), createdAt: new Date(), updatedAt: new Date() };
          draft.users.push(row);
          return row;
        },
        async saveUser(user) {
          draft.users = draft.users.map((u) => (u.id === user.id ? { ...user } : u));
          return user;
        },
        async addSession(session) {
          draft.sessions.push({ ...session, id: randomUUID(), createdAt: new Date(), revokedAt: null });
        },
        async recordUserRegistered(user) {
          draft.registered.push(user.id);
        },
      };
      const result = await work(tx);
      ({ users, sessions, registered } = draft);
      return result;
    },
    findUserById: async (id: string) => users.find((u) => u.id === id) ?? null,
    findUserByEmail: async (email: string) => byEmail(users, email),
    findSessionByTokenHash: async (tokenHash: string) => sessions.find((s) => s.tokenHash === tokenHash) ?? null,
    async touchSession(id: string, at: Date) {
      sessions = sessions.map((s) => (s.id === id ? { ...s, lastSeenAt: at } : s));
    },
    async revokeSession(tokenHash: string, at: Date) {
      sessions = sessions.map((s) => (s.tokenHash === tokenHash && !s.revokedAt ? { ...s, revokedAt: at } : s));
    },
    async projectSubscription(userId: string, status: UserRecord['subscriptionStatus'], version: number) {
      const user = users.find((u) => u.id === userId);
      if (!user || user.subscriptionVersion >= version) return false;
      user.subscriptionStatus = status;
      user.subscriptionVersion = version;
      return true;
    },
    async addTourSeen(userId: string, tour: UserRecord['toursSeen'][number]) {
      const user = users.find((u) => u.id === userId);
      if (user && !user.toursSeen.includes(tour)) user.toursSeen = [...user.toursSeen, tour];
    },
  };
  return repository;
}
