import { defineCall, type StatementQuery } from '@site/shared';

/** The statement's lines as a CSV file, fetched with the member's token like every call. */
export const downloadStatement = defineCall<StatementQuery, Blob>({
  module: 'wallet',
  method: 'GET',
  path: '/wps/member/statement.csv',
  needsToken: true,
  download: true,
});
