-- Renewed terms of a contract whose agreed end is a month's last day now end on a month's last day
-- (renewedEnd in src/schema/contract-dates.ts): 30 June renewed by 6 months ends 31 December, where
-- the earlier rule said 30 December. Other contracts' terms are the same under both rules. Every
-- date keyed by such a renewed term moves with it, so a handling still applies to its term, a mail's
-- link still opens it and no alert is sent twice: handled terms and their history, mail links, offer
-- requests and sent alerts. The contract's stored current term is set back to its agreed term, which
-- the server rolls forward by the new rule before its first read (server/contracts/terms.ts); a
-- contract that renews no more (cancelled or replaced) keeps its term, moved to the month's end.
-- The helpers (temporary functions and tables) exist for this migration only.
CREATE FUNCTION pg_temp.month_end(day date) RETURNS date LANGUAGE sql IMMUTABLE
  AS $$ select (date_trunc('month', day) + interval '1 month - 1 day')::date $$;--> statement-breakpoint
CREATE FUNCTION pg_temp.notice_before(day date, amount integer, unit text) RETURNS date LANGUAGE sql IMMUTABLE
  AS $$ select case unit when 'months' then (day - make_interval(months => amount))::date when 'days' then day - amount end $$;--> statement-breakpoint
CREATE FUNCTION pg_temp.notice_after(day date, amount integer, unit text) RETURNS date LANGUAGE sql IMMUTABLE
  AS $$ select case unit when 'months' then (day + make_interval(months => amount))::date when 'days' then day + amount end $$;--> statement-breakpoint
CREATE FUNCTION pg_temp.months_between(from_day date, to_day date) RETURNS integer LANGUAGE sql IMMUTABLE
  AS $$ select ((extract(year from to_day) - extract(year from from_day)) * 12 + extract(month from to_day) - extract(month from from_day))::integer $$;--> statement-breakpoint
-- Whether `day` ended a renewed term under the earlier rule: whole renewal periods after the agreed
-- end, the date clamped to the month's length.
CREATE FUNCTION pg_temp.old_renewed_end(ends_at date, renewal integer, day date) RETURNS boolean LANGUAGE sql IMMUTABLE
  AS $$ select day > ends_at and pg_temp.months_between(ends_at, day) % renewal = 0
    and (ends_at + make_interval(months => pg_temp.months_between(ends_at, day)))::date = day $$;--> statement-breakpoint
-- The contracts whose renewed terms move: renewing, with an agreed end on a month's last day.
CREATE TEMPORARY TABLE moved_terms AS
  SELECT id, ends_at, renewal_months, notice_amount, notice_unit FROM contracts
  WHERE renewal_months > 0 AND NOT indefinite AND ends_at IS NOT NULL AND ends_at = pg_temp.month_end(ends_at);--> statement-breakpoint
UPDATE contract_outcomes o SET
  term_ends_at = pg_temp.month_end(o.term_ends_at),
  notice_deadline = CASE WHEN o.notice_deadline = pg_temp.notice_before(o.term_ends_at, m.notice_amount, m.notice_unit)
    THEN pg_temp.notice_before(pg_temp.month_end(o.term_ends_at), m.notice_amount, m.notice_unit) ELSE o.notice_deadline END
  FROM moved_terms m
  WHERE m.id = o.contract_id AND pg_temp.old_renewed_end(m.ends_at, m.renewal_months, o.term_ends_at)
    AND o.term_ends_at <> pg_temp.month_end(o.term_ends_at);--> statement-breakpoint
UPDATE offer_requests r SET
  term_ends_at = pg_temp.month_end(r.term_ends_at),
  notice_deadline = CASE WHEN r.notice_deadline = pg_temp.notice_before(r.term_ends_at, m.notice_amount, m.notice_unit)
    THEN pg_temp.notice_before(pg_temp.month_end(r.term_ends_at), m.notice_amount, m.notice_unit) ELSE r.notice_deadline END
  FROM moved_terms m
  WHERE m.id = r.contract AND pg_temp.old_renewed_end(m.ends_at, m.renewal_months, r.term_ends_at)
    AND r.term_ends_at <> pg_temp.month_end(r.term_ends_at);--> statement-breakpoint
