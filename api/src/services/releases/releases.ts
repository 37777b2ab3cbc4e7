import type { OpsRelease } from '@site/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { RemoteReleaseTable } from '../../db/releaseSchema.js';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../operators/audit.js';
import type { Operator } from '../operators/operatorAccounts.js';
import { releaseErrors } from './releaseErrors.js';

/**
 * A remote's published versions. A version names one manifest URL for good (the table refuses
 * updates and deletes), so a channel, a report or an audit row naming it names what was served;
 * a build that changes is a new version.
 */

const view = (row: Selectable<RemoteReleaseTable>): OpsRelease => ({
  remote: row.remote,
  version: row.version,
  manifestUrl: row.manifest_url,
  publishedAt: row.published_at.toISOString(),
  publishedBy: row.published_by,
});

/**
 * Publishes a version. Publishing the same version with the same manifest again (a retried
 * deployment) answers the row as it is; with another manifest it is refused.
 */
export async function publishRelease(
  db: Kysely<Database>,
  input: {
    operator: Operator;
    ip: string;
    remote: string;
    version: string;
    manifestUrl: string;
    now: Date;
  },
): Promise<OpsRelease> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('remote_release')
      .values({
        remote: input.remote,
        version: input.version,
        manifest_url: input.manifestUrl,
        published_at: input.now,
        published_by: input.operator.username,
      })
      .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) {
      await recordAudit(trx, {
        operator: input.operator,
        ip: input.ip,
        brandId: null,
        action: 'release.publish',
        targetType: 'remote_release',
        targetId: `${input.remote}@${input.version}`,
        after: view(inserted),
        now: input.now,
      });
      return view(inserted);
    }
    const existing = await requireRelease(trx, input.remote, input.version);
    if (existing.manifest_url !== input.manifestUrl) {
      throw releaseErrors.releaseExists(input.remote, input.version);
    }
    return view(existing);
  });
}

export async function listReleases(
  db: Kysely<Database>,
  filter: { remote?: string },
): Promise<OpsRelease[]> {
  let query = db
    .selectFrom('remote_release')
    .selectAll()
    .orderBy('remote')
    .orderBy('published_at', 'desc')
    .orderBy('version', 'desc');
  if (filter.remote) query = query.where('remote', '=', filter.remote);
  return (await query.execute()).map(view);
}

/** The published version, or 404 RELEASE_NOT_FOUND. */
export async function requireRelease(db: Kysely<Database>, remote: string, version: string) {
  const release = await db
    .selectFrom('remote_release')
    .selectAll()
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!release) throw releaseErrors.releaseNotFound(remote, version);
  return release;
}
