import { getEventBus, useTranslation } from '@site/shared';
import { useEffect, useState } from 'react';
import { Modal } from '../../ui/on-demand-kit';
import { useRemoteEnabled } from '../../ui/brand-state';
import { RemotePage } from '../federation/remote-boundary';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { useProtectedAction } from '../../features/session/use-protected-action';

type OpenCentre = { kind: 'member' | 'agent'; entry?: string } | null;

/**
 * The member centre panel and the agent centre modal open over any page, from the header or
 * from any remote through the bus. Each is a remote, mounted only when opened.
 */
export function CentreHost() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [open, setOpen] = useState<OpenCentre>(null);
  const guard = useProtectedAction();
  const memberCentreEnabled = useRemoteEnabled('memberCentre');
  const agentCentreEnabled = useRemoteEnabled('agentCentre');

  useEffect(() => {
    const bus = getEventBus();
    const subscriptions = [
      bus.commands('open-member-centre').subscribe(({ entry }) => {
        if (memberCentreEnabled) guard(() => setOpen({ kind: 'member', entry }));
      }),
      bus.commands('open-agent-centre').subscribe(({ entry }) => {
        if (agentCentreEnabled) guard(() => setOpen({ kind: 'agent', entry }), 'agent');
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [guard, memberCentreEnabled, agentCentreEnabled]);

  // A logout while a centre is open closes it.
  useEffect(() => {
    const subscription = getEventBus()
      .state('session')
      .subscribe((session) => session.status === 'guest' && setOpen(null));
    return () => subscription.unsubscribe();
  }, []);

  const close = () => setOpen(null);
  return (
    <Modal
      open={open !== null}
      title={t(open?.kind === 'agent' ? 'centres.agent' : 'centres.member')}
      onClose={close}
      variant={open?.kind === 'agent' ? 'wide' : 'drawer'}
      closeOnBackdrop={false}
      testId={open?.kind === 'agent' ? 'agent-centre' : 'member-centre'}
    >
      {open && (
        <RemotePage
          remote={open.kind === 'agent' ? 'agentCentre' : 'memberCentre'}
          props={{ entry: open.entry, onClose: close }}
          variant="panel"
        />
      )}
    </Modal>
  );
}
