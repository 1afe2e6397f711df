import type { FastifyReply } from 'fastify';
import { sessionCookieName } from '@sitespark/contracts';

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(sessionCookieName, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