-- A mail's link is valid until the deadline the mail is about: the term's end or its notice deadline.
UPDATE deadline_links l SET
  term_ends_at = pg_temp.month_end(l.term_ends_at),
  valid_until = CASE
    WHEN l.valid_until = l.term_ends_at THEN pg_temp.month_end(l.term_ends_at)
    WHEN l.valid_until = pg_temp.notice_before(l.term_ends_at, m.notice_amount, m.notice_unit)
      THEN pg_temp.notice_before(pg_temp.month_end(l.term_ends_at), m.notice_amount, m.notice_unit)
    ELSE l.valid_until END
  FROM moved_terms m
  WHERE m.id = l.contract_id AND pg_temp.old_renewed_end(m.ends_at, m.renewal_months, l.term_ends_at)
    AND l.term_ends_at <> pg_temp.month_end(l.term_ends_at);--> statement-breakpoint
-- A sent alert is known by its occurrence, which names the date it was about (server/alerts/scheduler.ts).
CREATE TEMPORARY TABLE moved_alerts AS
  SELECT d.id, d.target_on AS old_on,
    CASE WHEN d.kind = 'end' THEN pg_temp.month_end(t.term_ends_at)
      ELSE pg_temp.notice_before(pg_temp.month_end(t.term_ends_at), m.notice_amount, m.notice_unit) END AS new_on
  FROM alert_deliveries d
  JOIN moved_terms m ON m.id = d.contract_id
  -- The term the alert was about: its end, or the end its notice deadline came before.
  CROSS JOIN LATERAL (SELECT CASE WHEN d.kind = 'end' THEN d.target_on ELSE (m.ends_at + make_interval(months =>
    pg_temp.months_between(m.ends_at, pg_temp.notice_after(d.target_on, m.notice_amount, m.notice_unit))))::date END
    AS term_ends_at) t
  WHERE d.kind IN ('end', 'notice') AND t.term_ends_at IS NOT NULL
    AND pg_temp.old_renewed_end(m.ends_at, m.renewal_months, t.term_ends_at)
    AND (d.kind = 'end' OR d.target_on = pg_temp.notice_before(t.term_ends_at, m.notice_amount, m.notice_unit));--> statement-breakpoint
UPDATE alert_deliveries d SET
  target_on = a.new_on,
  occurrence = replace(d.occurrence, ':' || a.old_on || ':', ':' || a.new_on || ':')
  FROM moved_alerts a
  WHERE a.id = d.id AND a.new_on <> a.old_on;--> statement-breakpoint
UPDATE contracts c SET handled_term_ends_at = pg_temp.month_end(c.handled_term_ends_at)
  FROM moved_terms m
  WHERE m.id = c.id AND pg_temp.old_renewed_end(m.ends_at, m.renewal_months, c.handled_term_ends_at);--> statement-breakpoint
UPDATE contracts c SET
  current_ends_at = CASE WHEN c.handled_outcome IN ('cancelled', 'new_contract')
    THEN pg_temp.month_end(c.current_ends_at) ELSE c.ends_at END,
  notice_deadline = pg_temp.notice_before(CASE WHEN c.handled_outcome IN ('cancelled', 'new_contract')
    THEN pg_temp.month_end(c.current_ends_at) ELSE c.ends_at END, c.notice_amount, c.notice_unit)
  FROM moved_terms m
  WHERE m.id = c.id AND pg_temp.old_renewed_end(m.ends_at, m.renewal_months, c.current_ends_at);--> statement-breakpoint
DROP TABLE moved_alerts;--> statement-breakpoint
DROP TABLE moved_terms;--> statement-breakpoint
DROP FUNCTION pg_temp.old_renewed_end(date, integer, date);--> statement-breakpoint
DROP FUNCTION pg_temp.months_between(date, date);--> statement-breakpoint
DROP FUNCTION pg_temp.notice_after(date, integer, text);--> statement-breakpoint
DROP FUNCTION pg_temp.notice_before(date, integer, text);--> statement-breakpoint
DROP FUNCTION pg_temp.month_end(date);
