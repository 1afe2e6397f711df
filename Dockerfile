# One image runs the gateway or any of the five services, from TypeScript source on Node 24, which
# strips the types itself (the sources are erasable TypeScript: tsconfig `erasableSyntaxOnly`).
# The default target starts the gateway; docker-compose.yml gives each service its own `command:`.
# Targets: `runtime` (gateway, auth, billing, content), `media` (+ ffmpeg) and `render` (+ Chromium,
# ffmpeg, espeak-ng and fonts for screenshots and videos).
#
#   docker build -t sitespark .
#   docker build -t sitespark-render --target render .
#
# NODE_IMAGE names the base image: any Debian bookworm image with Node 24 in /usr/local/bin and the
# `node` user, e.g. `--build-arg NODE_IMAGE=node:24.21.0-bookworm-slim` to pin the exact release.
# APP_DEPS_IMAGE and APP_SOURCE_IMAGE name where /app comes from: by default the `bundle-deps` and
# `bundle-source` stages below (`npm ci` and the web build run here, so the npm registry must
# answer); ops/build-images-offline passes images it made from the host's `npm ci` and web build.
# Dependencies and source are separate layers, so a source change leaves node_modules cached.

ARG NODE_IMAGE=node:24-bookworm-slim
ARG APP_DEPS_IMAGE=bundle-deps
ARG APP_SOURCE_IMAGE=bundle-source

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
RUN mkdir -p /var/lib/sitespark && chown node:node /var/lib/sitespark
# Checks the port in PORT (3000, the gateway's, when unset): set PORT when a service runs from `runtime`.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]

# Only the package manifests, so `npm ci` below stays cached until a dependency changes.
FROM base AS manifests
COPY . /src
RUN cd /src \
  && find . -type f ! -name package.json ! -name package-lock.json ! -name .npmrc -delete \
  && find . -mindepth 1 -type d -empty -delete

# The npm named in package.json's packageManager, as on developer and CI machines (it reads
# package.json's allowScripts). The `node` devDependency's install script downloads the Node 24 that
# npm scripts run on where the machine's Node is older; the image has its own Node 24, so that
# second copy (~190 MB) is removed rather than shipped.
FROM base AS deps
COPY --from=manifests /src/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
  npm install --global "$(node -p "require('./package.json').packageManager.split('+')[0]")" \
  && npm ci \
  && rm -rf node_modules/node node_modules/.bin/node

FROM deps AS web
COPY . .
RUN npm run build --workspace @sitespark/web

FROM scratch AS bundle-deps
COPY --from=deps /app/ /app/

FROM scratch AS bundle-source
COPY . /app/
COPY --from=web /app/apps/web/dist/ /app/apps/web/dist/

FROM ${APP_DEPS_IMAGE} AS app-deps
FROM ${APP_SOURCE_IMAGE} AS app-source

# ffmpeg for media's audio extraction; render adds Chromium, speech and fonts on top (the emoji font
# draws emoji in overlays and captions; the renderer refuses to start a video without it).
FROM base AS media-tools
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*

FROM media-tools AS render-tools
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    chromium ffmpeg espeak-ng fonts-liberation fonts-dejavu fonts-noto-color-emoji \
  && rm -rf /var/lib/apt/lists/*

FROM media-tools AS media
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3004 \
    DATA_DIR=/var/lib/sitespark \
    FFMPEG_PATH=ffmpeg
COPY --from=app-deps /app/ /app/
COPY --from=app-source /app/ /app/
USER node
EXPOSE 3004
CMD ["node", "services/media/src/main.ts"]

FROM render-tools AS render
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3005 \
    DATA_DIR=/var/lib/sitespark \
    CHROMIUM_PATH=/usr/bin/chromium \
    FFMPEG_PATH=ffmpeg
COPY --from=app-deps /app/ /app/
COPY --from=app-source /app/ /app/
USER node
EXPOSE 3005
CMD ["node", "services/render/src/main.ts"]

FROM base AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/sitespark
COPY --from=app-deps /app/ /app/
COPY --from=app-source /app/ /app/
USER node
EXPOSE 3000
CMD ["node", "apps/gateway/src/main.ts"]
