-- A swipe in one round trip (issue 26). SwipeService calls this first for every swipe (swipe.repository.ts,
-- trySwipe). It answers from one unlocked read when the swipe changes nothing (a repeat, a refusal, an
-- ended session); otherwise it takes the session row lock, as every new swipe does, and records the swipe
-- at once when it has no consequence beyond its own row: not the user's last card, and not a like that
-- could match or that is saved as a solo favourite. Anything else (completion, a match, notifications, a
-- favourite) is 'deferred': nothing is written here, and SwipeService decides it in its own transaction,
-- under the same lock, as before. Called on its own (autocommit), the lock is held until this call ends.
-- PL/pgSQL because of the lock: each statement of a VOLATILE function takes a new snapshot, so the reads
-- after the lock see every swipe committed before it (one statement that waits for the lock would keep
-- the snapshot it started with and could miss the partner's like).
-- Answers json: {outcome: 'unknown'} | {outcome: 'read', status, members, position, placeId, swiped, match}
-- | {outcome: 'recorded', members, swipesBefore, deckSize, position} | {outcome: 'deferred'}.
CREATE FUNCTION "try_swipe"(p_session_id uuid, p_user_id uuid, p_restaurant_id text, p_action text) RETURNS json
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
	v_partner_liked boolean;
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
		exists (SELECT 1 FROM swipes w WHERE w.session_id = p_session_id AND w.user_id <> p_user_id AND w.restaurant_id = p_restaurant_id AND w.action = 'like')
	INTO v_members, v_member_count, v_member, v_swiped, v_swipes_before, v_deck_size, v_partner_liked;
	IF v_status IS DISTINCT FROM 'active' OR NOT v_member OR v_swiped
		OR v_swipes_before + 1 >= v_deck_size
		OR (p_action = 'like' AND (v_member_count < 2 OR v_partner_liked)) THEN
		RETURN json_build_object('outcome', 'deferred');
	END IF;
	INSERT INTO swipes (session_id, user_id, restaurant_id, action, position)
	VALUES (p_session_id, p_user_id, p_restaurant_id, p_action, v_position)
	ON CONFLICT DO NOTHING;
	IF NOT FOUND THEN
		RETURN json_build_object('outcome', 'deferred');
	END IF;
	RETURN json_build_object('outcome', 'recorded', 'members', v_members, 'swipesBefore', v_swipes_before, 'deckSize', v_deck_size, 'position', v_position);
END;
$$;
