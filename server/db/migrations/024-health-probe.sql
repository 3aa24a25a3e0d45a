-- A readiness check that writes (issue 54 #9): /api/health updates this one row in a transaction (at most
-- once a second per process), so a database that still reads but takes no writes (a full disk, a
-- read-only file or server) answers 503 and a load balancer stops sending traffic.
CREATE TABLE health_probe (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  probed_at INTEGER NOT NULL
) STRICT;
INSERT INTO health_probe (id, probed_at) VALUES (1, 0);
