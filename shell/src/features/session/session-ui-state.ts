import type { ApiError } from '@site/shared';
import { atom } from 'jotai';

export const loginModalOpenAtom = atom(false);
/** spec §5: the true-account warning for trial accounts. */
export const trueAccountDialogOpenAtom = atom(false);
/** spec §2 register modal (also opened by the /register routes). */
export const registerModalOpenAtom = atom(false);
/**
 * The registration was opened from the social linking screen: once registered, the returned
 * identity is linked to the new account with its password (social-return.tsx).
 */
export const socialRegisterAtom = atom(false);
/** spec §2 forgetPassModal. */
export const forgotPasswordOpenAtom = atom(false);
/** spec §4 logout confirmation ('sure logout'). */
export const logoutConfirmOpenAtom = atom(false);

/**
 * spec §2 changePassModal. `forced`: opened after a login that must change the password; it
 * cannot be dismissed until the change succeeds.
 */
export type ChangePasswordState = { open: boolean; forced: boolean };
export const changePasswordAtom = atom<ChangePasswordState>({ open: false, forced: false });

/**
 * Player protection ended the session (issue 44): the member's session limit was reached. The
 * refusal is kept for the notice that says so.
 */
export const protectionEndedSessionAtom = atom<ApiError | null>(null);

/** Just registered: the offer to set limits shows until the member takes it or declines. */
export const limitsOfferOpenAtom = atom(false);

/**
 * A popup of the session (login, register, forgotten or changed password, the trial account's
 * warning) is open. The announcement popup waits for it to close, so only one popup shows at a
 * time (/register; a trial account opening /pointMall).
 */
export const sessionPopupOpenAtom = atom(
  (get) =>
    get(loginModalOpenAtom) ||
    get(trueAccountDialogOpenAtom) ||
    get(registerModalOpenAtom) ||
    get(forgotPasswordOpenAtom) ||
    get(changePasswordAtom).open ||
    get(protectionEndedSessionAtom) !== null,
);
