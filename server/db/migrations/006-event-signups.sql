-- Event sign-ups (issue 14): who joined which event, the waiting list, attendance and OJT hours, and
-- the reminder claim that makes each reminder go out once across several server processes.
CREATE TABLE event_signups (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id),
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('confirmed', 'waiting', 'withdrawn')),
  -- Queue order: the waiting list moves up in this order. Reset when someone signs up again.
  signed_up_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  -- Staff-only after the event: the person came; their OJT hours are recorded and approved.
  attended INTEGER NOT NULL DEFAULT 0 CHECK (attended IN (0, 1)),
  ojt_hours INTEGER NOT NULL DEFAULT 0 CHECK (ojt_hours BETWEEN 0 AND 10000),
  hours_approved INTEGER NOT NULL DEFAULT 0 CHECK (hours_approved IN (0, 1)),
  -- Set by the one process that claimed this reminder (a single UPDATE), so it is sent once.
  reminder_claimed_at INTEGER,
  reminder_claimed_by TEXT,
  UNIQUE (event_id, user_id)
) STRICT;
CREATE INDEX event_signups_by_event ON event_signups (event_id, status, signed_up_at);
CREATE INDEX event_signups_by_user ON event_signups (user_id);
