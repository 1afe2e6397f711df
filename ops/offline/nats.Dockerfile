# nats-server (2.9) from Debian bookworm, with wget for docker-compose.yml's health check; the
# command (docker-compose.yml) turns JetStream on with its store in the /data volume.
ARG DEBIAN_IMAGE=sitespark-offline/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nats-server wget \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data
VOLUME /data
EXPOSE 4222 8222
CMD ["nats-server", "--jetstream", "--store_dir", "/data", "--http_port", "8222"]
