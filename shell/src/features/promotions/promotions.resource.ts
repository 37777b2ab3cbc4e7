import { callApi, defineCall } from '@site/shared';

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

type Call = Parameters<typeof callApi>[0];
const call = (path: string, method: Call['method'], needsToken: boolean): Call => ({
  module: 'promotions',
  method,
  path,
  needsToken,
});

/**
 * The list and the detail take the token when there is one: with it the API adds the member's
 * own state of each promotion (spec §4), without it a visitor still sees every promotion.
 */
export function listPromotions(
  input: { category?: string; language: string },
  member: boolean,
  signal?: AbortSignal,
) {
  return callApi<{ categories: string[]; list: Promotion[] }>(
    call('/wps/relay/MCSFE_getPromotions', 'GET', member),
    input,
    signal,
  );
}

export function getPromotionDetail(
  input: { id: number; language: string },
  member: boolean,
  signal?: AbortSignal,
) {
  return callApi<PromotionDetail>(
    call('/wps/relay/MCSFE_getPromotionDetail', 'GET', member),
    input,
    signal,
  );
}

export const claimPromotion = defineCall<
  { promotionId: number },
  { promotionId: number; status: 'claimed'; alreadyClaimed: boolean }
>(call('/wps/relay/MCS2_claimRafflePromotion', 'POST', true));

const APPLY_CALL = call('/wps/relay/MCSFE_applyActivity', 'POST', true);

/**
 * MCSFE_applyActivity as multipart/form-data: the images go as files, not as base64 text a
 * third larger. axios sets the multipart boundary itself when the body is a FormData.
 */
export function applyActivity(
  input: { promotionId: number; comment: string; images: File[] },
  signal?: AbortSignal,
): Promise<ApplyResult> {
  const form = new FormData();
  form.append('promotionId', String(input.promotionId));
  form.append('comment', input.comment);
  input.images.forEach((image) => form.append('images', image, image.name));
  return callApi<ApplyResult>(APPLY_CALL, form as unknown as Record<string, unknown>, signal);
}
