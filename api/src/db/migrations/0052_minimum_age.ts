import { sql, type Kysely } from 'kysely';

/**
 * One minimum age per brand (issue 44 item 4).
 *
 * - `config.ageLimit` (the registration's age tick and the footer) and the security centre's
 *   `config.securityCentre.birthdayMinAge` (the profile's birthday) said the same rule twice and
 *   could differ; the stricter of the two stays, as `ageLimit`, and the other key goes.
 * - `accounts.under_age_closed_at`: when an operator closed the account as found under age (its
 *   balance returned through the cashier); such an account stays closed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update brands set config = (config #- '{securityCentre,birthdayMinAge}')
      || jsonb_build_object('ageLimit', greatest(
        coalesce((config->>'ageLimit')::int, 18),
        (config #>> '{securityCentre,birthdayMinAge}')::int))
    where config #> '{securityCentre,birthdayMinAge}' is not null
  `.execute(db);
  await sql`alter table accounts add column under_age_closed_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts drop column under_age_closed_at`.execute(db);
  await sql`
    update brands
      set config = jsonb_set(config, '{securityCentre,birthdayMinAge}', config->'ageLimit')
    where config ? 'securityCentre'
  `.execute(db);
}
