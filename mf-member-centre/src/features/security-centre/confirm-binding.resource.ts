import { defineCall, type ConfirmBindingBody, type SecurityOverview } from '@site/shared';

const confirmBindingOf = (channel: 'mobile' | 'email') =>
  defineCall<ConfirmBindingBody, SecurityOverview>({
    module: 'member',
    method: 'POST',
    path: `/wps/member/bindings/${channel}`,
    needsToken: true,
  });

/** Confirms a binding with its code; a confirmed binding cannot be changed afterwards. */
export const confirmBinding = {
  mobile: confirmBindingOf('mobile'),
  email: confirmBindingOf('email'),
};
