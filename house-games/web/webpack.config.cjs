const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/**
 * The house game studio's pages: one React app that draws the launched game's kind (each kind a
 * chunk of its own). The API serves the output under /house/assets/ and fills `game.html`'s
 * placeholders per launch (api/src/services/games/house/gamePage.ts). Nothing is inline, so the
 * page's policy allows scripts and styles from its own origin only.
 */
module.exports = (_env, argv) => {
  const isDev = argv.mode !== 'production';
  return {
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'eval-cheap-module-source-map' : false,
    entry: { house: path.join(__dirname, 'src/main.tsx') },
    output: {
      path: path.join(__dirname, '../dist/web'),
      publicPath: '/house/assets/',
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The engines are NodeNext sources: their `./file.js` imports name TypeScript siblings.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        '@site/house-games/engines$': path.join(__dirname, '../src/engines/index.ts'),
        '@site/house-games/fair$': path.join(__dirname, '../src/fair/index.ts'),
        '@site/house-games/art$': path.join(__dirname, '../src/art/index.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: isDev } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: isDev ? '[name].css' : '[name].[contenthash:8].css',
        chunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'game.html'),
        filename: 'game.html',
        scriptLoading: 'defer',
        minify: false,
      }),
    ],
    performance: { hints: false },
  };
};
