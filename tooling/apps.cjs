/**
 * The apps of the workspace, their federation names and default local ports. The start script,
 * the static server, the shell's default remotes.json and the e2e suite read this one list.
 */
const API_PORT = Number(process.env.API_PORT ?? 4000);

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

/** The deployment file for apps served on this machine's default ports. */
const localDeployment = (host = 'localhost') => ({
  apiBaseUrl: `http://${host}:${API_PORT}`,
  remotes: Object.fromEntries(
    remotes.map((app) => [app.federationName, `http://${host}:${app.port}/mf-manifest.json`]),
  ),
});

module.exports = { API_PORT, apps, remotes, appByDir, localDeployment };
