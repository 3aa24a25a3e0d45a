-- A readiness check that writes (PostgreSQL twin of ../024-health-probe.sql).
CREATE TABLE health_probe (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  probed_at BIGINT NOT NULL
);
INSERT INTO health_probe (id, probed_at) VALUES (1, 0);
