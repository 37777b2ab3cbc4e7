import { defineCall, type RemoteLoadReportBody } from '@site/shared';

/** Issue 46: how one remote's version fared in this session (a failure with its stage). */
export const reportRemoteLoad = defineCall<RemoteLoadReportBody, Record<string, never>>({
  module: 'system',
  method: 'POST',
  path: '/wps/remotes/reports',
  needsToken: false,
});
