import type { FastifyInstance } from 'fastify';
import { authed, body, BRAND1, OPS_TOKEN } from './testApp.js';

/** Calls of the withdrawal tests: the member's and the operator's. */
export const ops = { authorization: `Bearer ${OPS_TOKEN}` };

// Minimal valid headers; the API checks magic bytes, not the whole file.
export const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);
export const image = (data: Buffer = PNG, name = 'proof.png') => ({
  name,
  contentType: 'image/png',
  dataBase64: data.toString('base64'),
});

let keys = 0;
export const requestKey = () => `key-${Date.now()}-${(keys += 1)}`;

export function memberCalls(app: FastifyInstance, token: string, brand = BRAND1) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: authed(token, brand), ...(payload ? { payload } : {}) });
  return {
    call,
    overview: async () => body<Overview>(await call('GET', '/wps/member/withdrawal')).value,
    setPassword: (newPassword: string) =>
      call('PUT', '/wps/member/payment-password', { newPassword }),
    addAccount: (payload: object) => call('POST', '/wps/member/withdrawal/accounts', payload),
    withdraw: (payload: Record<string, unknown>) =>
      call('POST', '/wps/member/withdrawals', { requestKey: requestKey(), ...payload }),
    receipt: (orderId: string, payload: object) =>
      call('POST', '/wps/member/withdrawals/receipt', { orderId, ...payload }),
    removeAccount: (id: string) => call('POST', '/wps/member/withdrawal/accounts/remove', { id }),
    list: (query = '') => call('GET', `/wps/member/withdrawals${query}`),
  };
}

export function opsCall(
  app: FastifyInstance,
  action: 'approve' | 'reject' | 'disburse' | 'resolve',
  id: string,
  payload: object = {},
  headers: Record<string, string> = ops,
) {
  return app.inject({
    method: 'POST',
    url: `/ops/withdrawals/${id}/${action}`,
    headers,
    payload:
      action === 'reject'
        ? { reason: 'account name differs', ...payload }
        : action === 'disburse'
          ? { reference: 'BK-123', ...payload }
          : payload,
  });
}

export interface Overview {
  withdrawable: number;
  blockers: Array<{ code: string; remaining: number }>;
  turnover: { required: number; done: number; remaining: number };
  paymentPassword: { isSet: boolean };
  realName: string | null;
  accounts: Array<{ id: string; inUse: boolean; accountNumber: string }>;
}

export interface Order {
  id: string;
  status: string;
  amount: number;
  receivedAmount: number | null;
  remainingAmount: number | null;
  proofFileIds: string[];
}
