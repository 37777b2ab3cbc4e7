import {
  formatMoney,
  getEventBus,
  isMember,
  readJson,
  useBusState,
  useEventStream,
  useTranslation,
} from '@site/shared';
import type { TeenPattiAction } from '@site/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { TEEN_PATTI_NAMESPACE } from '../i18n/teen-patti-translations';
import { actAtTable } from '../resources/act.resource';
import { setReadyAtTable } from '../resources/ready.resource';
import { sitAtTable } from '../resources/sit.resource';
import { standFromTable } from '../resources/stand.resource';
import { getTeenPattiTable } from '../resources/table-state.resource';
import { TEEN_PATTI_CONFIG } from '../teen-patti-config';
import {
  announcements,
  tableReducer,
  waitedForSeat,
  walletMark,
  type Announcement,
  type TableState,
} from './table-rules';

const reduce = (current: TableState | null, incoming: TableState) =>
  tableReducer(current, incoming);

/**
 * One teen patti table for the member: its first read, then its push (each state newer than the
 * last replaces it, as do the answers of the member's own moves), what the page says aloud when
 * it moves, and the site's balance asked for again whenever the member's money moved at it.
 */
export function useTeenPattiTable(tableId: string) {
  const { t, i18n } = useTranslation(TEEN_PATTI_NAMESPACE);
  const session = useBusState('session');
  const { currencySymbol } = useBusState('balance');
  const member = isMember(session);
  const first = useQuery({ ...getTeenPattiTable(tableId).query(), enabled: member });
  const [state, receive] = useReducer(reduce, null);
  useEffect(() => {
    if (first.data) receive(first.data);
  }, [first.data]);
  useEventStream(
    member ? `/teenpatti/tables/${encodeURIComponent(tableId)}/stream` : null,
    {
      state: (data) => {
        const pushed = readJson<TableState>(data);
        if (pushed) receive(pushed);
      },
    },
    { ticketed: true },
  );

  const [spoken, setSpoken] = useState('');
  const previous = useRef<TableState | null>(null);
  useEffect(() => {
    if (!state) return;
    const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
    const say = (announcement: Announcement) => {
      const values: Record<string, unknown> = { ...announcement.values };
      if ('pot' in announcement.values) values.pot = money(announcement.values.pot);
      return t(`announce.${announcement.key}`, values);
    };
    const said = announcements(previous.current, state, Date.now());
    previous.current = state;
    if (said.length > 0) setSpoken(said.map(say).join(' '));
  }, [state, t, i18n.language, currencySymbol]);

  // The last seconds of the member's own turn are said once.
  const hand = state?.hand ?? null;
  const yourTurnDeadline =
    hand && waitedForSeat(hand) === state?.yourSeat ? hand.turnDeadline : null;
  useEffect(() => {
    if (!yourTurnDeadline) return;
    const { hurrySeconds } = TEEN_PATTI_CONFIG;
    const wait = Date.parse(yourTurnDeadline) - hurrySeconds * 1000 - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setSpoken(t('announce.hurry', { seconds: hurrySeconds })), wait);
    return () => clearTimeout(timer);
  }, [yourTurnDeadline, t]);

  // The boot, each stake and a payout move the member's balance: the site asks for it again.
  const mark = walletMark(state);
  const lastMark = useRef(mark);
  useEffect(() => {
    if (mark === lastMark.current) return;
    lastMark.current = mark;
    if (mark !== null) getEventBus().send('refresh-balance');
  }, [mark]);

  // One key per move as the member made it on one state of the table: a repeat after a lost
  // answer sends the same key (the API acts once), any newer state makes a new one.
  const actionKey = useRef<{ mark: string; key: string } | null>(null);
  const keyFor = (action: TeenPattiAction) => {
    const keyMark = `${state?.version}:${action}`;
    if (actionKey.current?.mark !== keyMark)
      actionKey.current = { mark: keyMark, key: crypto.randomUUID() };
    return actionKey.current.key;
  };

  const move = useMutation({
    mutationFn: (send: () => Promise<TableState>) => send(),
    onSuccess: receive,
  });
  /** Settles once the move is answered; a refusal stays in `failure` for the page to say. */
  const run = (send: () => Promise<TableState>): Promise<void> =>
    move.mutateAsync(send).then(
      () => undefined,
      () => undefined,
    );

  return {
    state,
    first,
    member,
    spoken,
    failure: move.error,
    busy: move.isPending,
    sit: (seat?: number) => run(() => sitAtTable(tableId)(seat === undefined ? {} : { seat })),
    stand: () => run(() => standFromTable(tableId)()),
    setReady: (ready: boolean) => run(() => setReadyAtTable(tableId)({ ready })),
    act: (action: TeenPattiAction) =>
      run(() => actAtTable(tableId)({ actionKey: keyFor(action), action })),
  };
}
