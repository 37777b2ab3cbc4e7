/**
 * Takes screenshots of the site's pages at phone and desktop widths, in BN and EN, light and
 * dark, for people to look at. Needs the site running (`pnpm start`).
 *
 *   pnpm --filter @site/e2e screenshots [--only home,rng] [--out folder]
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_LAUNCH } from './support/chromium';
import { DEMO, logIn, openCentreEntry, openFromAccountMenu } from './support/site';
import { API_URL, OPS_TOKEN } from './support/stack';
import { vendorRound } from './support/vendor';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    out: { type: 'string' },
    base: { type: 'string' },
    api: { type: 'string' },
  },
});
const BASE = values.base ?? 'http://localhost:3000';
const OUT = path.resolve(values.out ?? path.join(__dirname, 'screenshots-out'));

type Shot = {
  name: string;
  path: string;
  prepare?: (page: Page) => Promise<void>;
  /**
   * The last step, run after the language is chosen and found by test ids only: a dialog the
   * language switch would otherwise close before the picture.
   */
  open?: (page: Page) => Promise<void>;
  /** The whole page, footer included, instead of the first screen. */
  fullPage?: boolean;
  /** Leave the session's announcement popup to its own rules (else it counts as closed). */
  announcements?: boolean;
  /** Without the app's script: what index.html paints by itself before it arrives. */
  withoutScript?: boolean;
};

const SUB1 = { username: 'demo_sub1', password: 'Member@2026' };
const SUB2 = { username: 'demo_sub2', password: 'Member@2026' };

let levelUp: Promise<void> | null = null;
/**
 * demo_sub2 (Bronze) reaches Silver once per run: a ৳ 5,000 deposit the operator credits, then
 * ৳ 50,000 of valid bets a vendor settles (fixed round ids: a second run adds nothing). Needs the
 * API's OPS_TOKEN to be the e2e one (start the site with OPS_TOKEN=e2e-ops-token-not-a-secret).
 */
const reachSilver = (page: Page) =>
  (levelUp ??= (async () => {
    await page.getByTestId('header-deposit').click();
    const deposit = page.getByTestId('member-centre').getByTestId('deposit-page');
    await deposit.getByRole('button', { name: 'Nagad' }).click();
    await deposit.getByRole('textbox', { name: /^Amount/ }).fill('5000');
    await deposit.getByRole('button', { name: 'Create deposit order' }).click();
    const reference = (await deposit.getByTestId('deposit-reference').textContent())!;
    const credited = await fetch(`${API_URL}/ops/deposits/${reference}/credit`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${OPS_TOKEN}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!credited.ok) throw new Error(`deposit credit: ${credited.status}`);
    for (let round = 1; round <= 10; round += 1)
      await vendorRound(SUB2.username, { id: `shot-vip-${round}`, stake: 5_000, win: 5_000 });
  })());

/** demo_sub2 after its level-up: its page and its reward. */
const afterLevelUp = (then: (page: Page) => Promise<void>) => async (page: Page) => {
  await logIn(page, SUB2);
  await reachSilver(page);
  await page.goto(`${BASE}/`);
  await then(page);
};

const openCentre =
  (menuItem: string, account: { username: string; password: string }) => async (page: Page) => {
    await logIn(page, account);
    await openFromAccountMenu(page, menuItem);
    await page.waitForTimeout(800);
  };

/** The member centre's inbox; `openFirst`: with its newest message open. */
const openMessages = (openFirst: boolean) => async (page: Page) => {
  await logIn(page, DEMO.member);
  await openCentreEntry(page, 'member', /^Messages/);
  await page.getByTestId('message-row').first().waitFor();
  if (openFirst) {
    await page.getByTestId('message-row').first().click();
    await page.getByTestId('message-reader').waitFor();
  }
};

/** The points mall as demo_member: a tab (by its English name) once logged in. */
const openPointsMall = (tab: string) => async (page: Page) => {
  await logIn(page, DEMO.member);
  await page.getByTestId('points-mall-page').getByRole('tab', { name: tab }).click();
  await page.waitForTimeout(800);
};

/** The points mall's first reward's redemption dialog. */
const openRedeemDialog = async (page: Page) => {
  await page
    .getByTestId('points-mall-page')
    .getByTestId('reward-card')
    .first()
    .getByRole('button')
    .click();
  await page.getByTestId('redeem-dialog').waitFor();
};

