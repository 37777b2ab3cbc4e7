const fs = require('node:fs');
const path = require('node:path');

/**
 * A remote declares its own pages in `src/routes.json` (paths, the exposed module of each, the
 * navigation entries and the whitelabel module that switches them, in the spirit of OpenMRS's
 * routes.json); the build writes them into its MF 2 manifest as `metaData.routes`, which the
 * shell reads when it registers the remote. A new page then ships with the remote alone.
 */
function remoteRoutesManifest(appDir) {
  const file = path.join(appDir, 'src', 'routes.json');
  return {
    additionalData: ({ stats }) => {
      if (fs.existsSync(file)) stats.metaData.routes = JSON.parse(fs.readFileSync(file, 'utf8'));
      return stats;
    },
  };
}

module.exports = { remoteRoutesManifest };
