-- Camps can be booked by the day: the price of one day of the camp (minor units). NULL: the camp is
-- booked only as a whole.
ALTER TABLE schedules ADD COLUMN day_price integer CHECK (day_price IS NULL OR day_price >= 0);
