# PostgreSQL 15 from Debian bookworm, started like the official postgres image: POSTGRES_USER,
# POSTGRES_PASSWORD and POSTGRES_DB on first start, data in /var/lib/postgresql/data, password
# (scram-sha-256) logins from the network, pg_isready on PATH. Build context: ops/offline.
ARG DEBIAN_IMAGE=sitespark-offline/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql-15 \
  && rm -rf /var/lib/apt/lists/*
ENV PATH=/usr/lib/postgresql/15/bin:$PATH \
    PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
VOLUME /var/lib/postgresql/data
EXPOSE 5432
# Fast shutdown: open sessions are ended, committed data is flushed.
STOPSIGNAL SIGINT
ENTRYPOINT ["/usr/local/bin/postgres-entrypoint.sh"]
CMD ["postgres"]
