const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { appByDir, API_ORIGIN, developmentDeployment } = require('../apps.cjs');
const { isApiPath, createApiProxy } = require('../api-proxy.cjs');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { EmitPublicFolderPlugin } = require('./emit-public-plugin.cjs');
const { LazyChunksPlugin } = require('./lazy-chunks-plugin.cjs');
const { FreshChunkRetryPlugin } = require('./fresh-chunk-retry-plugin.cjs');
const { remoteRoutesManifest } = require('./remote-routes.cjs');

/**
 * Module Federation 2: the shell runs the `@module-federation/enhanced` runtime (registerRemotes,
 * loadRemote, runtime plugins: shell/src/app/federation/) and provides it to the remotes, which
 * are built without a copy of their own (`externalRuntime`) and write the MF 2 manifest
 * (`mf-manifest.json`). A remote built elsewhere with its own runtime copy runs too.
 */
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * React Router's production build: its package exports name only its development build
 * (remix-run/react-router#14102), whose warnings a production page would otherwise run, their
 * template strings built on every render and their text in the bundle. The two builds differ in
 * their ENABLE_DEV_WARNINGS flag alone.
 */
const reactRouterDir = path.dirname(
  require.resolve('react-router/package.json', {
    paths: [
      path.dirname(
        require.resolve('react-router-dom/package.json', {
          paths: [path.join(__dirname, '../../shared')],
        }),
      ),
    ],
  }),
);
const reactRouterProduction = {
  'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
  'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
};

/**
 * The libraries the shell's start-up runs (React and its scheduler, TanStack Query, jotai, React
 * Router, rxjs and i18next under @site/shared): one chunk instead of one per package and
 * entry point, which a phone fetched over six connections in waves and the page inserted as as
 * many script elements.
 */
const START_UP_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-query|query-core)|react-router|react-router-dom|jotai|rxjs|i18next|react-i18next)[\\/]/;

/**
 * One build of the federation runtime on the page. The bundler runtime imports it as ES modules,
 * while the part that provides it to the remotes (`provideExternalRuntime`) requires the
 * CommonJS build: two copies of the runtime core, its SDK and error codes (~30 KB gz). Each of
 * these packages resolves to its ES build, whoever asks.
 */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];
function esModuleEntry(pkg) {
  let dir = path.dirname(
    require.resolve(pkg, {
      paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
    }),
  );
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, exports['.'].import.default);
}
const federationRuntime = Object.fromEntries(
  FEDERATION_RUNTIME_PACKAGES.map((pkg) => [`${pkg}$`, esModuleEntry(pkg)]),
);

/** A remote's container script; no-cache like its manifest (tooling/serve.mjs). */
const REMOTE_ENTRY = 'remoteEntry.js';

const swcRule = (isDev) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
        target: 'es2020',
      },
    },
  },
});

/**
 * How CSS reaches the page. A remote's standalone page injects it with style-loader. The shell's
 * own styles, and what the shell loads from a remote, are files beside the chunks, which the remote's chunk
 * loading fetches (and waits for) with the chunk that imports them: the remote's first view then
 * carries neither the CSS text nor style-loader's runtime in its JavaScript (the budget of
 * tooling/size-report.mjs), and the browser parses the CSS off the script's path.
 */
const cssRule = (extract) => ({
  test: /\.css$/,
  use: [
    extract ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
    require.resolve('css-loader'),
  ],
});

/**
 * `import url from './strings.json?url'`: the file is emitted beside the chunks, content-hashed,
 * and the import is its URL; the page fetches it as data instead of running it as script.
 */
const assetUrlRule = {
  resourceQuery: /^\?url$/,
  type: 'asset/resource',
  generator: { filename: 'locale-[name].[contenthash:8][ext]' },
};

/** Writes the extracted CSS beside the chunks, content-hashed in production like them. */
const extractCss = (isDev) =>
  new MiniCssExtractPlugin({
    filename: '[name].css',
    chunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
  });

/** A remote's standalone page (its dev harness): `index.html` and everything under `standalone/`. */
const isStandaloneOutput = (file) => file === 'index.html' || file.startsWith('standalone');

/**
 * Builds the webpack config of one app of the workspace: one compilation for the shell, two
 * for a remote (what the shell loads, and the remote's standalone page).
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app
 * @param {string} options.title page title of the app's own index.html
 * @param {Record<string,string>} [options.exposes] a remote's exposed modules
 * @param {string} [options.bootFragment] HTML put inside `#root` of index.html, shown until
 *   the app renders
 */
