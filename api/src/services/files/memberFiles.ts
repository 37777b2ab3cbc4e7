import type { Kysely } from 'kysely';
import type { MemberFilePurpose } from '../../db/cashierSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { checkImage, MAX_IMAGES } from '../promotions/imageCheck.js';

/**
 * Images a member attaches to money orders (a deposit's proof, a withdrawal's "not received"
 * proof). They are checked by content (png/jpg magic bytes, 5 MB, at most 3), kept in the
 * database rather than under the web root, and served only to their owner and to operators.
 */
export interface UploadedImage {
  name?: string;
  contentType?: string;
  dataBase64: string;
}

export interface StoredFile {
  id: string;
  fileName: string;
  contentType: 'image/png' | 'image/jpeg';
  size: number;
}

export async function storeMemberImages(
  db: Kysely<Database>,
  owner: { brandId: string; accountId: string },
  purpose: MemberFilePurpose,
  images: readonly UploadedImage[],
  now: Date,
): Promise<StoredFile[]> {
  if (images.length > MAX_IMAGES)
    throw new ApiError(400, 'VALIDATION_FAILED', `At most ${MAX_IMAGES} images are accepted`, {
      field: 'images',
      rule: 'maxCount',
      max: MAX_IMAGES,
    });
  const checked = images.map((image, index) => checkImage(image, index));
  if (checked.length === 0) return [];
  const rows = await db
    .insertInto('member_files')
    .values(
      checked.map((image) => ({
        brand_id: owner.brandId,
        account_id: owner.accountId,
        purpose,
        file_name: image.fileName,
        content_type: image.contentType,
        size: image.size,
        sha256: image.sha256,
        data: image.data,
        created_at: now,
      })),
    )
    .returning(['id', 'file_name', 'content_type', 'size'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
  }));
}

/** The file when `accountId` owns it (members), or any file of the brands given (operators). */
export async function readMemberFile(
  db: Kysely<Database>,
  fileId: string,
  access: { accountId: string } | { brandIds: readonly string[] | null },
) {
  let query = db
    .selectFrom('member_files')
    .select(['file_name', 'content_type', 'data'])
    .where('id', '=', fileId);
  if ('accountId' in access) query = query.where('account_id', '=', access.accountId);
  else if (access.brandIds) {
    if (access.brandIds.length === 0) return null;
    query = query.where('brand_id', 'in', access.brandIds);
  }
  const row = await query.executeTakeFirst();
  return row ? { fileName: row.file_name, contentType: row.content_type, data: row.data } : null;
}
