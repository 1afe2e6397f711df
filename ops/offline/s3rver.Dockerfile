# The S3 stand-in for MinIO (no MinIO builds here): s3rver, already in the app image's node_modules
# (packages/service-kit devDependency), run by s3-standin.mjs on port 9000 with its objects in /data.
ARG APP_IMAGE=sitespark-offline/sitespark:latest
FROM ${APP_IMAGE}
USER root
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 9000
ENV PORT=9000
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:9000/').then(r=>process.exit(r.status<500?0:1)).catch(()=>process.exit(1))"]
CMD ["node", "ops/offline/s3-standin.mjs"]
