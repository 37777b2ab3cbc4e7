import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../errors.js';
import { redeemGameToken } from './gameTokens.js';
import { houseSessionOf } from './houseSession.js';

const playTokenInvalid = () =>
  new ApiError(401, 'PLAY_TOKEN_INVALID', 'This game session has ended; launch the game again');

/** The session behind the request's `x-play-token` (the token the game page holds). */
export async function playSession(request: FastifyRequest) {
  const header = request.headers['x-play-token'];
  const token = (Array.isArray(header) ? header[0] : header) ?? '';
  const { db, clock, appConfig } = request.server;
  const owner = await redeemGameToken(db, 'play', token, clock.now(), appConfig.session);
  const session = owner ? await houseSessionOf(request.server, owner, request.clientIp()) : null;
  if (!session) throw playTokenInvalid();
  return session;
}
