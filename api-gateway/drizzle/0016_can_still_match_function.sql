-- "N can still match" counted in one place (issue 42): the cards of the session's deck that no current
-- member has passed (docs/product.md › Swiping › Can still match). A member taken out of a group leaves no
-- pass behind. The gateway's reads (canStillMatchOf), try_swipe and record_swipe all call this; before, the
-- same join was written three times. PL/pgSQL rather than SQL so that its plan is cached per connection (a
-- SQL function with a FROM clause is not inlined and would be planned on every call). STABLE: it reads the
-- snapshot of the statement that calls it, so a caller that just inserted a swipe counts it.
CREATE FUNCTION "can_still_match"(p_session_id uuid) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN (SELECT count(*) FROM swipe_session_restaurants r
		WHERE r.session_id = p_session_id
			AND NOT exists (SELECT 1 FROM swipes w JOIN swipe_session_members m ON m.session_id = w.session_id AND m.user_id = w.user_id
				WHERE w.session_id = r.session_id AND w.restaurant_id = r.place_id AND w.action = 'pass'));
END;
$$;
--> statement-breakpoint
-- try_swipe as in 0013, counting with can_still_match after its insert, still under the session lock.
CREATE OR REPLACE FUNCTION "try_swipe"(p_session_id uuid, p_user_id uuid, p_restaurant_id text, p_action text) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_status text;
	v_member boolean;
	v_position integer;
	v_swiped boolean;
	v_members json;
	v_member_count integer;
	v_swipes_before integer;
	v_deck_size integer;
	v_others_liked integer;
	v_can_still_match integer;
BEGIN
	SELECT s.status, card.position,
		exists (SELECT 1 FROM swipe_session_members m WHERE m.session_id = p_session_id AND m.user_id = p_user_id),
		exists (SELECT 1 FROM swipes w WHERE w.session_id = p_session_id AND w.user_id = p_user_id AND w.restaurant_id = p_restaurant_id)
	INTO v_status, v_position, v_member, v_swiped
	FROM swipe_sessions s
	LEFT JOIN swipe_session_restaurants card ON card.session_id = s.id AND card.place_id = p_restaurant_id
	WHERE s.id = p_session_id;
	IF NOT FOUND THEN
		RETURN json_build_object('outcome', 'unknown');
	END IF;
	IF NOT v_member OR v_position IS NULL OR v_swiped OR v_status <> 'active' THEN
		RETURN json_build_object(
			'outcome', 'read',
			'status', v_status,
			'members', (SELECT json_agg(json_build_object('userId', m.user_id, 'completed', m.completed_at IS NOT NULL))
				FROM swipe_session_members m WHERE m.session_id = p_session_id),
			'position', v_position,
			'placeId', CASE WHEN v_position IS NULL THEN NULL ELSE p_restaurant_id END,
			'swiped', v_swiped,
			'match', (SELECT r.restaurant FROM swipe_session_restaurants r JOIN swipe_sessions ms ON ms.id = r.session_id
				WHERE ms.id = p_session_id AND r.place_id = ms.matched_restaurant_id));
	END IF;

	SELECT s.status INTO v_status FROM swipe_sessions s WHERE s.id = p_session_id FOR UPDATE;
	-- A new snapshot from here on: everything committed before the lock was granted.
	SELECT
		(SELECT json_agg(json_build_object('userId', m.user_id, 'completed', m.completed_at IS NOT NULL))
			FROM swipe_session_members m WHERE m.session_id = p_session_id),
		(SELECT count(*) FROM swipe_session_members m WHERE m.session_id = p_session_id),
		exists (SELECT 1 FROM swipe_session_members m WHERE m.session_id = p_session_id AND m.user_id = p_user_id),
		exists (SELECT 1 FROM swipes w WHERE w.session_id = p_session_id AND w.user_id = p_user_id AND w.restaurant_id = p_restaurant_id),
		(SELECT count(*) FROM swipes w WHERE w.session_id = p_session_id AND w.user_id = p_user_id),
		(SELECT count(*) FROM swipe_session_restaurants r WHERE r.session_id = p_session_id),
		(SELECT count(*) FROM swipes w JOIN swipe_session_members m ON m.session_id = w.session_id AND m.user_id = w.user_id
			WHERE w.session_id = p_session_id AND w.user_id <> p_user_id AND w.restaurant_id = p_restaurant_id AND w.action = 'like')
	INTO v_members, v_member_count, v_member, v_swiped, v_swipes_before, v_deck_size, v_others_liked;
	IF v_status IS DISTINCT FROM 'active' OR NOT v_member OR v_swiped
		OR v_swipes_before + 1 >= v_deck_size
		OR (p_action = 'like' AND (v_member_count < 2 OR v_others_liked >= v_member_count - 1)) THEN
		RETURN json_build_object('outcome', 'deferred');
	END IF;
	INSERT INTO swipes (session_id, user_id, restaurant_id, action, position)
	VALUES (p_session_id, p_user_id, p_restaurant_id, p_action, v_position)
	ON CONFLICT DO NOTHING;
	IF NOT FOUND THEN
		RETURN json_build_object('outcome', 'deferred');
	END IF;
	-- After the insert and still under the session lock: what partner_swipe tells the room.
	SELECT can_still_match(p_session_id) INTO v_can_still_match;
	RETURN json_build_object('outcome', 'recorded', 'members', v_members, 'swipesBefore', v_swipes_before, 'deckSize', v_deck_size,
		'position', v_position, 'canStillMatch', v_can_still_match);
