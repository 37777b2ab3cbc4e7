import type { FastifyInstance } from 'fastify';
import { body } from './testApp.js';
import { ops } from './withdrawal.js';

/** A bKash deposit order by the member, credited by the operator (root token). */
export async function creditedDeposit(
  app: FastifyInstance,
  headers: Record<string, string>,
  amount: number,
  idempotencyKey: string,
): Promise<string> {
  const made = await app.inject({
    method: 'POST',
    url: '/wps/member/deposit/orders',
    headers,
    payload: { method: 'bkash', channel: 'bkash-personal', amount, idempotencyKey },
  });
  if (made.statusCode !== 200) throw new Error(`deposit failed: ${made.body}`);
  const reference = body<{ reference: string }>(made).value.reference;
  const credited = await app.inject({
    method: 'POST',
    url: `/ops/deposits/${reference}/credit`,
    headers: ops,
    payload: {},
  });
  if (credited.statusCode !== 200) throw new Error(`credit failed: ${credited.body}`);
  return reference;
}
