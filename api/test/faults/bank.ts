import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { BRAND_CACHE_TTL_MS } from '../../src/services/brands/brandCache.js';
import { signBody } from '../../src/services/wallet/seamlessSecrets.js';

/**
 * The bank test: clients move money through the real API process (transfers, seamless bets,
 * wins and rollbacks, withdrawals the operator approves and pays out or rejects, each with its
 * idempotency key) while the process is killed with SIGKILL and restarted. Afterwards the ledger must balance, no balance be negative, no key count
 * twice, every acknowledged operation be stored, and every account hold exactly what the
 * acknowledged answers say. Seeded: the same BANK_SEED replays the same operations.
 */

export interface BankOptions {
  /** PostgreSQL server URL (any database on it); the test makes and drops its own database. */
  databaseUrl: string;
  seed: number;
  clients: number;
  /** Operations per client. */
  operations: number;
  kills: number;
  /** Gives up (and fails) after this long. */
  timeLimitMs: number;
  /** The api package folder (the test runs as CommonJS, the bench as ESM). */
  apiDir: string;
  /**
   * API processes on the one database (default 1). With more, requests go round-robin across
   * them, and a request that finds its process killed is retried on the next one, as a
   * balancer would; each kill hits one process.
   */
  processes?: number;
  log?: (line: string) => void;
}

export interface BankReport {
  seed: number;
  processes: number;
  operations: number;
  acknowledged: number;
  refused: number;
  retries: number;
  duplicatesSent: number;
  killsSurvived: number;
  /** Time a killed API process took to answer /health again, all kills together. */
  downSeconds: number;
  serverErrors: number;
  unitsLost: bigint;
  /** Deposits (opening balances), house result and the members' total, in minor units. */
  deposits: bigint;
  /** Withdrawals requested and not rejected (money that left the site). */
  withdrawals: bigint;
  houseResult: bigint;
  membersTotal: bigint;
  problems: string[];
  seconds: number;
}

const SECRET = 'bank-test-seamless-secret-0123456789abcdef';
const OPS_TOKEN = `bank-test-ops-${randomBytes(16).toString('hex')}`;
const PAYMENT_PASSWORD = '246810';
/** Withdrawals as small as the bets, as many as the run makes, and no turnover to meet first. */
const WITHDRAWAL_RULES = {
  minMinor: 100,
  dailyMaxCount: 100_000,
  dailyMaxMinor: 1_000_000_000,
  turnoverMultiple: 0,
  requireNameMatch: false,
};
const BRANDS = ['PADMA', 'MEGHNA'] as const;
const ACCOUNTS = BRANDS.flatMap((merchant) =>
  [
    ['demo_member', 'Member@2026'],
    ['demo_agent', 'Agent@2026'],
    ['demo_sub1', 'Member@2026'],
    ['demo_sub2', 'Member@2026'],
  ].map(([username, password]) => ({ merchant, username: username!, password: password! })),
);
const VENDOR_WALLET = 'JILI';
const GAME = 'PADMA_FORTUNE';

/** mulberry32: small, seedable, good enough to pick operations. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export async function freePort(from = 4700): Promise<number> {
  for (let port = from; port < from + 100; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${from + 99}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API process: `node --import tsx src/server.ts` on the test's database and port. */
export class ApiProcess {
  #child: ChildProcess | null = null;
  #output = '';
  constructor(
    private readonly port: number,
    private readonly databaseUrl: string,
    private readonly apiDir: string,
    /** More settings of this process (the tables' clock of live-tables-takeover.test.ts). */
    private readonly env: Record<string, string> = {},
  ) {}

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: this.apiDir,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATABASE_URL: this.databaseUrl,
        NODE_ENV: 'test',
        SEAMLESS_SECRET_PADMA_HOUSE: SECRET,
        SEAMLESS_SECRET_MEGHNA_HOUSE: SECRET,
        OPS_TOKEN,
        // The auto-receipt job moves no money; the run leaves paid-out orders as they are.
        WITHDRAWAL_AUTO_CONFIRM_SECONDS: '0',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#output = '';
    const keep = (chunk: Buffer) => {
      this.#output = (this.#output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.#child = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`API exited with ${child.exitCode}:\n${this.#output}`);
      try {
        const response = await fetch(`${this.baseUrl}/health`, {
          signal: AbortSignal.timeout(1_000),
        });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`API did not answer /health within 60 s:\n${this.#output}`);
  }

