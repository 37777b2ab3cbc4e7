import { atom } from 'jotai';

export const loginModalOpenAtom = atom(false);
/** spec §5: the true-account warning for trial accounts. */
export const trueAccountDialogOpenAtom = atom(false);
