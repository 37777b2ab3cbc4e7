import {
  defineCall,
  type FavouriteChanged,
  type FavouriteIds,
  type FavouriteInput,
} from '@site/shared';

/** The node ids of all the member's favourites, to mark the hearts. */
export const getFavouriteIds = defineCall<{ gameType?: string }, FavouriteIds>({
  module: 'games',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  needsToken: true,
});

export const addFavourite = defineCall<FavouriteInput, FavouriteChanged>({
  module: 'games',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGame',
  needsToken: true,
});

export const removeFavourite = defineCall<FavouriteInput, FavouriteChanged>({
  module: 'games',
  method: 'POST',
  path: '/wps/relay/MCSFE_removeFavoriteGame',
  needsToken: true,
});
