import { sql, type Kysely } from 'kysely';

/**
 * Dividend contracts (issue 14, spec §1, §3, §4): a fourth contract kind, settled per period
 * (daily, weekly, semimonthly, monthly) on the team's result by the tier it reached.
 *
 * A dividend contract carries its period and its tiers (jsonb, 1 to 10, each: the period's
 * least valid bet, least active members and least team loss in minor units, and the rate in
 * basis points). Its `rate_bp` is the highest tier's rate, checked here, so the rate rule of
 * 0025 (an upline offers no more than its own contract pays; accepting a lower contract ends
 * the higher ones it gave) holds for dividends unchanged. Period and tiers never change, like
 * every other term. Settlements keep the tier reached; they stay keyed by (contract, period
 * start) as the salaries are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table agent_contracts drop constraint agent_contracts_kind_check`.execute(db);
  await sql`alter table agent_contracts add constraint agent_contracts_kind_check
    check (kind in ('REAL_TIME_SALARY', 'HOURLY_SALARY', 'DAILY_SALARY', 'DIVIDEND'))`.execute(db);
  await sql`alter table agent_contracts
    add column period text check (period in ('DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY')),
    add column tiers jsonb`.execute(db);
  await sql`alter table agent_contracts add constraint agent_contracts_dividend_ck check (
    (kind = 'DIVIDEND') = (period is not null) and (kind = 'DIVIDEND') = (tiers is not null))`.execute(
    db,
  );

  await sql`create function agent_contracts_dividend_guard() returns trigger language plpgsql as $$
    declare top integer;
    begin
      if tg_op = 'UPDATE' then
        if (new.period, new.tiers) is distinct from (old.period, old.tiers) then
          raise exception 'the terms of a contract never change' using errcode = 'check_violation';
        end if;
        return new;
      end if;
      if new.kind <> 'DIVIDEND' then
        return new;
      end if;
      if jsonb_typeof(new.tiers) <> 'array' or jsonb_array_length(new.tiers) not between 1 and 10
         or exists (
           select 1 from jsonb_array_elements(new.tiers) t
           where jsonb_typeof(t) <> 'object'
              or jsonb_typeof(t -> 'rateBp') <> 'number'
              or jsonb_typeof(t -> 'minValidBetMinor') <> 'number'
              or jsonb_typeof(t -> 'minActiveMembers') <> 'number'
              or jsonb_typeof(t -> 'minTeamLossMinor') <> 'number'
              or (t ->> 'rateBp')::numeric not between 0 and 10000
              or (t ->> 'minValidBetMinor')::numeric < 0
              or (t ->> 'minActiveMembers')::numeric < 0
              or (t ->> 'minTeamLossMinor')::numeric < 0) then
        raise exception 'AGENT_CONTRACT_TIERS' using errcode = 'check_violation';
      end if;
      select max((t ->> 'rateBp')::integer) into top from jsonb_array_elements(new.tiers) t;
      if new.rate_bp <> top or new.profit_rate_bp <> 0 or new.min_bet_minor <> 0 then
        raise exception 'AGENT_CONTRACT_TIERS' using errcode = 'check_violation';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger agent_contracts_dividend_guard before insert or update on agent_contracts
    for each row execute function agent_contracts_dividend_guard()`.execute(db);

  // The tier a dividend period reached (1 is the first tier); null for salaries and no tier.
  await sql`alter table agent_settlements add column tier integer check (tier >= 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table agent_settlements drop column tier`.execute(db);
  await sql`drop trigger agent_contracts_dividend_guard on agent_contracts`.execute(db);
  await sql`drop function agent_contracts_dividend_guard()`.execute(db);
  await sql`delete from agent_settlements where contract_id in
    (select id from agent_contracts where kind = 'DIVIDEND')`.execute(db);
  await sql`delete from agent_contracts where kind = 'DIVIDEND'`.execute(db);
  await sql`alter table agent_contracts drop constraint agent_contracts_dividend_ck,
    drop column period, drop column tiers`.execute(db);
  await sql`alter table agent_contracts drop constraint agent_contracts_kind_check`.execute(db);
  await sql`alter table agent_contracts add constraint agent_contracts_kind_check
    check (kind in ('REAL_TIME_SALARY', 'HOURLY_SALARY', 'DAILY_SALARY'))`.execute(db);
}
