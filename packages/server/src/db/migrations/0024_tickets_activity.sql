-- Issue 12: every add of a ticket, and every price of one, finds it among its activity's tickets
-- (`t.id::text = $n AND t.activity_id = o.activity_id`, bookingRule.ts and ticketPrice.ts). The id is
-- compared as text, which the primary key cannot serve, and activity_id had no index, so each add read the
-- whole tickets table: nothing with the demo's dozen, a cost on every add with thousands. With this
-- index the lookup reads one activity's few tickets.
CREATE INDEX tickets_activity ON tickets (activity_id);
