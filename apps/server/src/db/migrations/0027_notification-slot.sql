-- Issue 22: taking a member's notification slot is one round trip instead of a transaction of five
-- (modules/notifications/repo.ts claimSlot). Under the member's row lock, as every spend of a
-- member's limits; each statement of the function reads after the lock is held, so two jobs at
-- once cannot both find the slot free. Answers the log row's id, or null when a notification on
-- the topic went out after p_since (null: ever).
CREATE FUNCTION "claim_notification_slot"(p_user_id integer, p_topic text, p_channel text, p_since timestamptz, p_at timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_id integer;
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = p_user_id FOR UPDATE;
  IF EXISTS (
    SELECT 1 FROM "notification_log"
     WHERE "user_id" = p_user_id AND "topic" = p_topic AND "channel" = p_channel
       AND (p_since IS NULL OR "sent_at" > p_since)
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO "notification_log" ("user_id", "topic", "channel", "sent_at")
  VALUES (p_user_id, p_topic, p_channel, p_at)
  RETURNING "id" INTO v_id;
  RETURN v_id;
END;
$$;
