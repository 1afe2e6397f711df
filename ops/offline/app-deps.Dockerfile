# The host's `npm ci` output as /app/node_modules (the Dockerfile's APP_DEPS_IMAGE). Build context:
# the repository; app-deps.Dockerfile.dockerignore keeps node_modules only, without the second Node
# binary of the `node` devDependency (the image has its own).
FROM scratch
COPY node_modules/ /app/node_modules/
