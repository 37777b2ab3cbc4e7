import { ApiError } from '../../errors.js';

/** Refusals of the release channels (issue 46): stable codes the CLI and the team's tools read. */
export const releaseErrors = {
  releaseExists: (remote: string, version: string) =>
    new ApiError(
      409,
      'RELEASE_EXISTS',
      `${remote} ${version} is already published with another manifest URL; publish a new version`,
      { remote, version },
    ),
  releaseNotFound: (remote: string, version: string) =>
    new ApiError(404, 'RELEASE_NOT_FOUND', `${remote} ${version} is not published`, {
      remote,
      version,
    }),
  channelNotFound: () =>
    new ApiError(
      404,
      'CHANNEL_NOT_FOUND',
      'No version of this remote is pinned for this brand and environment yet',
    ),
  canaryIsPinned: () =>
    new ApiError(
      409,
      'CANARY_IS_PINNED',
      'The canary must be another version than the pinned one',
      {
        field: 'version',
      },
    ),
  noCanary: () => new ApiError(409, 'NO_CANARY', 'This channel has no canary'),
  noLastGood: () =>
    new ApiError(409, 'NO_LAST_GOOD', 'No version of this channel is known good to roll back to'),
};