END;
$$;
--> statement-breakpoint
-- record_swipe as in 0015, with its insert as a statement of its own so that what follows reads the state
-- after it: "can still match" with can_still_match (0015 read the state before the insert and the gateway
-- took away a first pass's card), and the members with this swipe's finish. It answers `finished` (this
-- swipe was the member's last card), so the gateway no longer repeats that rule. "swipesBefore" is still
-- the user's swipes before this one, "swiped" true only for a repeat.
CREATE OR REPLACE FUNCTION "record_swipe"(p_session_id uuid, p_user_id uuid, p_restaurant_id text, p_action text, p_now timestamptz)
RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_status text;
	v_inserted integer := 0;
	v_swipes_before integer;
	v_deck_size integer;
	v_finished boolean;
	v_answer json;
BEGIN
	SELECT s.status INTO v_status FROM swipe_sessions s WHERE s.id = p_session_id FOR UPDATE;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	IF v_status = 'active' THEN
		INSERT INTO swipes (session_id, user_id, restaurant_id, action, position)
		SELECT p_session_id, p_user_id, r.place_id, p_action, r.position FROM swipe_session_restaurants r
		WHERE r.session_id = p_session_id AND r.place_id = p_restaurant_id
			AND exists (SELECT 1 FROM swipe_session_members m WHERE m.session_id = p_session_id AND m.user_id = p_user_id)
		ON CONFLICT DO NOTHING;
		GET DIAGNOSTICS v_inserted = ROW_COUNT;
	END IF;
	SELECT (SELECT count(*) FROM swipes w WHERE w.session_id = p_session_id AND w.user_id = p_user_id) - v_inserted,
		(SELECT count(*) FROM swipe_session_restaurants r WHERE r.session_id = p_session_id)
	INTO v_swipes_before, v_deck_size;
	-- The deck's last card: its member has finished (kept if they had, after an undo and a new last swipe).
	v_finished := v_inserted > 0 AND v_swipes_before + 1 >= v_deck_size;
	IF v_finished THEN
		UPDATE swipe_session_members SET completed_at = p_now
		WHERE session_id = p_session_id AND user_id = p_user_id AND completed_at IS NULL;
	END IF;
	SELECT json_build_object(
		'status', v_status,
		'inserted', v_inserted,
		'finished', v_finished,
		'members', (SELECT json_agg(json_build_object('userId', m.user_id, 'completed', m.completed_at IS NOT NULL))
			FROM swipe_session_members m WHERE m.session_id = p_session_id),
		'position', card.position,
		'placeId', card.place_id,
		'restaurant', card.restaurant,
		'swiped', v_inserted = 0 AND exists (SELECT 1 FROM swipes w
			WHERE w.session_id = p_session_id AND w.user_id = p_user_id AND w.restaurant_id = p_restaurant_id),
		'match', (SELECT r.restaurant FROM swipe_session_restaurants r JOIN swipe_sessions ms ON ms.id = r.session_id
			WHERE ms.id = p_session_id AND r.place_id = ms.matched_restaurant_id),
		'swipesBefore', v_swipes_before,
		'deckSize', v_deck_size,
		-- Other members' likes only: this insert is not among them.
		'othersLiked', (SELECT count(*) FROM swipes w JOIN swipe_session_members m ON m.session_id = w.session_id AND m.user_id = w.user_id
			WHERE w.session_id = p_session_id AND w.user_id <> p_user_id AND w.restaurant_id = p_restaurant_id AND w.action = 'like'),
		'firstName', (SELECT nullif(trim(u.first_name), '') FROM users u WHERE u.id = p_user_id),
		'canStillMatch', can_still_match(p_session_id))
	INTO v_answer
	FROM (SELECT 1) AS one
	LEFT JOIN swipe_session_restaurants card ON card.session_id = p_session_id AND card.place_id = p_restaurant_id;
	RETURN v_answer;
END;
$$;
