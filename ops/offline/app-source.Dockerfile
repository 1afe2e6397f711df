# The repository's source with the host's web build (apps/web/dist) as /app (the Dockerfile's
# APP_SOURCE_IMAGE). Build context: the repository; app-source.Dockerfile.dockerignore is
# .dockerignore without its `**/dist` line and without the `!.env.example` exception (any `!` line
# makes the builder walk every excluded directory, node_modules included: ~20 s per build).
FROM scratch
COPY . /app/
