-- A swipe with consequences in one call (issue 42). SwipeService's transaction path (swipeInTransaction, for
-- what try_swipe defers: a user's last card, a like that may match or is saved as a solo favourite) calls
-- this first: it takes the session row lock and then, in a new snapshot (a VOLATILE function's next
-- statement sees every swipe committed before the lock was granted), records the swipe when the card is in
-- the deck, the user is a member, the session is active and it is not a repeat. It answers the state the
-- rules decide on, as it was just before this insert. The last card of the deck marks its member finished
-- in the same call. What follows (a match, completion, notices, a favourite) stays in TypeScript, in the
-- same transaction. One call instead of three, and its statements are planned once per connection.
-- Answers null for an unknown session, else json: {status, inserted, members, position, placeId,
-- restaurant, swiped, match, swipesBefore, deckSize, othersLiked, firstName, canStillMatch, passed}.
CREATE FUNCTION "record_swipe"(p_session_id uuid, p_user_id uuid, p_restaurant_id text, p_action text, p_now timestamptz)
RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_status text;
	v_answer json;
BEGIN
	SELECT s.status INTO v_status FROM swipe_sessions s WHERE s.id = p_session_id FOR UPDATE;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	WITH card AS (
		SELECT r.position, r.place_id, r.restaurant FROM swipe_session_restaurants r
		WHERE r.session_id = p_session_id AND r.place_id = p_restaurant_id
	), inserted AS (
		INSERT INTO swipes (session_id, user_id, restaurant_id, action, position)
		SELECT p_session_id, p_user_id, card.place_id, p_action, card.position FROM card
		WHERE v_status = 'active'
			AND exists (SELECT 1 FROM swipe_session_members m WHERE m.session_id = p_session_id AND m.user_id = p_user_id)
		ON CONFLICT DO NOTHING
		RETURNING 1
	)
	SELECT json_build_object(
		'status', v_status,
		'inserted', (SELECT count(*) FROM inserted),
		'members', (SELECT json_agg(json_build_object('userId', m.user_id, 'completed', m.completed_at IS NOT NULL))
			FROM swipe_session_members m WHERE m.session_id = p_session_id),
		'position', card.position,
		'placeId', card.place_id,
		'restaurant', card.restaurant,
		'swiped', exists (SELECT 1 FROM swipes w WHERE w.session_id = p_session_id AND w.user_id = p_user_id AND w.restaurant_id = p_restaurant_id),
		'match', (SELECT r.restaurant FROM swipe_session_restaurants r JOIN swipe_sessions ms ON ms.id = r.session_id
			WHERE ms.id = p_session_id AND r.place_id = ms.matched_restaurant_id),
		'swipesBefore', (SELECT count(*) FROM swipes w WHERE w.session_id = p_session_id AND w.user_id = p_user_id),
		'deckSize', (SELECT count(*) FROM swipe_session_restaurants r WHERE r.session_id = p_session_id),
		'othersLiked', (SELECT count(*) FROM swipes w JOIN swipe_session_members m ON m.session_id = w.session_id AND m.user_id = w.user_id
			WHERE w.session_id = p_session_id AND w.user_id <> p_user_id AND w.restaurant_id = p_restaurant_id AND w.action = 'like'),
		'firstName', (SELECT nullif(trim(u.first_name), '') FROM users u WHERE u.id = p_user_id),
		-- As can-still-match.ts counts it, before this insert (the caller takes a first pass's card away).
		'canStillMatch', (SELECT count(*) FROM swipe_session_restaurants r
			WHERE r.session_id = p_session_id
				AND NOT exists (SELECT 1 FROM swipes w JOIN swipe_session_members m ON m.session_id = w.session_id AND m.user_id = w.user_id
					WHERE w.session_id = r.session_id AND w.restaurant_id = r.place_id AND w.action = 'pass')),
		'passed', exists (SELECT 1 FROM swipes w JOIN swipe_session_members m ON m.session_id = w.session_id AND m.user_id = w.user_id
			WHERE w.session_id = p_session_id AND w.restaurant_id = p_restaurant_id AND w.action = 'pass'))
	INTO v_answer
	FROM (SELECT 1) AS one LEFT JOIN card ON true;
	-- The deck's last card: its member has finished (kept if they had, after an undo and a new last swipe).
	IF (v_answer ->> 'inserted')::int > 0 AND (v_answer ->> 'swipesBefore')::int + 1 >= (v_answer ->> 'deckSize')::int THEN
		UPDATE swipe_session_members SET completed_at = p_now
		WHERE session_id = p_session_id AND user_id = p_user_id AND completed_at IS NULL;
	END IF;
	RETURN v_answer;
END;
$$;
