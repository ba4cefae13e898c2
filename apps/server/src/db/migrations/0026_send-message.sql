-- Issue 22: a paid message is one statement. These functions hold the rules that the app and the
-- message's statement share, each written once; docs/decisions.md "A paid message in one statement".

-- The conditional change of a balance and its ledger row (modules/credits/ledger.ts): the balance
-- never goes below zero (SQLSTATE CR402), and a key applied before breaks the ledger's unique index.
CREATE FUNCTION "spend_credits"(p_user_id integer, p_delta integer, p_reason text, p_key text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_balance integer;
BEGIN
  UPDATE "users" SET "credits" = "credits" + p_delta
   WHERE "id" = p_user_id AND "credits" + p_delta >= 0
   RETURNING "credits" INTO v_balance;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'not enough credits' USING ERRCODE = 'CR402';
  END IF;
  INSERT INTO "credit_ledger" ("user_id", "delta", "balance_after", "reason", "idempotency_key")
  VALUES (p_user_id, p_delta, v_balance, p_reason, p_key);
  RETURN v_balance;
END;
$$;
--> statement-breakpoint
-- The pair's conversation and both member rows, the other side hidden until a message arrives; the
-- existing one when the pair has one, also when it was started at the same moment by another request.
CREATE FUNCTION "start_conversation"(p_site_id integer, p_starter_id integer, p_other_id integer, p_at timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_id integer;
BEGIN
  INSERT INTO "conversations" ("site_id", "member_a", "member_b", "created_at")
  VALUES (p_site_id, least(p_starter_id, p_other_id), greatest(p_starter_id, p_other_id), p_at)
  ON CONFLICT DO NOTHING
  RETURNING "id" INTO v_id;
  IF v_id IS NULL THEN
    SELECT "id" INTO v_id FROM "conversations"
     WHERE "member_a" = least(p_starter_id, p_other_id) AND "member_b" = greatest(p_starter_id, p_other_id);
  END IF;
  INSERT INTO "conversation_members" ("conversation_id", "user_id", "hidden_at")
  VALUES (v_id, p_starter_id, NULL), (v_id, p_other_id, p_at)
  ON CONFLICT DO NOTHING;
  RETURN v_id;
END;
$$;
--> statement-breakpoint
-- After a message: the sender sees the conversation again; a delivered one (not held) also moves
-- the conversation up and shows it to the receiver with one more unread.
CREATE FUNCTION "record_delivery"(p_conversation_id integer, p_sender_id integer, p_receiver_id integer, p_at timestamptz, p_delivered boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_delivered THEN
    UPDATE "conversations" SET "last_message_at" = p_at WHERE "id" = p_conversation_id;
  END IF;
  UPDATE "conversation_members"
     SET "unread" = "unread" + CASE WHEN "user_id" = p_receiver_id THEN 1 ELSE 0 END, "hidden_at" = NULL
   WHERE "conversation_id" = p_conversation_id
     AND ("user_id" = p_sender_id OR (p_delivered AND "user_id" = p_receiver_id));
END;
$$;
--> statement-breakpoint
-- A message that passed its sender's checks (modules/chat/service.ts store): paid for, stored and
-- recorded, all or nothing. A conversation is started here only when p_conversation_id is null;
-- when the start counts (p_limited), a sender who is not premium raises CL403, and the caller
-- starts it under the free members' limit instead. A repeated client_message_id breaks a unique
-- index (the ledger's key or the message's), so it is stored and paid for once.
CREATE FUNCTION "send_message"(
  p_site_id integer,
  p_conversation_id integer,
  p_sender_id integer,
  p_receiver_id integer,
  p_kind text,
  p_text text,
  p_photo_id integer,
  p_gift_id text,
  p_client_message_id text,
  p_cost integer,
  p_reason text,
  p_key text,
  p_hold_signals text[],
  p_limited boolean,
  p_at timestamptz
) RETURNS TABLE ("sent_message_id" integer, "sent_conversation_id" integer, "sent_balance" integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_conversation integer := p_conversation_id;
  v_held boolean := cardinality(p_hold_signals) > 0;
  v_balance integer;
  v_paid boolean;
  v_message integer;
BEGIN
  -- The sender's row first, locked (by the debit, or FOR UPDATE), as every spend of the member is.
  IF p_cost > 0 THEN
    v_balance := spend_credits(p_sender_id, -p_cost, p_reason, p_key);
    SELECT "paid_user" INTO v_paid FROM "users" WHERE "id" = p_sender_id;
  ELSE
    SELECT "credits", "paid_user" INTO v_balance, v_paid FROM "users" WHERE "id" = p_sender_id FOR UPDATE;
  END IF;
  IF v_conversation IS NULL THEN
    IF p_limited AND NOT v_paid THEN
      RAISE EXCEPTION 'the start of this conversation counts towards the free limit' USING ERRCODE = 'CL403';
    END IF;
    v_conversation := start_conversation(p_site_id, p_sender_id, p_receiver_id, p_at);
  END IF;
  INSERT INTO "messages" ("conversation_id", "sender_id", "kind", "text", "photo_id", "gift_id", "client_message_id",
                          "credits_charged", "created_at", "hold", "hold_signals")
  VALUES (v_conversation, p_sender_id, p_kind, p_text, p_photo_id, p_gift_id, p_client_message_id,
          p_cost, p_at, CASE WHEN v_held THEN 'held' END, CASE WHEN v_held THEN p_hold_signals END)
  RETURNING "id" INTO v_message;
  -- A message to the profile the member signed up on makes the signup message's draft done with.
  UPDATE "users" SET "signup_message" = NULL
   WHERE "id" = p_sender_id AND "signup_member_id" = p_receiver_id AND "signup_message" IS NOT NULL;
  PERFORM record_delivery(v_conversation, p_sender_id, p_receiver_id, p_at, NOT v_held);
  RETURN QUERY SELECT v_message, v_conversation, v_balance;
END;
$$;