/** The conversion dialog with 1,000 points typed in. */
const openConvertDialog = async (page: Page) => {
  await page.getByTestId('points-mall-page').getByTestId('open-convert').click();
  await page.getByTestId('convert-dialog').locator('input').first().fill('1000');
  await page.getByTestId('convert-preview').waitFor();
};

/** The header's deposit button opens the member centre's deposit page. */
const openDeposit = async (page: Page) => {
  await logIn(page, DEMO.member);
  await page.getByTestId('header-deposit').click();
  await page.getByTestId('deposit-page').getByRole('button', { name: 'bKash' }).waitFor();
  await page.waitForTimeout(400);
};

/** The member centre opened on one entry (its English menu label; a pattern when it has a badge). */
const openMemberEntry =
  (entry: string | RegExp, account: { username: string; password: string }) =>
  async (page: Page) => {
    await logIn(page, account);
    await openCentreEntry(page, 'member', entry);
    await page.waitForTimeout(1_200);
  };

/** The sportsbook as demo_member, once its events have drawn. */
const openSportsbook = async (page: Page) => {
  await logIn(page, DEMO.member);
  await page.locator('.sb-event-row, .site-state--empty, [role="alert"]').first().waitFor();
};

/** The live tables' list, or a table as demo_member with chips laid (not sent) if bets are open. */
const openLiveTable =
  (spots: string[] = []) =>
  async (page: Page) => {
    await logIn(page, DEMO.member);
    await page.locator('[data-testid="live-table"], [data-testid="live-table-list"]').waitFor();
    await page.waitForTimeout(1_500);
    const open = page.locator('[data-testid="round-clock"][data-phase="BETTING"]');
    if (spots.length > 0 && (await open.count()) > 0)
      for (const spot of spots) await page.locator(`.lt-spot[data-spot="${spot}"]`).click();
  };

/**
 * A fairness history's second row (the first when it has one) verified, the section on screen:
 * the live table's rounds (`fairness-history`) or the member's teen patti hands (`tp-my-hands`).
 */
const verifyInHistory = (testId: string) => async (page: Page) => {
  const section = page.getByTestId(testId);
  const rows = section.getByTestId('fair-row');
  await rows.first().waitFor();
  const row = rows.nth((await rows.count()) > 1 ? 1 : 0);
  await row.locator('.fair-row__verify').click();
  await row.locator('.fair-row__check').waitFor();
  await section.scrollIntoViewIfNeeded();
};

/** The first listed event's page, with all its markets. */
const openSportsEvent = async (page: Page) => {
  await openSportsbook(page);
  await page
    .locator('.sb-event-row')
    .first()
    .getByRole('button', { name: /markets?$/ })
    .click();
  await page.locator('.sb-event__markets .sb-market').first().waitFor();
};

/** Three picks of three events on the slip, a stake on the first and on the multiple. */
const fillSportsSlip = async (page: Page) => {
  await openSportsbook(page);
  const rows = page.locator('.sb-event-row');
  for (let row = 0; row < 3; row += 1)
    await rows.nth(row).locator('.sb-odds:not([disabled])').first().click();
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  if ((page.viewportSize()?.width ?? 0) < 1024) await slip.getByRole('button').first().click();
  await slip.getByLabel('Stake (single)').first().fill('100');
  await slip.getByLabel('Stake (multiple)').fill('50');
  await slip.getByText('Potential return').click();
};

