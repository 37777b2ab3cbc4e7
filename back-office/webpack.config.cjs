const path = require('node:path');
const { backOffice, API_ORIGIN } = require('../tooling/apps.cjs');
const { isOperatorApiPath, createApiProxy } = require('../tooling/api-proxy.cjs');

/**
 * The operator console is one plain bundle, not a federated remote: nothing loads it into the
 * shell, and an operator's page should run none of the site's code it does not need. The loaders
 * and plugins are the tooling package's, the same versions the site's factory uses.
 */
const tooling = path.dirname(require.resolve('@site/tooling/package.json'));
const fromTooling = (name) => require.resolve(name, { paths: [tooling] });
const HtmlWebpackPlugin = require(fromTooling('html-webpack-plugin'));
const MiniCssExtractPlugin = require(fromTooling('mini-css-extract-plugin'));

module.exports = (_env, argv) => {
  const isDev = argv.mode !== 'production';
  return {
    mode: isDev ? 'development' : 'production',
    context: __dirname,
    entry: './src/index.tsx',
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      conditionNames: ['es2015', '...'],
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: fromTooling('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: isDev } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, fromTooling('css-loader')],
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(tooling, 'webpack/index.html'),
        title: 'Operator console',
        bootMarkup: '',
      }),
      new MiniCssExtractPlugin({
        filename: isDev ? '[name].css' : '[name].[contenthash:8].css',
        chunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: backOffice.port,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      // The operator API on the console's own origin, as tooling/serve.mjs passes it on.
      setupMiddlewares: (middlewares) => {
        const proxyToApi = createApiProxy(API_ORIGIN);
        middlewares.unshift({
          name: 'operator-api-proxy',
          middleware: (request, response, next) =>
            isOperatorApiPath(request.url) ? proxyToApi(request, response) : next(),
        });
        return middlewares;
      },
    },
  };
};
