# syntax=docker/dockerfile:1
# The content service as an image: `docker build -t content-service .`, or `docker compose up --build`
# (compose.yaml: a MongoDB replica set and two instances behind a proxy). See docs/operations.md.
ARG NODE_VERSION=24

# Build: the whole toolchain (the full image has python3, make and g++, which better-sqlite3 12
# needs when it compiles; on Node 22 and later the store loads better-sqlite3 13, prebuilt).
FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
# Dependencies first: this layer is rebuilt only when the lock file changes.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Runtime: production dependencies and the build output only, as an unprivileged user.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The store, keys, deployed sites and uploads live in /data: a volume the `node` user owns.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Ready means the store answers (GET /readyz); no curl in the slim image, so Node's own fetch.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1 and receives SIGTERM: it drains (SHUTDOWN_GRACE_MS) and exits.
CMD ["node", "dist/server/main.js"]
