import { defineCall } from '@site/shared';

/** spec §4 activity states as the API names them (`memberState`). */
export type ActivityState =
  | 'join'
  | 'claim'
  | 'applying'
  | 'close'
  | 'rejected'
  | 'issued'
  | 'claimed'
  | 'process'
  | 'signed'
  | 'coming soon';

export type PromotionStatus = 'coming soon' | 'open' | 'closed';

export type Promotion = {
  id: number;
  code: string;
  category: string;
  title: string;
  summary: string;
  imageUrl: string;
  startsAt: number;
  endsAt: number;
  status: PromotionStatus;
  requiresApplication: boolean;
  /** Only with a token. */
  applicationStatus?: string | null;
  memberState?: ActivityState;
};

export type ApplicationImage = {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  url: string;
};

export type PromotionDetail = Promotion & {
  /** HTML, sanitised by the API. */
  body: string;
  application?: {
    id: number;
    status: string;
    comment: string | null;
    /** ms timestamp */
    createdAt: number;
    images: ApplicationImage[];
  } | null;
};

export type ApplyResult = {
  applicationId: number;
  promotionId: number;
  status: 'applying';
  createdAt: number;
  images: ApplicationImage[];
};

/**
 * The list and the detail take the token when there is one: with it the API adds the member's
 * own state of each promotion (spec §4), without it a visitor still sees every promotion.
 */
const promotionsOf = (needsToken: boolean) =>
  defineCall<{ category?: string; language: string }, { categories: string[]; list: Promotion[] }>({
    module: 'promotions',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotions',
    needsToken,
  });
export const listPromotions = promotionsOf(false);
export const listMemberPromotions = promotionsOf(true);

const promotionDetailOf = (needsToken: boolean) =>
  defineCall<{ id: number; language: string }, PromotionDetail>({
    module: 'promotions',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionDetail',
    needsToken,
  });
export const getPromotionDetail = promotionDetailOf(false);
export const getMemberPromotionDetail = promotionDetailOf(true);

export const claimPromotion = defineCall<
  { promotionId: number },
  { promotionId: number; status: 'claimed'; alreadyClaimed: boolean }
>({
  module: 'promotions',
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  needsToken: true,
});

/**
 * MCSFE_applyActivity as multipart/form-data: the images go as files, not as base64 text a
 * third larger. axios sets the multipart boundary itself when the body is a FormData.
 */
export const applyActivity = defineCall<FormData, ApplyResult>({
  module: 'promotions',
  method: 'POST',
  path: '/wps/relay/MCSFE_applyActivity',
  needsToken: true,
});

export function applicationForm(input: {
  promotionId: number;
  comment: string;
  images: File[];
}): FormData {
  const form = new FormData();
  form.append('promotionId', String(input.promotionId));
  form.append('comment', input.comment);
  input.images.forEach((image) => form.append('images', image, image.name));
  return form;
}
