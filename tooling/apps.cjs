/**
 * The apps of the workspace, their federation names and default local ports. The start script,
 * the static server, the shell's default remotes.json and the e2e suite read this one list.
 */
const API_PORT = Number(process.env.API_PORT ?? 4000);
/** Where the site's servers send the API's paths (api-proxy.cjs): API_ORIGIN, else the local API. */
const API_ORIGIN = process.env.API_ORIGIN ?? `http://127.0.0.1:${API_PORT}`;

const apps = [
  { dir: 'shell', federationName: 'shell', port: 3000 },
  { dir: 'mf-lobby', federationName: 'mf_lobby', port: 3001 },
  { dir: 'mf-lottery', federationName: 'mf_lottery', port: 3002 },
  { dir: 'mf-member-centre', federationName: 'mf_member_centre', port: 3003 },
  { dir: 'mf-agent-centre', federationName: 'mf_agent_centre', port: 3004 },
  { dir: 'mf-points-mall', federationName: 'mf_points_mall', port: 3005 },
];

const remotes = apps.filter((app) => app.dir !== 'shell');
const appByDir = (dir) => {
  const app = apps.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`Unknown app ${dir}`);
  return app;
};

/** The deployment file for apps served on this machine's default ports; the API is on the site's origin. */
const localDeployment = (host = 'localhost') => ({
  apiBaseUrl: '/',
  remotes: Object.fromEntries(
    remotes.map((app) => [app.federationName, `http://${host}:${app.port}/mf-manifest.json`]),
  ),
});

module.exports = { API_PORT, API_ORIGIN, apps, remotes, appByDir, localDeployment };
