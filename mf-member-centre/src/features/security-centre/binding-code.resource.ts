import { defineCall, type BindingCodeBody, type CodeSent } from '@site/shared';

const bindingCode = (channel: 'mobile' | 'email') =>
  defineCall<BindingCodeBody, CodeSent>({
    module: 'member',
    method: 'POST',
    path: `/wps/member/bindings/${channel}/code`,
    needsToken: true,
  });

/** Sends a code to the number or address being bound. */
export const sendBindingCode = { mobile: bindingCode('mobile'), email: bindingCode('email') };
