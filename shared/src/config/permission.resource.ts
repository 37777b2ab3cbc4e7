import { defineCall } from '../api/client';
import type { Permission } from '../api/types';

/**
 * spec §7 "permission/config (sends current host as url parameter)". In @site/shared because
 * both the shell and a remote's dev harness start from it; remotes read the answer from the
 * bus's `brand` topic instead of calling it again.
 */
export const getPermission = defineCall<{ url: string }, Permission>({
  module: 'system',
  method: 'GET',
  path: '/wps/system/permission',
  needsToken: false,
});
