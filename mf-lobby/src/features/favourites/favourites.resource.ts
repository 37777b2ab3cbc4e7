import { defineCall } from '@site/shared';

type FavouriteInput = { nodeId: number | string; vendor: string; gameType: string };

/** The node ids of all the member's favourites, to mark the hearts. */
export const getFavouriteIds = defineCall<
  { gameType?: string },
  { list: Array<{ nodeId: number | string; vassalage: string; gameType: string }> }
>({
  module: 'games',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  needsToken: true,
});

export const addFavourite = defineCall<FavouriteInput, { nodeId: number | string }>({
  module: 'games',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGame',
  needsToken: true,
});

export const removeFavourite = defineCall<FavouriteInput, { nodeId: number | string }>({
  module: 'games',
  method: 'POST',
  path: '/wps/relay/MCSFE_removeFavoriteGame',
  needsToken: true,
});
