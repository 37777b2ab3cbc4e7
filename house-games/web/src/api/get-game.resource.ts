import type { HouseGameState } from '@site/contracts';
import { getValue } from './client';

/** GET /house/api/game: the launched game's kind, theme, balance and fairness commitment. */
export const getGame = () => getValue<HouseGameState>('/game');