/** A member's call to the running site's API (teen patti's set-up), by token; its answer's value. */
async function memberApi<T>(method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${values.api ?? 'http://127.0.0.1:4000'}${url}`, {
    method,
    headers: {
      merchant: 'PADMA',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await response.json()) as { value: T }).value;
}

type TeenPattiShotState = {
  yourSeat: number | null;
  hand: { state: string; turnSeat: number | null } | null;
};

/**
 * demo_member and demo_sub1 at the "Boot 1" teen patti table, dealt in to a hand in play
 * (each variant sits them again, which changes nothing once seated), demo_member's cards
 * seen; `toShow` then plays it to a show with demo_sub1 sitting out the next hands, so the
 * result stays on the table. The page is demo_member's.
 */
const teenPattiTable = (toShow: boolean) => async (page: Page) => {
  const token = async (account: { username: string; password: string }) =>
    (
      await memberApi<{ token: string }>('POST', '/wps/session/login', undefined, {
        type: 'username',
        ...account,
      })
    ).token;
  const [mine, theirs] = [await token(DEMO.member), await token(SUB1)];
  const { list } = await memberApi<{ list: Array<{ id: string; name: string }> }>(
    'GET',
    '/teenpatti/tables',
  );
  const table = list.find((candidate) => candidate.name === 'Boot 1')!.id;
  const at = (path: string) => `/teenpatti/tables/${table}${path}`;
  for (const member of [mine, theirs]) {
    await memberApi('POST', at('/sit'), member, {});
    await memberApi('POST', at('/ready'), member, { ready: true });
  }
  let state = await memberApi<TeenPattiShotState>('GET', at(''), mine);
  for (let wait = 0; state.hand?.state !== 'PLAYING' && wait < 20; wait += 1) {
    await page.waitForTimeout(500);
    state = await memberApi<TeenPattiShotState>('GET', at(''), mine);
  }
  await memberApi('POST', at('/act'), mine, { actionKey: crypto.randomUUID(), action: 'SEE' });
  if (toShow) {
    await memberApi('POST', at('/ready'), theirs, { ready: false });
    for (const action of ['CHAAL', 'SHOW']) {
      state = await memberApi<TeenPattiShotState>('GET', at(''), mine);
      const onTurn = state.hand?.turnSeat === state.yourSeat ? mine : theirs;
      await memberApi('POST', at('/act'), onTurn, { actionKey: crypto.randomUUID(), action });
    }
  }
  await page.goto(`${BASE}/teenpatti?table=${table}`);
  await logIn(page, DEMO.member);
  await page.getByTestId('tp-table').waitFor();
  if (toShow) {
    await page.getByTestId('tp-result').waitFor();
    await page.getByTestId('tables-fair-verify').click();
    await page.getByTestId('tables-fair-result').getByText('Verified').waitFor();
  }
};

/** The agent centre opened on one entry (its English menu label), as demo_agent. */
const openAgentEntry = (entry: string) => async (page: Page) => {
  await logIn(page, DEMO.agent);
  await openCentreEntry(page, 'agent', entry);
  await page.waitForTimeout(1_200);
};

/** "Play for free", then the first house slot, one spin. */
async function playForFree(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('login-modal').getByRole('button', { name: 'Play for free' }).click();
  await page.getByTestId('header-balance').waitFor();
  await page.goto(`${BASE}/rng?vendor=HOUSE`);
  await page.getByRole('button', { name: 'Play Padma Fortune' }).click();
  const frame = page.frameLocator('[data-testid="game-page"] iframe');
  await frame.getByRole('button', { name: /spin/i }).click();
  await page.waitForTimeout(3_500);
}

/**
 * The member centre's missions as demo_member after two real spins of the house slot (progress
 * to show, and a place on the leaderboard); `leaderboard`: on its third tab.
 */
const openMissions = (leaderboard: boolean): Pick<Shot, 'prepare' | 'open'> => ({
  prepare: async (page) => {
    await logIn(page, DEMO.member);
    await page.goto(`${BASE}/rng?vendor=HOUSE`);
    await page.getByRole('button', { name: 'Play Padma Fortune' }).click();
    const spin = page.frameLocator('[data-testid="game-page"] iframe').getByRole('button', {
      name: /spin/i,
    });
    for (let round = 0; round < 2; round += 1) {
      await spin.click();
      await page.waitForTimeout(2_500);
    }
    await page.goto(`${BASE}/`);
    await openCentreEntry(page, 'member', /^Missions/);
    await page.getByTestId('missions-page').getByRole('progressbar').first().waitFor();
  },
  ...(leaderboard && {
    open: async (page: Page) => {
      await page.getByTestId('missions-page').getByRole('tab').nth(2).click();
      await page.getByTestId('board-my-rank').waitFor();
      await page.waitForTimeout(600);
    },
  }),
});

/** A tab of the member centre's My account page (demo member). */
const accountTab = (tab: string) => async (page: Page) => {
  await openCentre('Personal centre', DEMO.member)(page);
  await page.getByTestId('security-centre').getByRole('tab', { name: tab }).click();
  await page.waitForTimeout(600);
};

const API = new URL('http://localhost:4000');
/**
 * One JSON call to the API from another loopback address than the browser's 127.0.0.1: the
 * API believes X-Forwarded-For only from the site's proxy (it carries PROXY_SECRET), so the
 * call comes from that address itself.
 */
function callFrom(
  localAddress: string,
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  payload: unknown,
): Promise<{ value: { token: string } }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port: API.port, path: urlPath, method, localAddress, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text) as { value: { token: string } }));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(payload));
  });
}

/**
 * A login that must be verified: demo_sub1 first logs in from another address (127.0.0.77) and
 * gives a real name, so the browser's 127.0.0.1 is a new address with a method to verify it.
 */
async function loginVerificationStep(page: Page) {
  const elsewhere = '127.0.0.77';
  const headers = { Merchant: 'PADMA', 'Content-Type': 'application/json' };
  const { value } = await callFrom(elsewhere, 'POST', '/wps/session/login', headers, {
    type: 'username',
    username: 'demo_sub1',
    password: 'Member@2026',
  });
  await callFrom(
    elsewhere,
    'PUT',
    '/wps/member/profile',
    { ...headers, Authorization: `Bearer ${value.token}` },
    { payeeName: 'Sumon Das' },
  );
  const modal = page.getByTestId('login-modal');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await modal.getByLabel('Username').fill('demo_sub1');
  await modal.getByLabel('Password').fill('Member@2026');
  await modal.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('login-verification').waitFor();
}

/**
 * The withdraw page with something on it: the first run sets the payment password, adds a
 * payout account and asks for one withdrawal; later runs find them there.
 */
async function withdrawalWithOrder(page: Page) {
  await openCentre('Withdrawal', DEMO.member)(page);
  const centre = page.getByTestId('member-centre');
  await centre.getByTestId('withdrawal-page').waitFor();
  const setup = centre.getByTestId('payment-password-setup');
  if (await setup.isVisible()) {
    await setup.getByLabel('New payment password (6 digits)').fill('246810');
    await setup.getByLabel('Repeat the payment password').fill('246810');
    await setup.getByRole('button', { name: 'Save payment password' }).click();
    await setup.waitFor({ state: 'hidden' });
  }
  if (!(await centre.getByTestId('payout-accounts').isVisible())) {
    await centre.getByLabel('Wallet number').fill('01712345678');
    await centre.getByLabel("Account holder's name").fill('Rahim Uddin');
    await centre.getByRole('button', { name: 'Add account' }).click();
    await centre.getByTestId('payout-accounts').waitFor();
  }
  const history = centre.getByRole('table', { name: 'Withdrawal history' });
  await page.waitForTimeout(500);
  if ((await history.getByRole('row').count()) < 2) {
    const form = centre.getByTestId('withdrawal-form');
    await form.getByLabel('Amount').fill('1500');
    await form.getByLabel('Payment password', { exact: true }).fill('246810');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByTestId('withdrawal-confirm').getByRole('button', { name: 'Withdraw' }).click();
    await form.getByRole('status').waitFor();
  }
}

/** The house lottery (issue 15) as demo_member: /vnlottery, with a slip filled in. */
const openVnLottery = async (page: Page) => {
  await logIn(page, DEMO.member);
  await page.goto(`${BASE}/vnlottery`);
  await page.getByTestId('lottery-betting').waitFor();
  await page.waitForTimeout(800);
};

/** Three numbers picked and the slip's confirmation open. */
const openLotterySlip = async (page: Page) => {
  for (const number of ['12', '45', '78'])
    await page.getByTestId(`lottery-number-${number}`).click();
  await page.getByTestId('lottery-place').click();
  await page.getByTestId('lottery-confirm').waitFor();
};

/** The operator API of the running site, with its root token (OPS_TOKEN or api/.data/ops-token). */
async function opsApi<T>(method: string, url: string, body?: unknown): Promise<T> {
  const token =
    process.env.OPS_TOKEN?.trim() ||
    readFileSync(path.join(__dirname, '..', 'api', '.data', 'ops-token'), 'utf8').trim();
  const response = await fetch(`${values.api ?? 'http://127.0.0.1:4000'}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await response.json()) as { value: T }).value;
}

