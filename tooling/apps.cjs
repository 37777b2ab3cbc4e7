/**
 * The apps of the workspace, their federation names and default local ports. The start script,
 * the static server, the shell's default remotes.json and the e2e suite read this one list.
 * SITE_PORT (default 3000) moves them all: the shell on it, the remotes on the seven after it,
 * the operator console on SITE_PORT + 9 (the e2e suite runs one whole stack per worker this way).
 */
const SITE_PORT = Number(process.env.SITE_PORT ?? 3000);
if (!Number.isInteger(SITE_PORT) || SITE_PORT < 1 || SITE_PORT > 65526)
  throw new Error(`SITE_PORT must be a port number, got "${process.env.SITE_PORT}"`);
const API_PORT = Number(process.env.API_PORT ?? 4000);
/**
 * The local OpenID provider's port (tooling/oidc-provider.mjs): OIDC_PORT, else the API's + 1,
 * so every e2e stack (100 ports apart) has its own.
 */
const OIDC_PORT = Number(process.env.OIDC_PORT ?? API_PORT + 1);
/** Where the site's servers send the API's paths (api-proxy.cjs): API_ORIGIN, else the local API. */
const API_ORIGIN = process.env.API_ORIGIN ?? `http://127.0.0.1:${API_PORT}`;

const apps = [
  { dir: 'shell', federationName: 'shell', port: SITE_PORT },
  { dir: 'mf-lobby', federationName: 'mf_lobby', port: SITE_PORT + 1 },
  { dir: 'mf-lottery', federationName: 'mf_lottery', port: SITE_PORT + 2 },
  { dir: 'mf-member-centre', federationName: 'mf_member_centre', port: SITE_PORT + 3 },
  { dir: 'mf-agent-centre', federationName: 'mf_agent_centre', port: SITE_PORT + 4 },
  { dir: 'mf-points-mall', federationName: 'mf_points_mall', port: SITE_PORT + 5 },
  { dir: 'mf-sportsbook', federationName: 'mf_sportsbook', port: SITE_PORT + 6 },
  { dir: 'mf-tables', federationName: 'mf_tables', port: SITE_PORT + 7 },
];

const remotes = apps.filter((app) => app.dir !== 'shell');

/**
 * The operator console (issue 45): an app of its own, not part of the site. It is no federated
 * remote, so it is kept out of `apps` (which the shell's deployment file, the release channels,
 * the size report and the monolith bench read) and served beside them by `pnpm start` and the
 * e2e stacks, nine ports after the shell (room for the remotes still to come).
 */
const backOffice = { dir: 'back-office', federationName: null, port: SITE_PORT + 9 };

/** The brands the API's seed makes (README "Demo brands"), for which local builds are pinned. */
const DEMO_BRANDS = ['PADMA', 'MEGHNA'];
const appByDir = (dir) => {
  const app = [...apps, backOffice].find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`Unknown app ${dir}`);
  return app;
};

/** Where an app is served on this machine. */
const originOf = (app, host = 'localhost') => `http://${host}:${app.port}`;

/**
 * The deployment file for apps served on this machine's ports: the remotes come from the API's
 * release channels (issue 46), published on these hosts (tooling/releases.mjs); the API is on
 * the site's origin.
 */
const localDeployment = (host = 'localhost') => ({
  apiBaseUrl: '/',
  releases: { environment: 'production', origins: remotes.map((app) => originOf(app, host)) },
});

/** The deployment file of the development servers (`pnpm start --watch`): each remote's live build. */
const developmentDeployment = (host = 'localhost') => ({
  apiBaseUrl: '/',
  remotes: Object.fromEntries(
    remotes.map((app) => [app.federationName, `${originOf(app, host)}/mf-manifest.json`]),
  ),
});

module.exports = {
  SITE_PORT,
  API_PORT,
  OIDC_PORT,
  API_ORIGIN,
  apps,
  remotes,
  backOffice,
  DEMO_BRANDS,
  appByDir,
  originOf,
  localDeployment,
  developmentDeployment,
};