function createAppConfig({ appDir, title, exposes, bootFragment }) {
  const app = appByDir(path.basename(appDir));
  const config = (_env, argv) => {
    const isDev = argv.mode !== 'production';
    const common = {
      mode: isDev ? 'development' : 'production',
      context: appDir,
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        alias: isDev ? federationRuntime : { ...federationRuntime, ...reactRouterProduction },
        // rxjs's ES2015 build: classes and spread instead of the ES5 build's tslib helpers.
        conditionNames: ['es2015', '...'],
      },
      module: {
        rules: [swcRule(isDev), cssRule(false)],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    const output = {
      path: path.join(appDir, 'dist'),
      // Entry files keep stable names (the federation runtime cannot hash them) and are served
      // no-cache like mf-manifest.json; every other chunk is content-hashed and cached forever.
      filename: '[name].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkLoadTimeout: 120_000,
    };
    const page = (filename) =>
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        filename,
        title,
        bootMarkup: bootFragment ? fs.readFileSync(bootFragment, 'utf8') : '',
        // A page with boot markup starts its scripts itself (the template names them).
        inject: !bootFragment,
        chunks: ['main'],
        hash: !isDev,
      });
    const devServer = {
      port: app.port,
      host: '127.0.0.1',
      allowedHosts: 'all',
      historyApiFallback: exposes
        ? false
        : { rewrites: [{ from: /^\/register\.html$/, to: '/index.html' }] },
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false } },
      // The same pass-through as the static server (tooling/serve.mjs), so pages in development
      // also call the API on their own origin.
      setupMiddlewares: (middlewares) => {
        const proxyToApi = createApiProxy(API_ORIGIN);
        middlewares.unshift({
          name: 'api-proxy',
          middleware: (request, response, next) =>
            isApiPath(request.url) ? proxyToApi(request, response) : next(),
        });
        // The shell in development loads each remote's live build from its development server,
        // not a published version from the release channels.
        if (!exposes)
          middlewares.unshift({
            name: 'development-deployment',
            path: '/remotes.json',
            middleware: (_request, response) => response.json(developmentDeployment()),
          });
        return middlewares;
      },
    };
    const shared = sharedSingletons(appDir);

    if (!exposes) {
      return {
        ...common,
        // The host's styles are stylesheets of their own, fetched beside its scripts instead of
        // inside them (a ~15 KB gz string the page had to run before it could style anything).
        module: { rules: [swcRule(isDev), cssRule(true), assetUrlRule] },
        name: app.dir,
        entry: './src/index.ts',
        output: { ...output, publicPath: '/', uniqueName: app.federationName, clean: true },
        optimization: {
          splitChunks: {
            cacheGroups: {
              startUpLibraries: {
                test: START_UP_LIBRARIES,
                name: 'start-up-libraries',
                chunks: 'async',
                enforce: true,
              },
            },
          },
        },
        plugins: [
          // The shell provides the page's singletons and the federation runtime; it names no
          // remotes, as it registers them from the deployment file at start-up.
          new ModuleFederationPlugin({
            name: app.federationName,
            remotes: {},
            shared,
            shareStrategy: 'loaded-first',
            dts: false,
            // The runtime without its Node.js loaders (1.8 KB gz of the first load).
            experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
          }),
          page('index.html'),
          extractCss(isDev),
          new EmitPublicFolderPlugin(path.join(appDir, 'public')),
          new LazyChunksPlugin(),
          new FreshChunkRetryPlugin(),
        ],
        devServer,
      };
    }

    // What the shell loads: remoteEntry.js (the container), the exposed modules' chunks and the
    // MF 2 manifest, which also carries the remote's own routes (remote-routes.cjs).
    const remote = {
      ...common,
      name: app.dir,
      entry: {},
      module: { ...common.module, rules: [swcRule(isDev), cssRule(true)] },
      output: {
        ...output,
        publicPath: 'auto',
        uniqueName: app.federationName,
        clean: { keep: isStandaloneOutput },
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.federationName,
          filename: REMOTE_ENTRY,
          exposes,
          shared,
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: remoteRoutesManifest(appDir),
          experiments: { externalRuntime: true },
        }),
        extractCss(isDev),
        new FreshChunkRetryPlugin(),
      ],
      devServer,
    };
    // The remote's own page for its team: the harness and the exposed pages in one plain
    // bundle, so it runs with no shell and no federation runtime on the page.
    const standalone = {
      ...common,
      name: `${app.dir} standalone`,
      entry: './src/standalone/index.ts',
      output: {
        ...output,
        publicPath: '/',
        filename: 'standalone/[name].js',
        chunkFilename: `standalone/${output.chunkFilename}`,
        uniqueName: `${app.federationName}_standalone`,
        clean: { keep: (file) => !isStandaloneOutput(file) },
      },
      plugins: [page('index.html'), new FreshChunkRetryPlugin()],
    };
    return [remote, standalone];
  };
  // What a remote exposes, for the bench's monolith build (monolith.cjs), which bundles them.
  config.exposes = exposes;
  return config;
}

module.exports = { createAppConfig };