  async kill(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/** The fields of the answers the clients read (login token, transfer id, seamless status). */
type AnswerValue = { token?: string; transactionId?: string; status?: string } | null;
type Outcome = { status: number; body: { success?: boolean; code?: unknown; value?: AnswerValue } };

interface Account {
  merchant: string;
  username: string;
  token: string;
  /** What the acknowledged answers say the member holds in total (MAIN + vendor wallets). */
  expectedMinor: bigint;
  memberId: string;
  payoutAccountId?: string;
}

/** A withdrawal the API acknowledged, and what the operator did with it. */
interface AcknowledgedWithdrawal {
  orderId: string;
  requestKey: string;
  memberId: string;
  amountMinor: bigint;
  review: 'rejected' | 'disbursed';
}

const toMinor = (major: number | string) => BigInt(Math.round(Number(major) * 100));
const major = (minor: bigint) => (Number(minor) / 100).toFixed(2);

export async function runBankTest(options: BankOptions): Promise<BankReport> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const deadline = started + options.timeLimitMs;
  const rng = random(options.seed);
  const problems: string[] = [];
  const counters = { acknowledged: 0, refused: 0, retries: 0, duplicates: 0, serverErrors: 0 };

  // The API imports @site/contracts from its build.
  if (!existsSync(path.resolve(options.apiDir, '../contracts/dist/index.js')))
    execFileSync('pnpm', ['--filter', '@site/contracts', 'build'], { stdio: 'ignore' });

  const name = `site_bank_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(options.databaseUrl, 'postgres') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = withDatabase(options.databaseUrl, name);
  const db = new pg.Client({ connectionString: databaseUrl });
  const apis: ApiProcess[] = [];
  for (let index = 0; index < (options.processes ?? 1); index += 1) {
    const port = await freePort(apis.length ? 4700 + apis.length * 100 : undefined);
    apis.push(new ApiProcess(port, databaseUrl, options.apiDir));
  }
  let sent = 0;
  let killsSurvived = 0;
  let downMs = 0;
  try {
    await Promise.all(apis.map((api) => api.start()));
    await db.connect();
    // The withdrawal rules of the run, which the API reads when its brand cache expires.
    await db.query(
      `update brands set config = jsonb_set(config, '{withdrawal}',
         coalesce(config->'withdrawal', '{}'::jsonb) || $1::jsonb)`,
      [JSON.stringify(WITHDRAWAL_RULES)],
    );
    await sleep(BRAND_CACHE_TTL_MS + 500);

    /** One request, retried with the same body and key until the API answers (not 5xx). */
    async function send(
      pathName: string,
      init: { method: string; headers: Record<string, string>; body?: string },
    ): Promise<Outcome> {
      for (;;) {
        if (Date.now() > deadline) throw new Error(`time limit reached on ${pathName}`);
        try {
          const api = apis[sent++ % apis.length]!;
          const response = await fetch(`${api.baseUrl}${pathName}`, {
            ...init,
            signal: AbortSignal.timeout(15_000),
          });
          const text = await response.text();
          if (response.status >= 500) {
            counters.serverErrors += 1;
            problems.push(`${pathName} answered ${response.status}: ${text.slice(0, 200)}`);
          } else return { status: response.status, body: JSON.parse(text) as Outcome['body'] };
        } catch {
          // Killed mid-request or not yet restarted: the same request again.
        }
        counters.retries += 1;
        await sleep(150);
      }
    }

    const accounts: Account[] = [];
    for (const { merchant, username, password } of ACCOUNTS.slice(0, options.clients)) {
      const answer = await send('/wps/session/login', {
        method: 'POST',
        headers: { Merchant: merchant, 'content-type': 'application/json' },
        body: JSON.stringify({ username, password, type: 'username' }),
      });
      if (answer.status !== 200) throw new Error(`login ${merchant} ${username}: ${answer.status}`);
      const row = await db.query<{ id: string; total: string }>(
        `select a.id, coalesce(sum(w.balance_minor), 0)::text as total
         from accounts a join brands b on b.id = a.brand_id
         left join wallet_accounts w on w.member_id = a.id
         where b.merchant_code = $1 and a.username_key = $2 group by a.id`,
        [merchant, username],
      );
      accounts.push({
        merchant,
        username,
        token: String(answer.body.value?.token),
        expectedMinor: BigInt(row.rows[0]!.total),
        memberId: row.rows[0]!.id,
      });
    }
    for (const [index, account] of accounts.entries()) {
      const headers = {
        Merchant: account.merchant,
        authorization: `Bearer ${account.token}`,
        'content-type': 'application/json',
      };
      await send('/wps/member/payment-password', {
        method: 'PUT',
        headers,
        body: JSON.stringify({ newPassword: PAYMENT_PASSWORD }),
      });
      const added = await send('/wps/member/withdrawal/accounts', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          provider: 'BKASH',
          accountNumber: `0171${String(index).padStart(7, '0')}`,
          holderName: 'Bank Test',
        }),
      });
      const listed = added.body.value as unknown as Array<{ id: string }> | null;
      if (added.status !== 200 || !listed?.[0])
        throw new Error(`payout account of ${account.username}: ${JSON.stringify(added.body)}`);
      account.payoutAccountId = listed[0].id;
    }
    const deposits = accounts.reduce((sum, account) => sum + account.expectedMinor, 0n);
    const houseBefore = await houseTotal(db);

    const acknowledgedTransfers: Array<{ memberId: string; key: string }> = [];
    const acknowledgedSeamless: Array<{ merchant: string; transactionId: string; status: string }> =
      [];
    const acknowledgedWithdrawals: AcknowledgedWithdrawal[] = [];
    let houseResult = 0n;
    let completed = 0;
    const total = options.clients * options.operations;

    async function client(index: number): Promise<void> {
      const account = accounts[index % accounts.length]!;
      const pick = random(options.seed * 1000 + index);
      const openBets: Array<{ transactionId: string; roundId: string; amountMinor: bigint }> = [];
      const amount = (max: number) => (1 + Math.floor(pick() * max * 100)) / 100;

      const seamless = async (action: string, payload: Record<string, unknown>) => {
        const raw = JSON.stringify({ account: account.username, gameCode: GAME, ...payload });
        const request = {
          method: 'POST',
          headers: {
            Merchant: account.merchant,
            'content-type': 'application/json',
            'x-signature': signBody(SECRET, raw),
          },
          body: raw,
        };
        const answer = await send(`/seamless/house/${action}`, request);
        if (pick() < 0.1) {
          counters.duplicates += 1;
          const again = await send(`/seamless/house/${action}`, request);
          // The stored answer comes back from jsonb: same content, keys in another order.
          if (!isDeepStrictEqual(again, answer))
            problems.push(
              `seamless ${action} ${String(payload.transactionId)} answered ${JSON.stringify(again)} on a retry, first ${JSON.stringify(answer)}`,
            );
        }
        if (answer.status === 200) {
          counters.acknowledged += 1;
          acknowledgedSeamless.push({
            merchant: account.merchant,
            transactionId: String(payload.transactionId),
            status: String(answer.body.value?.status),
          });
        } else counters.refused += 1;
        return answer;
      };

      const memberHeaders = {
        Merchant: account.merchant,
        authorization: `Bearer ${account.token}`,
        'content-type': 'application/json',
      };
      const operator = async (orderId: string, action: string, payload: object, to: string) => {
        const request = {
          method: 'POST',
          headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        };
        const answer = await send(`/ops/withdrawals/${orderId}/${action}`, request);
        if (answer.status === 200) return;
        // Killed after the step was stored: the retry finds the order already there.
        const shown = await send(`/ops/withdrawals/${orderId}`, {
          ...request,
          method: 'GET',
          body: undefined,
        });
        const status = (shown.body.value as { status?: string } | null)?.status;
        if (status !== to)
          problems.push(
            `operator ${action} of ${orderId} answered ${answer.status}, order is ${status}`,
          );
      };

      /** A withdrawal (sometimes sent twice), then the operator rejects it or pays it out. */
      const withdraw = async (id: string) => {
        const requestKey = `bank-w-${id}`;
        const amountText = amount(100).toFixed(2);
        const request = {
          method: 'POST',
          headers: memberHeaders,
          body: JSON.stringify({
            payoutAccountId: account.payoutAccountId,
            amount: amountText,
            paymentPassword: PAYMENT_PASSWORD,
            requestKey,
          }),
        };
        const answer = await send('/wps/member/withdrawals', request);
        const order = answer.body.value as unknown as { id: string } | null;
        if (pick() < 0.1) {
          counters.duplicates += 1;
          const again = await send('/wps/member/withdrawals', request);
          if ((again.body.value as unknown as { id?: string } | null)?.id !== order?.id)
            problems.push(`withdrawal ${requestKey} answered another order on a retry`);
        }
        if (answer.status !== 200 || !order) {
          counters.refused += 1;
          return;
        }
        counters.acknowledged += 1;
        const amountMinor = toMinor(amountText);
        account.expectedMinor -= amountMinor;
        const reject = pick() < 0.3;
        acknowledgedWithdrawals.push({
          orderId: order.id,
          requestKey,
          memberId: account.memberId,
          amountMinor,
          review: reject ? 'rejected' : 'disbursed',
        });
        if (reject) {
          await operator(order.id, 'reject', { reason: 'bank test' }, 'rejected');
          account.expectedMinor += amountMinor;
        } else {
          await operator(order.id, 'approve', {}, 'approved');
          await operator(order.id, 'disburse', { reference: `BT-${id}` }, 'disbursed');
        }
      };

      for (let n = 0; n < options.operations; n += 1) {
        const id = `${options.seed}-${index}-${n}`;
        const choice = pick();
        if (choice < 0.08) {
          await withdraw(id);
        } else if (choice < 0.3) {
          const toVendor = pick() < 0.6;
          const key = `bank-${id}`;
          const request = {
            method: 'POST',
            headers: {
              Merchant: account.merchant,
              authorization: `Bearer ${account.token}`,
              'content-type': 'application/json',
              'idempotency-key': key,
            },
            body: JSON.stringify({
              from: toVendor ? 'MAIN' : VENDOR_WALLET,
              to: toVendor ? VENDOR_WALLET : 'MAIN',
              amount: amount(toVendor ? 500 : 300).toFixed(2),
              idempotencyKey: key,
            }),
          };
          const answer = await send('/wps/relay/GCS_walletTransfer', request);
          if (pick() < 0.1) {
            counters.duplicates += 1;
            const again = await send('/wps/relay/GCS_walletTransfer', request);
            if (again.body.value?.transactionId !== answer.body.value?.transactionId)
              problems.push(`transfer ${key} answered differently on a retry`);
          }
          if (answer.status === 200) {
            counters.acknowledged += 1;
            acknowledgedTransfers.push({ memberId: account.memberId, key });
          } else counters.refused += 1;
          if (answer.status === 200 && pick() < 0.05) {
            // The same key for another amount: refused, and nothing moves (the balances say).
            counters.duplicates += 1;
            const changed = JSON.parse(request.body) as { amount: string };
            const reused = await send('/wps/relay/GCS_walletTransfer', {
              ...request,
              body: JSON.stringify({ ...changed, amount: (Number(changed.amount) + 1).toFixed(2) }),
            });
            if (reused.status !== 409)
              problems.push(`transfer key ${key} reused for another amount: ${reused.status}`);
          }
        } else if (choice < 0.6 || openBets.length === 0) {
          const bet = { transactionId: `b-${id}`, roundId: `r-${id}`, amountMinor: 0n };
          const stake = amount(200);
          const answer = await seamless('bet', {
            transactionId: bet.transactionId,
            roundId: bet.roundId,
            amount: stake,
          });
          if (answer.status === 200 && answer.body.value?.status === 'APPLIED') {
            bet.amountMinor = toMinor(stake);
            account.expectedMinor -= bet.amountMinor;
            houseResult += bet.amountMinor;
            openBets.push(bet);
          }
        } else {
          const bet = openBets.splice(Math.floor(pick() * openBets.length), 1)[0]!;
          const round = { roundId: bet.roundId };
          if (choice < 0.85) {
            const win = Math.floor(pick() * Number(bet.amountMinor) * 2);
            const answer = await seamless('win', {
              ...round,
              transactionId: `w-${id}`,
              amount: major(BigInt(win)),
            });
            if (answer.status === 200 && answer.body.value?.status === 'APPLIED') {
              account.expectedMinor += BigInt(win);
              houseResult -= BigInt(win);
            }
          } else {
            const answer = await seamless('rollback', {
              ...round,
              transactionId: `rb-${id}`,
              originalTransactionId: bet.transactionId,
            });
            if (answer.status === 200 && answer.body.value?.status === 'APPLIED') {
              account.expectedMinor += bet.amountMinor;
              houseResult -= bet.amountMinor;
            }
          }
        }
        completed += 1;
      }
    }

    /** Kills the API when the operations done cross random points, and starts it again. */
    async function killer(): Promise<void> {
      const points = Array.from({ length: options.kills }, () => 0.1 + rng() * 0.8)
        .map((share) => Math.floor(share * total))
        .sort((a, b) => a - b);
      for (const point of points) {
        while (completed < point && completed < total) await sleep(5);
        if (completed >= total) return;
        await sleep(Math.floor(rng() * 40));
        // One process of several is picked by the seed too (a single one draws nothing, so
        // seeds of one-process runs replay as before).
        const victim = apis.length > 1 ? Math.floor(rng() * apis.length) : 0;
        const killedAt = Date.now();
        await apis[victim]!.kill();
        await apis[victim]!.start();
        killsSurvived += 1;
        downMs += Date.now() - killedAt;
        log(`bank: killed and restarted API process ${victim + 1} after ${completed} operations`);
      }
    }

    await Promise.all([
      killer(),
      ...Array.from({ length: options.clients }, (_, index) => client(index)),
    ]);

    // Checks, straight on the database.
    const count = async (text: string, values: unknown[] = []) =>
      (await db.query(text, values)).rowCount ?? 0;
    const unbalanced = await count(
      'select transaction_id from ledger_entries group by transaction_id having sum(amount_minor) <> 0',
    );
    if (unbalanced) problems.push(`${unbalanced} ledger transactions do not sum to zero`);
    const drift = await count(`select a.id from wallet_accounts a
      left join ledger_entries e on e.account_id = a.id group by a.id, a.balance_minor
      having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`);
    if (drift) problems.push(`${drift} wallet balances differ from their ledger entries`);
    const negative = await count(
      'select id from wallet_accounts where member_id is not null and balance_minor < 0',
    );
    if (negative) problems.push(`${negative} member balances are negative`);
    const twice = await count(`select member_id, idempotency_key from wallet_transactions
      where idempotency_key is not null group by 1, 2 having count(*) > 1`);
    if (twice) problems.push(`${twice} idempotency keys were applied twice`);
    const seamlessTwice = await count(`select wallet_transaction_id from seamless_transactions
      where wallet_transaction_id is not null group by 1 having count(*) > 1`);
    if (seamlessTwice) problems.push(`${seamlessTwice} seamless ledger rows are shared`);

    const storedKeys = new Set(
      (
        await db.query<{ key: string; member: string }>(
          "select idempotency_key as key, member_id as member from wallet_transactions where idempotency_key like 'bank-%'",
        )
      ).rows.map((row) => `${row.member}/${row.key}`),
    );
    for (const { memberId, key } of acknowledgedTransfers)
      if (!storedKeys.has(`${memberId}/${key}`))
        problems.push(`acknowledged transfer ${key} is gone`);
    const storedSeamless = new Map(
      (
        await db.query<{ merchant: string; id: string; status: string }>(
          `select b.merchant_code as merchant, s.transaction_id as id, s.status
           from seamless_transactions s join brands b on b.id = s.brand_id`,
        )
      ).rows.map((row) => [`${row.merchant}/${row.id}`, row.status]),
    );
    for (const { merchant, transactionId, status } of acknowledgedSeamless)
      if (storedSeamless.get(`${merchant}/${transactionId}`) !== status)
        problems.push(`acknowledged seamless ${transactionId} (${status}) is gone or changed`);

    const storedOrders = new Map(
      (
        await db.query<{ id: string; key: string; status: string; amount: string }>(
          `select id, request_key as key, status, amount_minor::text as amount
           from withdrawal_orders where request_key like 'bank-w-%'`,
        )
      ).rows.map((row) => [row.id, row]),
    );
    for (const order of acknowledgedWithdrawals) {
      const stored = storedOrders.get(order.orderId);
      if (!stored) problems.push(`acknowledged withdrawal ${order.requestKey} is gone`);
      else if (stored.status !== order.review)
        problems.push(
          `withdrawal ${order.requestKey} is ${stored.status}, the operator ${order.review} it`,
        );
    }
    if (storedOrders.size !== acknowledgedWithdrawals.length)
      problems.push(
        `${storedOrders.size} withdrawal orders stored, ${acknowledgedWithdrawals.length} acknowledged`,
      );
    const withdrawals = acknowledgedWithdrawals
      .filter((order) => order.review !== 'rejected')
      .reduce((sum, order) => sum + order.amountMinor, 0n);
    const rejected = acknowledgedWithdrawals.filter((order) => order.review === 'rejected').length;
    const refunds = await count(
      "select id from wallet_transactions where kind = 'WITHDRAWAL_REFUND'",
    );
    if (refunds !== rejected)
      problems.push(`${refunds} withdrawal refunds for ${rejected} rejected withdrawals`);

    let unitsLost = 0n;
    let membersTotal = 0n;
    for (const account of accounts) {
      const row = await db.query<{ total: string }>(
        'select coalesce(sum(balance_minor), 0)::text as total from wallet_accounts where member_id = $1',
        [account.memberId],
      );
      const actual = BigInt(row.rows[0]!.total);
      membersTotal += actual;
      const lost = account.expectedMinor - actual;
      if (lost !== 0n) {
        unitsLost += lost < 0n ? -lost : lost;
        problems.push(
          `${account.merchant} ${account.username}: holds ${actual}, answers say ${account.expectedMinor}`,
        );
      }
    }
    if (membersTotal !== deposits - withdrawals - houseResult)
      problems.push(
        `members hold ${membersTotal}, deposits − withdrawals − house result is ${deposits - withdrawals - houseResult}`,
      );
    const houseChange = (await houseTotal(db)) - houseBefore;
    if (houseChange !== houseResult)
      problems.push(
        `house accounts moved ${houseChange}, acknowledged house result is ${houseResult}`,
      );

    return {
      seed: options.seed,
      processes: apis.length,
      operations: completed,
      ...counters,
      duplicatesSent: counters.duplicates,
      killsSurvived,
      downSeconds: downMs / 1000,
      unitsLost,
      deposits,
      withdrawals,
      houseResult,
      membersTotal,
      problems,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await Promise.all(apis.map((api) => api.kill()));
    await db.end().catch(() => {});
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

async function houseTotal(db: pg.Client): Promise<bigint> {
  const row = await db.query<{ total: string }>(
    "select coalesce(sum(balance_minor), 0)::text as total from wallet_accounts where kind = 'HOUSE'",
  );
  return BigInt(row.rows[0]!.total);
}

export function formatBankReport(report: BankReport): string {
  return [
    `bank test: seed ${report.seed} (replay with BANK_SEED=${report.seed}), ${report.processes} API process${report.processes > 1 ? 'es' : ''}`,
    `  operations ${report.operations}: ${report.acknowledged} acknowledged, ${report.refused} refused, ${report.duplicatesSent} sent twice, ${report.retries} retries`,
    `  kills survived ${report.killsSurvived} (down ${report.downSeconds.toFixed(1)} s in all), 5xx answers ${report.serverErrors}, units lost ${report.unitsLost}`,
    `  deposits ${major(report.deposits)} − withdrawals ${major(report.withdrawals)} − house result ${major(report.houseResult)} = members ${major(report.membersTotal)}`,
    `  ${report.problems.length} problems, ${report.seconds.toFixed(1)} s`,
    ...report.problems.slice(0, 20).map((problem) => `  ! ${problem}`),
  ].join('\n');
}
