-- "N can still match" (issue 43): a swipe recorded here also answers how many cards of the deck no current
-- member has passed, counted after its insert under the session lock, so two members passing at once each
-- count the other's pass (the second waits for the first's lock). Otherwise as 0011.
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
	SELECT count(*) INTO v_can_still_match FROM swipe_session_restaurants r
	WHERE r.session_id = p_session_id
		AND NOT exists (SELECT 1 FROM swipes w JOIN swipe_session_members m ON m.session_id = w.session_id AND m.user_id = w.user_id
			WHERE w.session_id = r.session_id AND w.restaurant_id = r.place_id AND w.action = 'pass');
	RETURN json_build_object('outcome', 'recorded', 'members', v_members, 'swipesBefore', v_swipes_before, 'deckSize', v_deck_size,
		'position', v_position, 'canStillMatch', v_can_still_match);
END;
$$;
