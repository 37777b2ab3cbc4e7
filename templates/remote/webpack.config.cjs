const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * The remote's federation name and what it exposes. The defaults stand in for the site's points
 * mall (`mf_points_mall`, `./PointsMallPage`): the site's deployment file (`remotes.json`) names
 * a remote by this name, and the shell mounts the exposed page. REMOTE_NAME gives another name.
 */
const REMOTE_NAME = process.env.REMOTE_NAME ?? 'mf_points_mall';
const EXPOSES = {
  './PointsMallPage': './src/page.tsx',
  './PointsNewsPage': './src/news-page.tsx',
};

/**
 * The pages this remote declares (src/routes.json: the whitelabel module that switches them, and
 * each page's path and exposed component). They go into the manifest as `metaData.routes`; the
 * shell mounts a declared path it does not have itself, so a new page needs no shell release.
 */
const ROUTES = path.join(__dirname, 'src/routes.json');
const declareRoutes = ({ stats }) => {
  stats.metaData.routes = JSON.parse(require('node:fs').readFileSync(ROUTES, 'utf8'));
  return stats;
};

/** The API the dev server passes the API's paths on to (the standalone page calls its origin). */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';
/** The site's API paths a page calls (the site's tooling/api-proxy.cjs). */
const API_PATHS = ['/wps/', '/lgw/', '/lotto/', '/assets/', '/house/', '/downloads/', '/chat/'];

const { dependencies } = require('./package.json');
const installedVersion = (pkg) =>
  require(require.resolve(`${pkg}/package.json`, { paths: [__dirname] })).version;

/**
 * One instance on the page, the host's. `version` is what this remote brings (the installed
 * version, used when no host provides one: its standalone page); `requiredVersion` is what it
 * accepts from the host: the range of package.json (a host a patch behind the remote's fresh
 * install still fits), else `^` of the installed version (a `file:` tarball).
 */
const singleton = (pkg, version = installedVersion(pkg)) => ({
  singleton: true,
  requiredVersion: /^[\^~]?\d/.test(dependencies[pkg] ?? '') ? dependencies[pkg] : `^${version}`,
  version,
});

/**
 * @site/shared's entry points that run in the site, each shared on its own, as the site shares
 * them: every subpath export but the build-info (each remote keeps what it was built against),
 * the dev harness, stylesheets and JSON.
 */
const NOT_SHARED = new Set(['./build-info', './dev-harness', './testing']);
const sharedEntries = () => {
  const { exports = {}, version } = require(
    require.resolve('@site/shared/package.json', { paths: [__dirname] }),
  );
  return Object.fromEntries(
    Object.keys(exports)
      .filter((subpath) => !NOT_SHARED.has(subpath) && !/\.(css|json)$/.test(subpath))
      .map((subpath) => [
        subpath === '.' ? '@site/shared' : `@site/shared/${subpath.slice(2)}`,
        singleton('@site/shared', version),
      ]),
  );
};

const shared = {
  react: singleton('react'),
  // react/jsx-runtime, react-dom/client and the other entry points must not escape the
  // singleton: a second React on the page breaks every hook.
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  jotai: singleton('jotai'),
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  ...sharedEntries(),
};

module.exports = (_env, argv) => {
  const isDev = argv.mode !== 'production';
  return {
    mode: isDev ? 'development' : 'production',
    context: __dirname,
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    // The standalone page (the dev harness, no shell): index.html and main.js.
    entry: { main: './src/standalone/index.ts' },
    output: {
      path: path.join(__dirname, 'dist'),
      // 'auto': chunks load from wherever remoteEntry.js was loaded, whatever the host's origin.
      publicPath: 'auto',
      uniqueName: REMOTE_NAME,
      // Entry files keep their names (the manifest and host name them); the rest is hashed.
      filename: '[name].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: isDev } },
                target: 'es2020',
              },
            },
          },
        },
        // Stylesheets are files beside the chunks, which the remote's chunk loading fetches with
        // the module that imports them (@site/shared's included).
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: REMOTE_NAME,
        filename: 'remoteEntry.js',
        exposes: EXPOSES,
        shared,
        shareStrategy: 'loaded-first',
        // mf-manifest.json: what the site's deployment file points at, with the declared pages.
        manifest: { additionalData: declareRoutes },
        dts: false,
      }),
      new MiniCssExtractPlugin({
        filename: '[name].css',
        chunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      }),
      new HtmlWebpackPlugin({ title: 'Outside remote', chunks: ['main'] }),
    ],
    devServer: {
      port: Number(process.env.PORT ?? 3105),
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      // The site's shell fetches mf-manifest.json from another origin.
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
      proxy: [{ context: API_PATHS, target: API_ORIGIN }],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
