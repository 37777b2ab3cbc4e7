/** The release channels' types the shell takes (issue 46; schemas in @site/contracts). */
export type {
  ReleaseRef,
  RemoteChannel,
  RemoteChannels,
  RemoteLoadReportBody,
  RemoteLoadStage,
} from '@site/contracts';