/**
 * A promotion's detail as demo_sub2 after the operator moved its application (issue 13):
 * applied once through the page (a comment and an image), then processed and issued, or
 * rejected with a reason, through the operator API. Safe to run for every variant.
 */
const promotionApplication = (title: string, outcome: 'issue' | 'reject') => async (page: Page) => {
  await logIn(page, SUB2);
  await page.goto(`${BASE}/promotions`);
  await page.getByRole('link', { name: title }).click();
  await page.getByTestId('promo-detail-page').getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const apply = page.getByRole('button', { name: 'Apply now' });
  if (await apply.isVisible()) {
    await apply.click();
    const form = page.getByTestId('apply-form');
    await form.getByLabel('Comment (optional)').fill('Deposit of 1,000 taka by bKash, ref 8H2K');
    await form.getByLabel('Add images').setInputFiles({
      name: 'bkash-receipt.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([
        Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
        Buffer.alloc(512, 7),
      ]),
    });
    await form.getByRole('button', { name: 'Send application' }).click();
    await page.getByTestId('application').waitFor();
  }
  const { list } = await opsApi<{ list: { id: string; member: string; status: string }[] }>(
    'GET',
    '/ops/applications?brand=PADMA&status=applying&limit=200',
  );
  const pending = list.find((row) => row.member === SUB2.username);
  if (pending && outcome === 'issue') {
    await opsApi('POST', `/ops/applications/${pending.id}/process`, {});
    await opsApi('POST', `/ops/applications/${pending.id}/issue`, { amount: 500 });
  }
  if (pending && outcome === 'reject')
    await opsApi('POST', `/ops/applications/${pending.id}/reject`, {
      reason: 'The receipt does not show a deposit to this site.',
    });
  await page.reload();
  await page.getByTestId('application').waitFor();
  await page.waitForTimeout(600);
};

