const { createAppConfig } = require('@site/tooling');

/** One exposed page per feature folder (src/routes.json declares their paths). */
module.exports = createAppConfig({
  appDir: __dirname,
  title: 'Tables',
  exposes: {
    './TeenPattiPage': './src/features/teen-patti/index.ts',
    './LiveTablePage': './src/features/live-table/index.ts',
  },
});
