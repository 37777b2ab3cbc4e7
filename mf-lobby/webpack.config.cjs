const { createAppConfig } = require('@site/tooling');

module.exports = createAppConfig({
  appDir: __dirname,
  title: 'Lobby',
  exposes: {
    './LobbyPage': './src/index.ts',
    './HotGames': './src/exposes/hot-games.ts',
    './WinnerBoard': './src/exposes/winner-board.ts',
  },
});
