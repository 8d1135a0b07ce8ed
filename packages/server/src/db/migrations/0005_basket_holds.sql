-- Basket holds expire (BASKET_HOLD_MINUTES). When another customer's request releases an expired
-- hold, the owner's cart remembers the released item names so the owner's next basket read or
-- checkout can say what went.
ALTER TABLE carts ADD COLUMN released_items jsonb NOT NULL DEFAULT '[]'::jsonb;
CREATE INDEX cart_items_top_level_created ON cart_items (created_at) WHERE parent_item_id IS NULL;
