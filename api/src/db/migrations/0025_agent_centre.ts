import { sql, type Kysely } from 'kysely';

/**
 * Agent contracts and their settlements (issue 14, spec §3, §4).
 *
 * A contract is offered by the payer (the agent's direct upline, or the platform when null) to
 * an agent, and moves OFFERED → ACCEPTED | REJECTED, ACCEPTED → COMPLETED | TERMINATED, nothing
 * else (a trigger refuses every other change, and the terms never change). One offer and one
 * accepted contract per agent and kind at most; accepting a new one completes the old one.
 *
 * The rate rule (§4), in the database: an upline offers no more than its own accepted contract
 * of the kind pays it, and when an agent accepts a contract, the contracts it gave its downlines
 * with a higher rate are terminated.
 *
 * A settlement is one contract's one period, unique on (contract, period start), so a job run
 * twice, on two API instances at once, or again after it was killed midway, finds the row and
 * never pays it twice. It stays OUTSTANDING (with the amount owed) while the payer cannot pay,
 * and becomes PAID with its ledger transaction exactly once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_contracts')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) => col.notNull().references('brands.id'))
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('REAL_TIME_SALARY', 'HOURLY_SALARY', 'DAILY_SALARY')`),
    )
    .addColumn('payer_id', 'bigint', (col) => col.references('accounts.id'))
    .addColumn('agent_id', 'bigint', (col) => col.notNull().references('accounts.id'))
    .addColumn('state', 'text', (col) =>
      col
        .notNull()
        .check(sql`state in ('OFFERED', 'ACCEPTED', 'REJECTED', 'COMPLETED', 'TERMINATED')`),
    )
    // Basis points of the loss of a lost round (real-time) or of the valid bet (hourly, daily).
    .addColumn('rate_bp', 'integer', (col) => col.notNull().check(sql`rate_bp between 0 and 10000`))
    // Real-time only: basis points of the win of a won round.
    .addColumn('profit_rate_bp', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`profit_rate_bp between 0 and 10000`),
    )
    // Real-time: the least stake of a round that counts (single bet); hourly and daily: the
    // least valid bet of the period that earns a salary.
    .addColumn('min_bet_minor', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`min_bet_minor >= 0`),
    )
    .addColumn('termination_requested_at', 'timestamptz')
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('agent_contracts_not_self_ck', sql`payer_id is distinct from agent_id`)
    .addCheckConstraint(
      'agent_contracts_accepted_ck',
      sql`(state = 'OFFERED' or state = 'REJECTED') = (accepted_at is null)`,
    )
    .execute();
  await sql`create unique index agent_contracts_offer_uq on agent_contracts (agent_id, kind)
    where state = 'OFFERED'`.execute(db);
  await sql`create unique index agent_contracts_accepted_uq on agent_contracts (agent_id, kind)
    where state = 'ACCEPTED'`.execute(db);
  await sql`create index agent_contracts_payer_idx on agent_contracts (payer_id, kind, state)`.execute(
    db,
  );

  await sql`create function agent_contracts_guard() returns trigger language plpgsql as $$
    declare own_rate integer; own_profit integer;
    begin
      if tg_op = 'INSERT' then
        if new.state <> 'OFFERED' then
          raise exception 'a contract starts as an offer' using errcode = 'check_violation';
        end if;
        if new.payer_id is not null then
          select rate_bp, profit_rate_bp into own_rate, own_profit from agent_contracts
            where agent_id = new.payer_id and kind = new.kind and state = 'ACCEPTED';
          if own_rate is null or new.rate_bp > own_rate or new.profit_rate_bp > own_profit then
            raise exception 'AGENT_CONTRACT_ABOVE_OWN_RATE' using errcode = 'check_violation';
          end if;
        end if;
        return new;
      end if;
      if (new.brand_id, new.kind, new.payer_id, new.agent_id, new.rate_bp, new.profit_rate_bp,
          new.min_bet_minor, new.created_at) is distinct from
         (old.brand_id, old.kind, old.payer_id, old.agent_id, old.rate_bp, old.profit_rate_bp,
          old.min_bet_minor, old.created_at) then
        raise exception 'the terms of a contract never change' using errcode = 'check_violation';
      end if;
      if new.state <> old.state and not (
        (old.state = 'OFFERED' and new.state in ('ACCEPTED', 'REJECTED')) or
        (old.state = 'ACCEPTED' and new.state in ('COMPLETED', 'TERMINATED'))) then
        raise exception 'AGENT_CONTRACT_STATE % -> %', old.state, new.state
          using errcode = 'check_violation';
      end if;
      if new.state = 'ACCEPTED' and old.state = 'OFFERED' then
        -- The agent's previous contract of the kind ends where the new one starts.
        update agent_contracts set state = 'COMPLETED', ended_at = new.accepted_at
          where agent_id = new.agent_id and kind = new.kind and state = 'ACCEPTED';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger agent_contracts_guard before insert or update on agent_contracts
    for each row execute function agent_contracts_guard()`.execute(db);

  await sql`create function agent_contracts_cap_downlines() returns trigger language plpgsql as $$
    begin
      -- §4: the agent's own new contract caps what it gives its downlines.
      update agent_contracts set state = 'TERMINATED', ended_at = new.accepted_at
        where payer_id = new.agent_id and kind = new.kind and state = 'ACCEPTED'
          and (rate_bp > new.rate_bp or profit_rate_bp > new.profit_rate_bp);
      update agent_contracts set state = 'REJECTED'
        where payer_id = new.agent_id and kind = new.kind and state = 'OFFERED'
          and (rate_bp > new.rate_bp or profit_rate_bp > new.profit_rate_bp);
      return null;
    end $$`.execute(db);
  await sql`create trigger agent_contracts_cap_downlines after update of state on agent_contracts
    for each row when (new.state = 'ACCEPTED' and old.state = 'OFFERED')
    execute function agent_contracts_cap_downlines()`.execute(db);

  await db.schema
    .createTable('agent_settlements')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('contract_id', 'bigint', (col) => col.notNull().references('agent_contracts.id'))
    .addColumn('period_start', 'timestamptz', (col) => col.notNull())
    .addColumn('period_end', 'timestamptz', (col) => col.notNull())
    // What the salary was worked out on: the counted loss and win, or the valid bet.
    .addColumn('basis_minor', 'bigint', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor >= 0`))
    // NOTHING_DUE keeps the period's place, so the next run starts after it.
    .addColumn('state', 'text', (col) =>
      col.notNull().check(sql`state in ('NOTHING_DUE', 'OUTSTANDING', 'PAID')`),
    )
    .addColumn('transaction_id', 'bigint', (col) => col.references('wallet_transactions.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addUniqueConstraint('agent_settlements_period_uq', ['contract_id', 'period_start'])
    .addUniqueConstraint('agent_settlements_transaction_uq', ['transaction_id'])
    .addCheckConstraint(
      'agent_settlements_paid_ck',
      sql`(state = 'PAID') = (transaction_id is not null and paid_at is not null)`,
    )
    .addCheckConstraint('agent_settlements_period_ck', sql`period_end > period_start`)
    .addCheckConstraint(
      'agent_settlements_nothing_ck',
      sql`(state = 'NOTHING_DUE') = (amount_minor = 0)`,
    )
    .execute();
  await sql`create index agent_settlements_outstanding_idx on agent_settlements (contract_id)
    where state = 'OUTSTANDING'`.execute(db);

  await sql`create function agent_settlements_guard() returns trigger language plpgsql as $$
    begin
      if old.state <> 'OUTSTANDING' or new.amount_minor <> old.amount_minor
         or new.contract_id <> old.contract_id or new.period_start <> old.period_start then
        raise exception 'a paid settlement never changes' using errcode = 'check_violation';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger agent_settlements_guard before update on agent_settlements
    for each row execute function agent_settlements_guard()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_settlements').execute();
  await db.schema.dropTable('agent_contracts').execute();
  await sql`drop function agent_settlements_guard()`.execute(db);
  await sql`drop function agent_contracts_cap_downlines()`.execute(db);
  await sql`drop function agent_contracts_guard()`.execute(db);
}
