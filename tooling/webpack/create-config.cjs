const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { appByDir, API_PORT } = require('../apps.cjs');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { EmitPublicFolderPlugin } = require('./emit-public-plugin.cjs');
const { LazyChunksPlugin } = require('./lazy-chunks-plugin.cjs');

const BUS_PROTOCOL = require('../../shared/src/bus/protocol-version.json').version;

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
 * Builds the webpack config of one app of the workspace.
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app
 * @param {string} options.title page title of the app's own index.html
 * @param {Record<string,string>} [options.exposes] a remote's exposed modules
 * @param {string[]} [options.runtimePlugins] the host's federation runtime plugins
 * @param {string} [options.bootFragment] HTML put inside `#root` of index.html, shown until
 *   the app renders
 */
function createAppConfig({ appDir, title, exposes, runtimePlugins = [], bootFragment }) {
  const app = appByDir(path.basename(appDir));
  // The @site/shared this app resolves: a remote built from its own checkout records its own.
  const sharedVersion = require(
    require.resolve('@site/shared/package.json', { paths: [appDir] }),
  ).version;
  const isHost = !exposes;
  return (_env, argv) => {
    const isDev = argv.mode !== 'production';
    return {
      mode: isDev ? 'development' : 'production',
      context: appDir,
      // A remote's own page is its standalone harness; the shell only loads what it exposes.
      entry: isHost ? './src/index.ts' : './src/standalone/index.ts',
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep stable names (the federation runtime cannot hash them) and are served
        // no-cache like mf-manifest.json; every other chunk is content-hashed and cached forever.
        filename: '[name].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        uniqueName: app.federationName,
        chunkLoadTimeout: 120_000,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: {
        rules: [
          swcRule(isDev),
          { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.federationName,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          shared: sharedSingletons(appDir),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          bootMarkup: bootFragment ? fs.readFileSync(bootFragment, 'utf8') : '',
          chunks: ['main'],
          hash: !isDev,
        }),
        new webpack.DefinePlugin({
          __SITE_API_URL__: JSON.stringify(
            process.env.SITE_API_URL ?? `http://localhost:${API_PORT}`,
          ),
          __BUS_PROTOCOL__: JSON.stringify(BUS_PROTOCOL),
          __SHARED_VERSION__: JSON.stringify(sharedVersion),
        }),
        new EmitPublicFolderPlugin(path.join(appDir, 'public')),
        ...(isHost ? [new LazyChunksPlugin()] : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        allowedHosts: 'all',
        historyApiFallback: isHost
          ? { rewrites: [{ from: /^\/register\.html$/, to: '/index.html' }] }
          : false,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
      },
    };
  };
}

module.exports = { createAppConfig };