/** The daily raffle as demo_sub2: a ticket drawn (and won), and a ticket for the next draw. */
async function raffleWithDraw(page: Page) {
  await logIn(page, SUB2);
  await page.goto(`${BASE}/promotions`);
  await page.getByRole('link', { name: 'Daily raffle ticket' }).click();
  const panel = page.getByTestId('raffle');
  await panel.waitFor();
  await page.waitForLoadState('networkidle');
  const claim = page.getByRole('button', { name: 'Claim now' });
  const drawn = await page.getByTestId('raffle-outcome').isVisible();
  if (!drawn) {
    if (await claim.isVisible()) {
      await claim.click();
      await page.getByTestId('raffle-tickets').getByText('Ticket #1').waitFor();
    }
    const drawAt = await page
      .getByTestId('raffle-next-draw')
      .locator('time')
      .getAttribute('datetime');
    const period = new Date(Date.parse(drawAt!) + 6 * 3_600_000).toISOString().slice(0, 10);
    await opsApi('POST', '/ops/raffles/draw', {
      brand: 'PADMA',
      promotion: 'DAILY_RAFFLE',
      period,
      early: true,
    });
    await page.reload();
    await page.getByTestId('raffle-outcome').waitFor();
  }
  if (await claim.isVisible()) {
    await claim.click();
    await page.getByTestId('raffle-tickets').getByText('Ticket #1').waitFor();
  }
  // From the top: a full-page picture taken scrolled down draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600);
}

