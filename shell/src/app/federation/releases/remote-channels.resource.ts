import { defineCall, type RemoteChannels } from '@site/shared';

/**
 * Issue 46: the brand's release channels, one per remote, for the deployment's environment.
 * The brand comes from `url` (the site's host) rather than a header, so the answer depends on the
 * address alone and an edge cache may keep it.
 */
export const getRemoteChannels = defineCall<{ url: string; environment: string }, RemoteChannels>({
  module: 'system',
  method: 'GET',
  path: '/wps/remotes/channels',
  needsToken: false,
});
