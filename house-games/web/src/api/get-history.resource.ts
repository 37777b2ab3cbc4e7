import type { HouseHistory } from '@site/contracts';
import { getValue } from './client';

/** GET /house/api/history: the player's rounds of this game, newest first. */
export const getHistory = (pageNo: number, pageSize: number) =>
  getValue<HouseHistory>('/history', { pageNo, pageSize });