const SHOTS: Shot[] = [
  { name: 'home', path: '/', fullPage: true },
  { name: 'home-announcements', path: '/', announcements: true },
  { name: 'home-before-script', path: '/', withoutScript: true },
  { name: 'promotions', path: '/promotions' },
  { name: 'vip', path: '/vip' },
  {
    name: 'vip-level-up',
    path: '/',
    prepare: afterLevelUp(async (page) => {
      await page.goto(`${BASE}/vip`);
      await page.getByTestId('vip-progress').waitFor();
    }),
  },
  {
    name: 'reward-centre-level-up',
    path: '/',
    prepare: afterLevelUp(async (page) => {
      await openCentreEntry(page, 'member', /^Reward centre/);
      await page.getByTestId('rewards-open').waitFor();
      await page.waitForTimeout(800);
    }),
  },
  { name: 'vip-service', path: '/vip', prepare: (page) => logIn(page, DEMO.agent) },
  { name: 'help', path: '/help' },
  { name: 'download', path: '/down', fullPage: true },
  { name: 'rng', path: '/rng' },
  { name: 'live', path: '/live' },
  { name: 'lottery', path: '/lottery' },
  { name: 'vnlottery', path: '/', prepare: openVnLottery, fullPage: true },
  { name: 'lottery-slip', path: '/', prepare: openVnLottery, open: openLotterySlip },
  { name: 'points-mall-guest', path: '/pointMall' },
  { name: 'points-mall-member', path: '/pointMall', prepare: (page) => logIn(page, DEMO.member) },
  // the points mall's redemption, history, details and conversion (issue 16)
  {
    name: 'points-mall-redeem',
    path: '/pointMall',
    prepare: (page) => logIn(page, DEMO.member),
    open: openRedeemDialog,
  },
  { name: 'points-mall-history', path: '/pointMall', prepare: openPointsMall('Redeem history') },
  { name: 'points-mall-details', path: '/pointMall', prepare: openPointsMall('Point details') },
  {
    name: 'points-mall-convert',
    path: '/pointMall',
    prepare: (page) => logIn(page, DEMO.member),
    open: openConvertDialog,
  },
  {
    name: 'login-modal',
    path: '/',
    prepare: async (page) => {
      await page.getByRole('banner').getByRole('button').last().click();
    },
  },
  { name: 'member-centre', path: '/', prepare: openCentre('Personal centre', DEMO.member) },
  { name: 'agent-centre', path: '/', prepare: openCentre('Agent centre', DEMO.agent) },
  // the agent centre's team reports (issue 14)
  { name: 'agent-team-overview', path: '/', prepare: openAgentEntry('Team overview') },
  { name: 'agent-team-management', path: '/', prepare: openAgentEntry('Team management') },
  {
    name: 'agent-transfer',
    path: '/',
    prepare: async (page) => {
      await openAgentEntry('Team management')(page);
      await page.getByRole('button', { name: 'Transfer to demo_sub1' }).click();
      await page.getByTestId('downline-transfer').getByLabel('Amount').fill('10');
      await page.waitForTimeout(400);
    },
  },
  { name: 'agent-team-betting', path: '/', prepare: openAgentEntry('Team betting') },
  { name: 'agent-profit-loss', path: '/', prepare: openAgentEntry('User profit and loss') },
  { name: 'agent-transactions', path: '/', prepare: openAgentEntry('Downline transactions') },
  {
    name: 'agent-announcements',
    path: '/',
    prepare: async (page) => {
      await openAgentEntry('Announcements')(page);
      await page.getByTestId('agent-announcements').getByRole('button').first().click();
    },
  },
  { name: 'agent-register', path: '/', prepare: openAgentEntry('Register account') },
  // Members who signed up with the agent's code (register some with ?affiliateCode= first).
  {
    name: 'agent-signups',
    path: '/',
    prepare: async (page) => {
      await openAgentEntry('Register account')(page);
      await page.getByTestId('affiliate-signups').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'agent-referral',
    path: '/',
    prepare: async (page) => {
      await openAgentEntry('Register account')(page);
      await page.getByTestId('referral-link').getByRole('img').scrollIntoViewIfNeeded();
    },
  },
  { name: 'agent-income', path: '/', prepare: openAgentEntry('My income') },
  // the contract entries (issue 14): what an offer, a current contract and none look like
  { name: 'agent-dividend', path: '/', prepare: openAgentEntry('Dividend'), fullPage: true },
  { name: 'agent-daily-salary', path: '/', prepare: openAgentEntry('Daily salary') },
  { name: 'agent-hourly-salary', path: '/', prepare: openAgentEntry('Hourly salary') },
  {
    name: 'agent-real-time-salary',
    path: '/',
    prepare: openAgentEntry('Real-time salary'),
    fullPage: true,
  },
  { name: 'member-messages', path: '/', prepare: openMessages(false) },
  { name: 'member-message-open', path: '/', prepare: openMessages(true) },
  // the member's records (issue 12); demo_sub1 has an upline, so its transfer page has the form
  { name: 'wallet', path: '/', prepare: openMemberEntry('My wallet', DEMO.member) },
  { name: 'transfer-upline', path: '/', prepare: openMemberEntry('Transfer to upline', SUB1) },
  {
    name: 'transfer-upline-none',
    path: '/',
    prepare: openMemberEntry('Transfer to upline', DEMO.member),
  },
  { name: 'betting-record', path: '/', prepare: openMemberEntry('Betting record', DEMO.member) },
  { name: 'account-record', path: '/', prepare: openMemberEntry('Account record', DEMO.member) },
  { name: 'profit-loss', path: '/', prepare: openMemberEntry('Profit and loss', DEMO.member) },
  // Granted and claimed first with `pnpm operator rewards grant` (else their empty states).
  { name: 'reward-centre', path: '/', prepare: openMemberEntry(/^Reward centre/, DEMO.member) },
  { name: 'bonus-details', path: '/', prepare: openMemberEntry('Bonus details', DEMO.member) },
  { name: 'manual-rebate', path: '/', prepare: openMemberEntry('Manual rebate', DEMO.member) },
  { name: 'missions', path: '/', ...openMissions(false) },
  { name: 'missions-leaderboard', path: '/', ...openMissions(true) },
  // Invite friends with invitees (register some through demo_member's link first).
  { name: 'referral', path: '/', prepare: openMemberEntry('Invite friends', DEMO.member) },
  {
    name: 'referral-invitees',
    path: '/',
    prepare: async (page) => {
      await openMemberEntry('Invite friends', DEMO.member)(page);
      await page.getByTestId('referral-invitees').scrollIntoViewIfNeeded();
    },
  },
  { name: 'vip-member', path: '/vip', prepare: (page) => logIn(page, DEMO.member) },
  // The prize wheel and red envelopes (issue 13): demo_member's tickets come from its seeded
  // deposits; "after" spins one (the brand's luckyDraw rules decide whether a ticket is there).
  { name: 'wheel', path: '/wheel', prepare: (page) => logIn(page, DEMO.member) },
  {
    name: 'wheel-spun',
    path: '/wheel',
    prepare: async (page) => {
      await logIn(page, DEMO.member);
      const spin = page.getByTestId('wheel-spin');
      if (await spin.isEnabled()) await spin.click();
      await page.waitForTimeout(5_600);
    },
  },
  { name: 'red-envelope', path: '/redEnvelope', prepare: (page) => logIn(page, DEMO.member) },
  { name: 'wheel-visitor', path: '/wheel' },
  {
    name: 'red-envelope-opened',
    path: '/redEnvelope',
    prepare: async (page) => {
      await logIn(page, DEMO.member);
      const open = page.getByTestId('envelope-open');
      if (await open.isEnabled()) await open.click();
      await page.waitForTimeout(1_500);
    },
  },
  // promotion applications moved by the operator, and the raffle with its draw (issue 13)
  {
    name: 'promo-application-issued',
    path: '/',
    prepare: promotionApplication('100% welcome bonus', 'issue'),
    fullPage: true,
  },
  {
    name: 'promo-application-rejected',
    path: '/',
    prepare: promotionApplication('10% weekly cashback', 'reject'),
    fullPage: true,
  },
  { name: 'promo-raffle', path: '/', prepare: raffleWithDraw, fullPage: true },
  { name: 'security-payment-password', path: '/', prepare: accountTab('Payment password') },
  { name: 'security-bindings', path: '/', prepare: accountTab('Phone and e-mail') },
  { name: 'security-authenticator', path: '/', prepare: accountTab('Authenticator') },
  { name: 'security-devices', path: '/', prepare: accountTab('Devices') },
  { name: 'login-verification', path: '/', prepare: loginVerificationStep },
  { name: 'withdrawal', path: '/', prepare: withdrawalWithOrder, fullPage: true },
  { name: 'not-found', path: '/no-such-page' },
  // the logged-in header: deposit button, balance, avatar with its unread badge
  { name: 'header-member', path: '/', prepare: (page) => logIn(page, DEMO.member) },
  {
    name: 'header-menu',
    path: '/',
    prepare: async (page) => {
      await logIn(page, DEMO.member);
      await page.getByTestId('account-menu-trigger').click();
    },
  },
  { name: 'free-play-game', path: '/', prepare: playForFree },
  // Teen patti (issue 42): the tables, a hand in play, and a show's result with its check.
  {
    name: 'teenpatti',
    path: '/teenpatti',
    prepare: async (page) => {
      await logIn(page, DEMO.member);
      await page.getByTestId('tp-tables').waitFor();
    },
  },
  { name: 'teenpatti-table', path: '/teenpatti', prepare: teenPattiTable(false) },
  {
    name: 'teenpatti-result',
    path: '/teenpatti',
    prepare: teenPattiTable(true),
    fullPage: true,
  },
  {
    name: 'teenpatti-my-hands',
    path: '/teenpatti',
    prepare: teenPattiTable(true),
    open: verifyInHistory('tp-my-hands'),
  },
  // The sportsbook (issue 43): live events, an event's markets, and a slip of three picks.
  { name: 'fbsports', path: '/fbsports', prepare: openSportsbook },
  { name: 'fbsports-upcoming', path: '/fbsports?when=upcoming', prepare: openSportsbook },
  {
    name: 'fbsports-event',
    path: '/fbsports?sport=CRICKET&when=upcoming',
    prepare: openSportsEvent,
  },
  { name: 'fbsports-slip', path: '/fbsports?when=upcoming', prepare: fillSportsSlip },
  // The live tables and cockfights (issue 42): the list and each game's table.
  { name: 'live-tables', path: '/liveTable', prepare: openLiveTable() },
  {
    name: 'live-baccarat',
    path: '/liveTable?code=BACCARAT_1',
    prepare: openLiveTable(['PLAYER', 'PLAYER', 'TIE']),
    fullPage: true,
  },
  {
    name: 'live-roulette',
    path: '/liveTable?code=ROULETTE_1',
    prepare: openLiveTable(['STRAIGHT:17', 'SPLIT:8-11', 'CORNER:25', 'RED']),
    fullPage: true,
  },
  {
    name: 'live-dragon-tiger',
    path: '/liveTable?code=DRAGON_TIGER_1',
    prepare: openLiveTable(['DRAGON']),
    fullPage: true,
  },
  {
    name: 'live-cockfight',
    path: '/liveTable?code=COCKFIGHT_1',
    prepare: openLiveTable(['MERON']),
    fullPage: true,
  },
  // The table's fairness history: a past round verified in the browser.
  {
    name: 'live-fairness',
    path: '/liveTable?code=DRAGON_TIGER_1',
    prepare: openLiveTable(),
    open: verifyInHistory('fairness-history'),
  },
  { name: 'deposit', path: '/', prepare: openDeposit },
  {
    name: 'deposit-order',
    path: '/',
    prepare: async (page) => {
      await openDeposit(page);
      const form = page.getByTestId('deposit-page');
      await form.getByRole('button', { name: /^৳ 1,000\.00$/ }).click();
      await form.getByRole('button', { name: 'Create deposit order' }).click();
      await form.getByTestId('deposit-reference').waitFor();
    },
  },
  {
    name: 'deposit-history',
    path: '/',
    prepare: async (page) => {
      await openDeposit(page);
      await page.getByTestId('deposit-page').getByRole('tab', { name: 'History' }).click();
      await page.getByTestId('deposit-history').getByRole('row').nth(1).waitFor();
    },
  },
  // the security centre's login password tab (its name is also part of "Payment password")
  {
    name: 'security-password',
    path: '/',
    prepare: async (page) => {
      await openCentre('Personal centre', DEMO.member)(page);
      const centre = page.getByTestId('security-centre');
      await centre.getByRole('tab', { name: 'Password', exact: true }).click();
      await page.waitForTimeout(600);
    },
  },
];

async function main() {
  mkdirSync(OUT, { recursive: true });
  const only = values.only?.split(',');
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  for (const shot of SHOTS.filter((candidate) => !only || only.includes(candidate.name))) {
    for (const width of [375, 1280]) {
      for (const language of ['bn', 'en'] as const) {
        for (const theme of ['light', 'dark'] as const) {
          const context = await browser.newContext({
            viewport: { width, height: width < 500 ? 812 : 900 },
          });
          const page = await context.newPage();
          // the centres' menu labels are English in `prepare`; switch language after it
          await page.addInitScript(
            ({ lang, mode, popups }) => {
              localStorage.setItem('lang', lang);
              localStorage.setItem('theme', mode);
              if (!popups) sessionStorage.setItem('index_notice', 'B|A|A,F');
            },
            { lang: shot.prepare ? 'en' : language, mode: theme, popups: !!shot.announcements },
          );
          if (shot.withoutScript) await page.route('**/main.js*', (route) => route.abort());
          await page.goto(`${BASE}${shot.path}`);
          await page.waitForLoadState('networkidle');
          if (shot.prepare) {
            await shot.prepare(page);
            if (language === 'bn') await page.getByLabel('Language').selectOption('bn');
          }
          if (shot.open) await shot.open(page);
          await page.waitForTimeout(400);
          const file = path.join(OUT, `${shot.name}-${width}-${language}-${theme}.png`);
          await page.screenshot({ path: file, fullPage: shot.fullPage });
          console.log(file);
          await context.close();
        }
      }
    }
  }
  await browser.close();
}

void main();
