import {
  defineCall,
  type ApplyResult,
  type Claimed,
  type PromotionDetail,
  type PromotionList,
} from '@site/shared';

/**
 * The list and the detail take the token when there is one: with it the API adds the member's
 * own state of each promotion (spec §4), without it a visitor still sees every promotion.
 */
const promotionsOf = (needsToken: boolean) =>
  defineCall<{ category?: string; language: string }, PromotionList>({
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

export const claimPromotion = defineCall<{ promotionId: number }, Claimed>({
  module: 'promotions',
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  needsToken: true,
});

/**
 * MCSFE_applyActivity as multipart/form-data: the images go as files, not as base64 text a
 * third larger. The client sets the multipart boundary itself when the body is a FormData.
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
